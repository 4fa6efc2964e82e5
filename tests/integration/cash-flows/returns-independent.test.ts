import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

/**
 * The done-when check of issue 15: TWR, IRR (MWR) and % drawdown of a fixture with deposits,
 * withdrawals, fees, interest and losses, computed here by a separate straightforward method
 * (a day loop over hand-listed events and bisection on doubles), must equal the API's to 1e-6.
 *
 * The user's zone is Europe/Berlin; in March 2024 (before 31 March) it is UTC+1, so an event's
 * local day is its UTC instant plus one hour: 2024-03-02T23:30Z falls on 3 March.
 */
const ZONE_OFFSET_MS = 3_600_000;

interface Event {
  at: string;
  /** Signed effect on the balance. */
  amount: number;
  external: boolean;
}

/** Stocks, quantity 10, entry 100, no fees: pnl = (exit − 100) × 10. */
const tradeClosingAt = (at: string, exit: number) => ({
  symbol: 'ACME',
  market: 'stocks',
  entry_price: 100,
  exit_price: exit,
  quantity: 10,
  fees: 0,
  entry_date: at,
  exit_date: at,
});

const FLOWS = [
  { kind: 'deposit', amount: 1000, occurred_at: '2024-02-20T12:00:00Z' }, // before the period: in B₀
  { kind: 'deposit', amount: 5000, occurred_at: '2024-03-02T23:30:00Z' }, // 3 March in Berlin
  { kind: 'fee', amount: 25, occurred_at: '2024-03-05T10:00:00Z' },
  { kind: 'interest', amount: 10, occurred_at: '2024-03-05T11:00:00Z' },
  { kind: 'withdrawal', amount: 2000, occurred_at: '2024-03-08T09:00:00Z' },
  { kind: 'deposit', amount: 700, occurred_at: '2024-03-10T23:30:00Z' }, // 11 March in Berlin: after the period
];
const TRADES = [
  tradeClosingAt('2024-02-25T15:00:00Z', 120), // +200, before the period
  tradeClosingAt('2024-03-01T10:00:00Z', 50), // −500
  tradeClosingAt('2024-03-03T14:00:00Z', 130), // +300
  tradeClosingAt('2024-03-06T14:00:00Z', 0.5), // −995: a deep loss
  tradeClosingAt('2024-03-08T15:00:00Z', 115), // +150, after the withdrawal the same day
  tradeClosingAt('2024-03-10T22:30:00Z', 60), // −400, 23:30 on 10 March in Berlin
  tradeClosingAt('2024-03-10T23:30:00Z', 300), // +2000, 11 March in Berlin: after the period
];

function events(extra: typeof FLOWS = []): Event[] {
  const flowSign = { deposit: 1, withdrawal: -1, fee: -1, interest: 1 } as const;
  return [
    ...[...FLOWS, ...extra].map((f) => ({
      at: f.occurred_at,
      amount: flowSign[f.kind as keyof typeof flowSign] * f.amount,
      external: f.kind === 'deposit' || f.kind === 'withdrawal',
    })),
    ...TRADES.map((t) => ({ at: t.exit_date, amount: (t.exit_price - 100) * 10, external: false })),
  ];
}

const localDay = (at: string) => new Date(Date.parse(at) + ZONE_OFFSET_MS).toISOString().slice(0, 10);

/** Straight from the definitions, day by day. */
function expectedReturns(initial: number, first: string, last: string, extra: typeof FLOWS = []) {
  const all = events(extra);
  const b0 = initial + all.filter((e) => localDay(e.at) < first).reduce((s, e) => s + e.amount, 0);
  const days: string[] = [];
  for (let d = new Date(`${first}T00:00:00Z`); d.toISOString().slice(0, 10) <= last; d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  const T = days.length;
  let balance = b0;
  let index = 1;
  let peakIndex = 1;
  let maxDrawdown = 0;
  const flows: Array<{ t: number; f: number }> = [];
  days.forEach((day, t) => {
    const today = all.filter((e) => localDay(e.at) === day);
    const F = today.filter((e) => e.external).reduce((s, e) => s + e.amount, 0);
    const end = balance + today.reduce((s, e) => s + e.amount, 0);
    index *= end / (balance + F);
    peakIndex = Math.max(peakIndex, index);
    maxDrawdown = Math.max(maxDrawdown, 1 - index / peakIndex);
    if (F !== 0) flows.push({ t, f: F });
    balance = end;
  });
  const npv = (r: number) =>
    b0 * (1 + r) + flows.reduce((s, x) => s + x.f * Math.pow(1 + r, (T - x.t) / T), 0) - balance;
  let lo = -0.9;
  let hi = 10;
  expect(Math.sign(npv(lo))).not.toBe(Math.sign(npv(hi)));
  for (let i = 0; i < 300; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  const net = all.filter((e) => e.external && localDay(e.at) >= first && localDay(e.at) <= last);
  return {
    b0,
    bT: balance,
    netFlows: net.reduce((s, e) => s + e.amount, 0),
    twr: index - 1,
    mwr: (lo + hi) / 2,
    maxDrawdown,
  };
}

let app: TestApp;
let user: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  await gql(
    app.baseUrl,
    `mutation { updateTimezone(timezone: "Europe/Berlin") { timezone } }`,
    {},
    { token: user.token },
  );
  const account = await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload({ initial_balance: 10000 }), {
    token: user.token,
  });
  accountId = account.body.id;
  for (const flow of FLOWS)
    expect(
      (await rest(app.baseUrl, 'POST', `/api/accounts/${accountId}/cash-flows`, flow, { token: user.token })).status,
    ).toBe(201);
  for (const trade of TRADES)
    expect(
      (await rest(app.baseUrl, 'POST', '/api/trades/', tradePayload(accountId, trade), { token: user.token })).status,
    ).toBe(201);
});
afterAll(() => app?.close());

