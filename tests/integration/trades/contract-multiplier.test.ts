// Issue 12 item 1: contract sizes. A futures or options trade sent without a multiplier takes the
// contract table's (ES 50, options 100), open-position exposure is money (× multiplier), and the
// Risk-vs-Reward scatter plots money at risk and money won, not price distances.
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await rest(app.baseUrl, 'POST', '/graphql', { query, variables }, { token: user.token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

it('REST POST /api/trades for ES without a multiplier stores 50 and a P&L of $50 a point', async () => {
  const res = await call(
    'POST',
    '/api/trades',
    tradePayload(accountId, {
      symbol: 'ES',
      market: 'futures',
      entry_price: 5000,
      exit_price: 5002,
      quantity: 1,
      fees: 0,
    }),
  );
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ multiplier: 50, pnl: 100, result: 'win' });
});

it.each([
  ['MESH6', 'futures', 5],
  ['/ESZ25', 'futures', 50],
  ['6EM5', 'futures', 125000],
  ['MYM', 'futures', 0.5],
  ['SPY', 'options', 100],
  ['AAPL', 'stocks', 1],
  ['CL', 'stocks', 1],
])('the default multiplier of %s (%s) is %d', async (symbol, market, multiplier) => {
  const res = await call(
    'POST',
    '/api/trades',
    tradePayload(accountId, { symbol, market, entry_price: 10, exit_price: 11, quantity: 1, fees: 0 }),
  );
  expect(res.status).toBe(201);
  expect(res.body.multiplier).toBe(multiplier);
});

it('an explicit multiplier wins over the table, and an update keeps the stored one', async () => {
  const created = await call(
    'POST',
    '/api/trades',
    tradePayload(accountId, {
      symbol: 'ES',
      market: 'futures',
      multiplier: 5,
      entry_price: 5000,
      exit_price: 5001,
      quantity: 1,
      fees: 0,
    }),
  );
  expect(created.body.multiplier).toBe(5);
  const updated = await call('PUT', `/api/trades/${created.body.id}`, { exit_price: 5003 });
  expect(updated.body).toMatchObject({ multiplier: 5, pnl: 15 });
});

it('GraphQL createTrade without a multiplier uses the table too', async () => {
  const data = await gql<{ createTrade: { multiplier: string; pnl: string } }>(
    `mutation($input: TradeInput!) { createTrade(input: $input) { multiplier pnl } }`,
    {
      input: {
        accountId,
        symbol: 'NQZ5',
        market: 'futures',
        tradeType: 'long',
        entryPrice: '20000',
        exitPrice: '20001.5',
        quantity: '1',
        entryDate: '2024-03-01T10:00:00Z',
        exitDate: '2024-03-01T11:00:00Z',
      },
    },
  );
  expect(Number(data.createTrade.multiplier)).toBe(20);
  expect(Number(data.createTrade.pnl)).toBe(30);
});

describe('money figures of a separate account', () => {
  let account2: string;
  beforeAll(async () => {
    account2 = (await call('POST', '/api/accounts/', accountPayload())).body.id;
    // 2 SPY option contracts at 4.27, open: $854 of premium.
    await call(
      'POST',
      '/api/trades',
      tradePayload(account2, {
        symbol: 'SPY',
        market: 'options',
        entry_price: 4.27,
        exit_price: null,
        exit_date: null,
        quantity: 2,
        fees: 0,
      }),
    );
    // A closed ES trade: stop 10 points away, 8 points won, 1 contract.
    await call(
      'POST',
      '/api/trades',
      tradePayload(account2, {
        symbol: 'ES',
        market: 'futures',
        entry_price: 5000,
        exit_price: 5008,
        stop_loss: 4990,
        quantity: 1,
        fees: 0,
      }),
    );
    // A closed stock trade without a stop: no risk (issue 33: no R is invented).
    await call(
      'POST',
      '/api/trades',
      tradePayload(account2, {
        symbol: 'AAPL',
        market: 'stocks',
        entry_price: 100,
        exit_price: 103,
        quantity: 10,
        fees: 0,
        entry_date: '2024-03-02T10:00:00Z',
        exit_date: '2024-03-02T11:00:00Z',
      }),
    );
  });

  it('open-position exposure is entry × quantity × multiplier (REST and GraphQL)', async () => {
    const res = await call('GET', `/api/analytics/open-positions?account_id=${account2}`);
    expect(res.status).toBe(200);
    expect(res.body.total_exposure).toBe(854);
    expect(res.body.aggregated[0]).toMatchObject({ symbol: 'SPY', exposure: 854 });
    const data = await gql<{ account: { analytics: { openPositions: { totalExposure: string } } } }>(
      `query($a: ID!) { account(id: $a) { analytics { openPositions { totalExposure } } } }`,
      { a: account2 },
    );
    expect(Number(data.account.analytics.openPositions.totalExposure)).toBe(854);
  });

  it('the Risk-vs-Reward scatter is in money: × quantity × multiplier', async () => {
    const data = await gql<{
      account: { analytics: { scatter: { symbols: string[]; risk: number[]; reward: number[] } } };
    }>(`query($a: ID!) { account(id: $a) { analytics { scatter { symbols risk reward } } } }`, { a: account2 });
    const { symbols, risk, reward } = data.account.analytics.scatter;
    const es = symbols.indexOf('ES');
    const aapl = symbols.indexOf('AAPL');
    expect([risk[es], reward[es]]).toEqual([500, 400]);
    expect(risk[aapl]).toBeNull();
    expect(reward[aapl]).toBeCloseTo(30, 9);
  });
});
