import Decimal from 'decimal.js';
import { gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// The dashboard's and analytics' all-accounts figures across a USD and a EUR account (issue 15):
// the stat cards' money (overall) and the equity curve are converted to the base currency at each
// exit day's rate (carried forward), to the cent; with a missing rate they are a CONFLICT naming
// the gap, never a sum of dollars and euros, while currencySummary keeps the per-currency figures.
// Expected figures are recomputed here from the trades created, with decimal.js.
jest.setTimeout(90000);

let app: TestApp;
let user: TestUser;
const ids: Record<string, string> = {};
const trades: Array<{ currency: string; day: string; exitAt: string; pnl: string }> = [];
const rates = [
  { day: '2026-04-01', rate: '1.0825' },
  { day: '2026-04-03', rate: '1.1' },
];

const call = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await gql(app.baseUrl, query, variables, { token: user.token });
  expect(res.errors).toBeUndefined();
  return res.data;
};

async function trade(currency: 'USD' | 'EUR', day: string, hour: number, entry: string, exit: string) {
  const exitAt = `${day}T${String(hour).padStart(2, '0')}:00:00Z`;
  const data = await call(`mutation($input: TradeInput!) { createTrade(input: $input) { pnl } }`, {
    input: {
      accountId: ids[currency],
      market: 'stocks',
      symbol: 'XYZ',
      tradeType: 'long',
      quantity: '3',
      fees: '1.17',
      entryPrice: entry,
      exitPrice: exit,
      entryDate: `${day}T08:00:00Z`,
      exitDate: exitAt,
    },
  });
  trades.push({ currency, day, exitAt, pnl: data.createTrade.pnl });
}

/** USD is the base (the first account's currency); EUR at the last rate on or before the exit day. */
const inUsd = (t: (typeof trades)[number]) => {
  if (t.currency === 'USD') return new Decimal(t.pnl);
  const known = rates.filter((r) => r.day <= t.day).sort((a, b) => (a.day < b.day ? 1 : -1))[0];
  return new Decimal(t.pnl).times(known.rate);
};
const cents = (x: Decimal) => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

const ALL = `{ analytics {
  moneyCurrency
  overall { totalPnl grossProfit grossLoss averageWin averageLoss winRate totalTrades closedTrades winningTrades losingTrades breakevenTrades }
  equityCurve { initialBalance finalBalance totalPoints points { balance } }
} }`;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  for (const [currency, name] of [
    ['USD', 'US broker'],
    ['EUR', 'EU broker'],
  ]) {
    const data = await call(`mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`, {
      input: { name, currency, initialBalance: '10000' },
    });
    ids[currency] = data.createAccount.id;
  }
  await trade('USD', '2026-04-01', 15, '100', '140.5');
  await trade('EUR', '2026-04-01', 16, '50', '71.33');
  await trade('EUR', '2026-04-02', 14, '80', '61.25');
  await trade('USD', '2026-04-03', 13, '20', '15');
  await trade('EUR', '2026-04-06', 10, '10', '19.99'); // the 3 April rate carries forward
  for (const r of rates)
    await call(`mutation($input: FxRateInput!) { addFxRate(input: $input) { rate } }`, {
      input: { date: r.day, base: 'EUR', quote: 'USD', rate: r.rate },
    });
});
afterAll(() => app?.close());