describe('returns of an account with deposits, withdrawals and losses', () => {
  it('REST matches the independent day loop and bisection to 1e-6', async () => {
    const expected = expectedReturns(10000, '2024-03-01', '2024-03-10');
    const res = await rest(
      app.baseUrl,
      'GET',
      `/api/accounts/${accountId}/returns?start_date=2024-03-01&end_date=2024-03-10`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('USD');
    expect(typeof res.body.money_weighted_return).toBe('number');
    expect(Math.abs(expected.twr)).toBeGreaterThan(0.01);
    expect(res.body.balance_start).toBeCloseTo(expected.b0, 8);
    expect(res.body.balance_end).toBeCloseTo(expected.bT, 8);
    expect(res.body.net_flows).toBeCloseTo(expected.netFlows, 8);
    expect(res.body.trading_pnl).toBeCloseTo(-500 + 300 - 995 + 150 - 400, 8);
    expect(Math.abs(res.body.time_weighted_return - expected.twr)).toBeLessThan(1e-6);
    expect(Math.abs(res.body.money_weighted_return - expected.mwr)).toBeLessThan(1e-6);
    expect(Math.abs(res.body.max_drawdown_pct - expected.maxDrawdown)).toBeLessThan(1e-6);
    // Sanity of the fixture itself: the deep loss makes a real drawdown, and flows made TWR ≠ simple gain.
    expect(expected.maxDrawdown).toBeGreaterThan(0.05);
  });

  it('GraphQL answers the same figures, exact money as Decimal strings', async () => {
    const expected = expectedReturns(10000, '2024-03-01', '2024-03-10');
    const res = await gql<{ account: { returns: Record<string, string | number | null> } }>(
      app.baseUrl,
      `query($id: ID!) { account(id: $id) { returns(startDate: "2024-03-01", endDate: "2024-03-10") {
         currency balanceStart balanceEnd netFlows tradingPnl timeWeightedReturn moneyWeightedReturn maxDrawdownPct } } }`,
      { id: accountId },
      { token: user.token },
    );
    const r = res.data!.account.returns;
    expect(r).toMatchObject({ currency: 'USD', balanceStart: '11200', netFlows: '3000', tradingPnl: '-1445' });
    expect(r.balanceEnd).toBe(String(11200 + 3000 - 1445 - 25 + 10));
    expect(Math.abs((r.timeWeightedReturn as number) - expected.twr)).toBeLessThan(1e-6);
    expect(Math.abs((r.moneyWeightedReturn as number) - expected.mwr)).toBeLessThan(1e-6);
    expect(Math.abs((r.maxDrawdownPct as number) - expected.maxDrawdown)).toBeLessThan(1e-6);
  });

  it('a deposit after the last trade moves the balance and the MWR, not the TWR or the drawdown', async () => {
    const url = `/api/accounts/${accountId}/returns?start_date=2024-03-01&end_date=2024-03-20`;
    const before = await rest(app.baseUrl, 'GET', url, undefined, { token: user.token });
    const deposit = { kind: 'deposit', amount: 100000, occurred_at: '2024-03-15T12:00:00Z' };
    await rest(app.baseUrl, 'POST', `/api/accounts/${accountId}/cash-flows`, deposit, { token: user.token });
    const after = await rest(app.baseUrl, 'GET', url, undefined, { token: user.token });
    expect(after.body.balance_end - before.body.balance_end).toBeCloseTo(100000, 8);
    expect(after.body.net_flows - before.body.net_flows).toBeCloseTo(100000, 8);
    expect(after.body.time_weighted_return).toBeCloseTo(before.body.time_weighted_return, 12);
    expect(after.body.max_drawdown_pct).toBeCloseTo(before.body.max_drawdown_pct, 12);
    expect(after.body.money_weighted_return).not.toBeCloseTo(before.body.money_weighted_return, 6);
    const expected = expectedReturns(10000, '2024-03-01', '2024-03-20', [deposit]);
    expect(Math.abs(after.body.money_weighted_return - expected.mwr)).toBeLessThan(1e-6);
  });

  it('refuses bad periods with 422', async () => {
    const bad = await rest(
      app.baseUrl,
      'GET',
      `/api/accounts/${accountId}/returns?start_date=2024-03-10&end_date=2024-03-01`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(bad.status).toBe(422);
    const impossible = await rest(
      app.baseUrl,
      'GET',
      `/api/accounts/${accountId}/returns?start_date=2024-02-30`,
      undefined,
      {
        token: user.token,
      },
    );
    expect(impossible.status).toBe(422);
  });
});
