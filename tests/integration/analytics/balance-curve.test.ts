import Decimal from 'decimal.js';
import { gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// The balance with cash flows (issue 15): initial balance + deposits − withdrawals + interest −
// fees + realised P&L, one point per local day in the user's zone, and across a USD and a EUR
// account the same walk converted to the base currency at each day's rate. Every expected figure
// is recomputed here from the events the test created, by a plain walk (Intl for the local day,
// decimal.js for the sums), not read back from the server.
jest.setTimeout(90000);

const ZONE = 'America/New_York';
let app: TestApp;
let user: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

interface Event {
  currency: 'USD' | 'EUR';
  at: string;
  pnl: string;
  flow: string;
  opening?: string;
}
const events: Event[] = [];
const rates: Array<{ day: string; rate: string }> = [];

const call = async (query: string, variables: Record<string, unknown> = {}, as = user) => {
  const res = await gql(app.baseUrl, query, variables, { token: as.token });
  expect(res.errors).toBeUndefined();
  return res.data;
};

const localDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

async function account(name: string, currency: 'USD' | 'EUR', initial: string) {
  const data = await call(`mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`, {
    input: { name, currency, initialBalance: initial },
  });
  ids[currency] = data.createAccount.id;
}

async function trade(currency: 'USD' | 'EUR', exitAt: string, entry: string, exit: string) {
  const entryAt = new Date(Date.parse(exitAt) - 3600_000).toISOString();
  const data = await call(`mutation($input: TradeInput!) { createTrade(input: $input) { pnl } }`, {
    input: {
      accountId: ids[currency],
      market: 'stocks',
      symbol: 'ABC',
      tradeType: 'long',
      quantity: '1',
      fees: '0',
      entryPrice: entry,
      exitPrice: exit,
      entryDate: entryAt,
      exitDate: exitAt,
    },
  });
  events.push({ currency, at: exitAt, pnl: data.createTrade.pnl, flow: '0' });
}

async function flow(currency: 'USD' | 'EUR', kind: string, amount: string, at: string) {
  await call(`mutation($a: ID!, $input: CashFlowInput!) { createCashFlow(accountId: $a, input: $input) { id } }`, {
    a: ids[currency],
    input: { kind, amount, occurredAt: at },
  });
  const signed = kind === 'deposit' || kind === 'interest' ? amount : `-${amount}`;
  events.push({ currency, at, pnl: '0', flow: signed });
}

/** Per local day: the day's flow and pnl, the running balance and the running pnl from `from`. */
function walk(list: Array<{ day: string; pnl: Decimal; flow: Decimal; moved: Decimal }>, from?: string) {
  const byDay = new Map<string, { pnl: Decimal; flow: Decimal; moved: Decimal }>();
  for (const e of list) {
    const d = byDay.get(e.day) ?? { pnl: new Decimal(0), flow: new Decimal(0), moved: new Decimal(0) };
    byDay.set(e.day, { pnl: d.pnl.plus(e.pnl), flow: d.flow.plus(e.flow), moved: d.moved.plus(e.moved) });
  }
  let balance = new Decimal(0);
  let pnl = new Decimal(0);
  const out: Array<{ date: string; balance: Decimal; tradingPnl: Decimal; flow: Decimal; pnl: Decimal }> = [];
  for (const day of [...byDay.keys()].sort()) {
    const d = byDay.get(day)!;
    balance = balance.plus(d.moved);
    if (!from || day >= from) pnl = pnl.plus(d.pnl);
    out.push({ date: day, balance, tradingPnl: pnl, flow: d.flow, pnl: d.pnl });
  }
  return from ? out.filter((p) => p.date >= from) : out;
}

/** The account's events as day items; its initial balance on its first event's day (all are before today). */
function items(currency: 'USD' | 'EUR', initial: string, factor: (day: string) => Decimal = () => new Decimal(1)) {
  const own = events.filter((e) => e.currency === currency);
  const first = own.map((e) => localDay(e.at)).sort()[0];
  return [
    { day: first, pnl: new Decimal(0), flow: new Decimal(0), moved: new Decimal(initial).times(factor(first)) },
    ...own.map((e) => {
      const day = localDay(e.at);
      const f = factor(day);
      const pnl = new Decimal(e.pnl).times(f);
      const fl = new Decimal(e.flow).times(f);
      return { day, pnl, flow: fl, moved: pnl.plus(fl) };
    }),
  ];
}

const eurToUsd = (day: string) => {
  const known = rates.filter((r) => r.day <= day).sort((x, y) => (x.day < y.day ? 1 : -1))[0];
  if (!known) throw new Error(`no rate for ${day}`);
  return new Decimal(known.rate);
};

const CURVE = `query($filter: AnalyticsFilter) { analytics(filter: $filter) { balanceCurve {
  currency converted notice missingRates { currency from to days }
  series { currency totalPoints finalBalance points { date balance tradingPnl flow pnl } } } } }`;
const ACCOUNT_CURVE = `query($id: ID!, $filter: AnalyticsFilter) { account(id: $id) { analytics(filter: $filter) {
  balanceCurve { currency converted series { currency points { date balance tradingPnl flow pnl } } } } } }`;

const asText = (points: ReturnType<typeof walk>, round = false) =>
  points.map((p) => {
    const r = (x: Decimal) => (round ? x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : x);
    return {
      date: p.date,
      balance: r(p.balance).toFixed(),
      tradingPnl: r(p.tradingPnl).toFixed(),
      flow: r(p.flow).toFixed(),
      pnl: r(p.pnl).toFixed(),
    };
  });
const normalise = (points: Array<Record<string, string>>) =>
  points.map((p) => ({
    date: p.date,
    balance: new Decimal(p.balance).toFixed(),
    tradingPnl: new Decimal(p.tradingPnl).toFixed(),
    flow: new Decimal(p.flow).toFixed(),
    pnl: new Decimal(p.pnl).toFixed(),
  }));

beforeAll(async () => {
  app = await startTestApp();
  [user, other] = await Promise.all([createUser(app), createUser(app)]);
  await call(`mutation { updateTimezone(timezone: "${ZONE}") { id } }`);
  await account('US broker', 'USD', '10000'); // first account: the default base currency
  await account('EU broker', 'EUR', '5000');
  // 04:30 UTC is 23:30 the evening before in New York: the deposit belongs to 1 March.
  await flow('USD', 'deposit', '500.25', '2026-03-02T04:30:00Z');
  await trade('USD', '2026-03-02T15:00:00Z', '100', '220.5');
  await trade('USD', '2026-03-03T03:00:00Z', '100', '59.75'); // 22:00 on 2 March in New York
  await flow('USD', 'withdrawal', '200', '2026-03-05T12:00:00Z');
  await flow('USD', 'fee', '3.5', '2026-03-05T13:00:00Z');
  await flow('USD', 'interest', '1.23', '2026-03-09T16:00:00Z'); // after the DST change of 8 March
  await trade('USD', '2026-03-10T18:00:00Z', '10', '85');
  await trade('EUR', '2026-03-02T15:00:00Z', '50', '80.333');
  await flow('EUR', 'deposit', '1000', '2026-03-04T10:00:00Z');
  await trade('EUR', '2026-03-06T15:00:00Z', '90', '77.1');
  for (const r of [
    { day: '2026-03-01', rate: '1.1' },
    { day: '2026-03-04', rate: '1.2345' },
  ]) {
    await call(`mutation($input: FxRateInput!) { addFxRate(input: $input) { rate } }`, {
      input: { date: r.day, base: 'EUR', quote: 'USD', rate: r.rate },
    });
    rates.push(r);
  }
});
afterAll(() => app?.close());

test('one account: the balance per local day includes every cash flow, exactly', async () => {
  const data = await call(ACCOUNT_CURVE, { id: ids.USD });
  const curve = data.account.analytics.balanceCurve;
  expect(curve).toMatchObject({ currency: 'USD', converted: false });
  expect(curve.series).toHaveLength(1);
  expect(normalise(curve.series[0].points)).toEqual(asText(walk(items('USD', '10000'))));
  // The deposit at 23:30 local is on 1 March, before the first trade.
  expect(curve.series[0].points[0]).toMatchObject({ date: '2026-03-01', flow: '500.25' });
  // 10000 + 500.25 + 120.5 − 40.25 − 200 − 3.5 + 1.23 + 75
  expect(new Decimal(curve.series[0].points.at(-1).balance).toFixed()).toBe('10453.23');
});

test('from/to clip the days: the earlier balance carries in, trading P&L counts from `from`', async () => {
  const filter = { from: '2026-03-05', to: '2026-03-09' };
  const data = await call(ACCOUNT_CURVE, { id: ids.USD, filter });
  const points = data.account.analytics.balanceCurve.series[0].points;
  const expected = asText(walk(items('USD', '10000'), filter.from)).filter((p) => p.date <= filter.to);
  expect(normalise(points)).toEqual(expected);
  expect(points.map((p: { date: string }) => p.date)).toEqual(['2026-03-05', '2026-03-09']);
});

test('USD + EUR: converted to the base currency at each day’s rate, to the cent (GraphQL and REST)', async () => {
  const data = await call(CURVE);
  const curve = data.analytics.balanceCurve;
  expect(curve).toMatchObject({ currency: 'USD', converted: true, notice: null, missingRates: [] });
  const expected = asText(walk([...items('USD', '10000'), ...items('EUR', '5000', eurToUsd)]), true);
  expect(normalise(curve.series[0].points)).toEqual(expected);

  const restCurve = await rest(app.baseUrl, 'GET', '/api/analytics/balance-curve', undefined, { token: user.token });
  expect(restCurve.status).toBe(200);
  expect(restCurve.body.series[0].final_balance).toBe(Number(expected.at(-1)!.balance));
  expect(restCurve.body.series[0].points.map((p: { date: string }) => p.date)).toEqual(expected.map((p) => p.date));
});

test('a missing rate: one unconverted series per currency and a notice naming the gap', async () => {
  await call(`mutation { deleteFxRate(date: "2026-03-01", base: "EUR", quote: "USD") }`);
  const curve = (await call(CURVE)).analytics.balanceCurve;
  expect(curve.currency).toBeNull();
  expect(curve.converted).toBe(false);
  expect(curve.missingRates).toEqual([{ currency: 'EUR', from: '2026-03-02', to: '2026-03-02', days: 1 }]);
  expect(curve.notice).toContain('EUR→USD 2026-03-02 – 2026-03-02');
  expect(curve.series.map((s: { currency: string }) => s.currency)).toEqual(['EUR', 'USD']);
  expect(normalise(curve.series[0].points)).toEqual(asText(walk(items('EUR', '5000'))));
  expect(normalise(curve.series[1].points)).toEqual(asText(walk(items('USD', '10000'))));
});

test('another user’s account is not found; a bad maxPoints is a 4xx-style validation error', async () => {
  const theirs = await gql(app.baseUrl, ACCOUNT_CURVE, { id: ids.USD }, { token: other.token });
  expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const bad = await gql(
    app.baseUrl,
    `{ analytics { balanceCurve(maxPoints: 0) { currency } } }`,
    {},
    {
      token: user.token,
    },
  );
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  const restOther = await rest(app.baseUrl, 'GET', `/api/analytics/balance-curve?account_id=${ids.USD}`, undefined, {
    token: other.token,
  });
  expect(restOther.status).toBe(404);
});