test('the stat cards’ money and the equity curve are in USD, each trade at its exit day’s rate, to the cent', async () => {
  const { analytics } = await call(ALL);
  const converted = trades.map(inUsd);
  const wins = converted.filter((x) => x.greaterThan(0));
  const losses = converted.filter((x) => x.lessThan(0));
  const sum = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));
  expect(analytics.moneyCurrency).toBe('USD');
  expect(analytics.overall).toMatchObject({
    totalTrades: 5,
    closedTrades: 5,
    winningTrades: wins.length,
    losingTrades: losses.length,
    breakevenTrades: 0,
    winRate: (wins.length / 5) * 100,
  });
  expect(cents(new Decimal(analytics.overall.totalPnl))).toBe(cents(sum(converted)));
  expect(cents(new Decimal(analytics.overall.grossProfit))).toBe(cents(sum(wins)));
  expect(cents(new Decimal(analytics.overall.grossLoss))).toBe(cents(sum(losses)));
  expect(cents(new Decimal(analytics.overall.averageWin))).toBe(cents(sum(wins).div(wins.length)));

  // The equity walk, in exit order, from the accounts' real money (issue 27): both initial balances
  // of 10000, the EUR one at the rate of its first trade's day (1 April).
  const ordered = trades.map((t, i) => ({ at: t.exitAt, usd: converted[i] })).sort((a, b) => (a.at < b.at ? -1 : 1));
  let balance = new Decimal(10000).plus(new Decimal(10000).times(rates[0].rate));
  expect(analytics.equityCurve.initialBalance).toBe(balance.toFixed());
  const expected = ordered.map((t) => cents((balance = balance.plus(t.usd))));
  expect(analytics.equityCurve.points.map((p: { balance: string }) => cents(new Decimal(p.balance)))).toEqual(expected);
  expect(cents(new Decimal(analytics.equityCurve.finalBalance))).toBe(expected.at(-1));

  // The REST twins answer the same figures.
  const stats = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: user.token });
  expect(stats.status).toBe(200);
  expect(stats.body.total_pnl).toBe(Number(cents(sum(converted))));
  // REST keeps the spec's initial_balance default of 10000 (its FastAPI contract): the same walk from there.
  const curve = await rest(app.baseUrl, 'GET', '/api/analytics/equity-curve', undefined, { token: user.token });
  let fromSpecDefault = new Decimal(10000);
  const restExpected = ordered.map((t) => Number(cents((fromSpecDefault = fromSpecDefault.plus(t.usd)))));
  expect(curve.body.map((p: { balance: number }) => p.balance)).toEqual(restExpected);
});

test('one account is in its own currency, untouched by rates', async () => {
  const data = await call(`query($id: ID!) { account(id: $id) { analytics { moneyCurrency overall { totalPnl } } } }`, {
    id: ids.EUR,
  });
  const eur = trades.filter((t) => t.currency === 'EUR').reduce((s, t) => s.plus(t.pnl), new Decimal(0));
  expect(data.account.analytics.moneyCurrency).toBe('EUR');
  expect(new Decimal(data.account.analytics.overall.totalPnl).toFixed()).toBe(eur.toFixed());
});

test('daily, monthly, the report and a breakdown are the per-trade converted sums, to the cent', async () => {
  const sum = (xs: Decimal[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));
  const usd = trades.map(inUsd);
  const fx = (t: (typeof trades)[number]) => inUsd(t).div(t.pnl); // the trade's factor (1 for USD)
  const data = await call(`{ analytics {
    daily(date: "2026-04-01") { dailyPnl closedTrades largestWin }
    monthlyPnl(months: 120) { month pnl trades }
    report(period: custom, from: "2026-04-01", to: "2026-04-30") { totalPnl averageWin averageLoss wins losses }
    topTrades(limit: 1) { best { pnl account { currency } } }
  } breakdown(groupBy: [ACCOUNT], metrics: [NET_PNL, FEES]) { rows { keys { label } netPnl fees } } }`);
  const a = data.analytics;
  const april1 = trades.map((t, i) => (t.day === '2026-04-01' ? usd[i] : new Decimal(0)));
  expect(cents(new Decimal(a.daily.dailyPnl))).toBe(cents(sum(april1)));
  expect(a.daily.closedTrades).toBe(2);
  const april = a.monthlyPnl.find((m: { month: string }) => m.month === '2026-04');
  expect(april.trades).toBe(5);
  expect(cents(new Decimal(april.pnl))).toBe(cents(sum(usd)));
  expect(cents(new Decimal(a.report.totalPnl))).toBe(cents(sum(usd)));
  const wins = usd.filter((x) => x.greaterThan(0));
  expect(a.report.wins).toBe(wins.length);
  expect(cents(new Decimal(a.report.averageWin))).toBe(cents(sum(wins).div(wins.length)));

  // Per trade: the best (ranked converted) keeps its own currency's P&L and says which currency.
  const best = trades.reduce((b, t, i) => (usd[i].greaterThan(inUsd(b)) ? t : b));
  expect(a.topTrades.best[0].account.currency).toBe(best.currency);
  expect(new Decimal(a.topTrades.best[0].pnl).toFixed()).toBe(new Decimal(best.pnl).toFixed());

  // By account: each account's sums in USD, fees (1.17 per trade) converted like the P&L.
  const byAccount = (c: string) => trades.filter((t) => t.currency === c);
  const rows = Object.fromEntries(data.breakdown.rows.map((r: { keys: { label: string }[] }) => [r.keys[0].label, r]));
  for (const [c, name] of [
    ['USD', 'US broker'],
    ['EUR', 'EU broker'],
  ]) {
    expect(cents(new Decimal(rows[name].netPnl))).toBe(cents(sum(byAccount(c).map(inUsd))));
    expect(cents(new Decimal(rows[name].fees))).toBe(cents(sum(byAccount(c).map((t) => fx(t).times('1.17')))));
  }
});

test('open positions over both accounts: exposure in USD at the entry day’s rate; an unknown rate is a CONFLICT', async () => {
  const open = async (currency: string, day: string, entry: string, quantity: string) =>
    (
      await call(`mutation($input: TradeInput!) { createTrade(input: $input) { id } }`, {
        input: {
          accountId: ids[currency],
          market: 'stocks',
          symbol: 'OPN',
          tradeType: 'long',
          quantity,
          entryPrice: entry,
          entryDate: `${day}T09:00:00Z`,
        },
      })
    ).createTrade.id as string;
  const created = [await open('USD', '2026-04-03', '20.5', '3'), await open('EUR', '2026-04-06', '12.25', '2')];
  const exposure = new Decimal('20.5').times(3).plus(new Decimal('12.25').times(2).times('1.1'));
  const data = await call(`{ analytics { openPositions { totalExposure aggregated { symbol exposure numTrades } } } }`);
  expect(data.analytics.openPositions.aggregated).toHaveLength(1);
  expect(new Decimal(data.analytics.openPositions.totalExposure).toFixed()).toBe(exposure.toFixed());

  created.push(await open('EUR', '2026-03-20', '10', '1')); // before the first EUR/USD rate
  const res = await gql(app.baseUrl, `{ analytics { openPositions { totalExposure } } }`, {}, { token: user.token });
  expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
  expect(res.errors?.[0].message).toContain('EUR→USD 2026-03-20');
  for (const id of created) await call(`mutation($id: ID!) { deleteTrade(id: $id) }`, { id });
});

test('a missing rate: no sum of currencies, a CONFLICT naming the gap, and the per-currency figures', async () => {
  await call(`mutation { deleteFxRate(date: "2026-04-01", base: "EUR", quote: "USD") }`);
  const overall = await gql(app.baseUrl, `{ analytics { overall { totalPnl } } }`, {}, { token: user.token });
  expect(overall.errors?.[0].extensions?.code).toBe('CONFLICT');
  expect(overall.errors?.[0].message).toContain('EUR→USD 2026-04-01 – 2026-04-02');
  const equity = await gql(app.baseUrl, `{ analytics { equityCurve { finalBalance } } }`, {}, { token: user.token });
  expect(equity.errors?.[0].extensions?.code).toBe('CONFLICT');

  const data = await call(`{ analytics { moneyCurrency currencySummary { converted { totalPnl } notice
    currencies { currency totalPnl } missingRates { currency from to } } } }`);
  expect(data.analytics.moneyCurrency).toBeNull();
  expect(data.analytics.currencySummary.converted).toBeNull();
  expect(data.analytics.currencySummary.notice).toMatch(/missing/i);
  const per = (c: string) =>
    trades
      .filter((t) => t.currency === c)
      .reduce((s, t) => s.plus(t.pnl), new Decimal(0))
      .toFixed();
  expect(
    data.analytics.currencySummary.currencies.map((c: { currency: string; totalPnl: string }) => [
      c.currency,
      new Decimal(c.totalPnl).toFixed(),
    ]),
  ).toEqual([
    ['EUR', per('EUR')],
    ['USD', per('USD')],
  ]);

  for (const q of [
    '{ analytics { daily(date: "2026-04-02") { dailyPnl } } }',
    '{ analytics { monthlyPnl { pnl } } }',
    '{ analytics { report(period: yearly) { totalPnl } } }',
    '{ breakdown(groupBy: [SYMBOL], metrics: [NET_PNL]) { rows { netPnl } } }',
  ]) {
    const res = await gql(app.baseUrl, q, {}, { token: user.token });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toContain('EUR→USD 2026-04-01 – 2026-04-02');
  }

  const stats = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: user.token });
  expect(stats.status).toBe(409);
  expect(JSON.stringify(stats.body)).toContain('EUR→USD');
});
