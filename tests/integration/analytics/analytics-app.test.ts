import { gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// The real app (foundation wiring, JWT, services): trades written through the trade API move
// every figure (rollups maintained on write), both transports agree, and scoping holds.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
let accountId: string;

const FIGURES = `query($id: ID!) { account(id: $id) { analytics {
  overall { totalPnl totalTrades winningTrades losingTrades profitFactor }
  byMarket { key pnl trades } streaks { current } equityCurve(initialBalance: "1000") { finalBalance totalPoints }
} } }`;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
  const acc = await gql(
    app.baseUrl,
    `mutation { createAccount(input: { name: "Main", currency: "USD", initialBalance: "5000" }) { id } }`,
    {},
    { token: a.token },
  );
  accountId = acc.data.createAccount.id;
});
afterAll(() => app?.close());

const createTrade = (input: Record<string, unknown>) =>
  gql(
    app.baseUrl,
    `mutation($input: TradeInput!) { createTrade(input: $input) { id pnl } }`,
    {
      input: {
        accountId,
        market: 'futures',
        symbol: 'ES',
        tradeType: 'long',
        quantity: '1',
        multiplier: '50',
        fees: '2',
        entryDate: '2026-01-05T15:00:00Z',
        exitDate: '2026-01-05T16:00:00Z',
        ...input,
      },
    },
    { token: a.token },
  );

test('creating, updating and deleting trades through the API moves every figure, GraphQL and REST alike', async () => {
  const win = await createTrade({ entryPrice: '5000', exitPrice: '5010' }); // +498
  const loss = await createTrade({
    entryPrice: '5000',
    exitPrice: '4996',
    entryDate: '2026-01-06T15:00:00Z',
    exitDate: '2026-01-06T16:00:00Z',
  }); // -202, the newest
  expect([win.data.createTrade.pnl, loss.data.createTrade.pnl]).toEqual(['498', '-202']);
  let res = await gql(app.baseUrl, FIGURES, { id: accountId }, { token: a.token });
  expect(res.errors).toBeUndefined();
  expect(res.data.account.analytics).toEqual({
    overall: { totalPnl: '296', totalTrades: 2, winningTrades: 1, losingTrades: 1, profitFactor: 498 / 202 },
    byMarket: [{ key: 'futures', pnl: '296', trades: 2 }],
    streaks: { current: -1 },
    equityCurve: { finalBalance: '1296', totalPoints: 2 },
  });
  const stats = await rest(app.baseUrl, 'GET', `/api/analytics/stats?account_id=${accountId}`, undefined, {
    token: a.token,
  });
  expect(stats.status).toBe(200);
  expect(stats.body).toMatchObject({ total_pnl: 296, winning_trades: 1, losing_trades: 1, profit_factor: 498 / 202 });

  await gql(
    app.baseUrl,
    `mutation($id: ID!) { updateTrade(id: $id, input: { exitPrice: "5002" }) { pnl } }`,
    { id: loss.data.createTrade.id },
    { token: a.token },
  );
  res = await gql(app.baseUrl, FIGURES, { id: accountId }, { token: a.token });
  expect(res.data.account.analytics.overall).toMatchObject({
    totalPnl: '596',
    winningTrades: 2,
    losingTrades: 0,
    profitFactor: null,
  });

  await gql(
    app.baseUrl,
    `mutation($id: ID!) { deleteTrade(id: $id) }`,
    { id: win.data.createTrade.id },
    { token: a.token },
  );
  res = await gql(app.baseUrl, FIGURES, { id: accountId }, { token: a.token });
  expect(res.data.account.analytics.overall).toMatchObject({ totalPnl: '98', totalTrades: 1 });

  const csv = await fetch(
    `${app.baseUrl}/api/reports/export.csv?period=custom&start_date=2026-01-01&end_date=2026-01-31&account_id=${accountId}`,
    { headers: { authorization: `Bearer ${a.token}` } },
  );
  expect(csv.status).toBe(200);
  expect((await csv.text()).split('\r\n')[1]).toMatch(/^2026-01-06 15:00,ES,long,futures,5000,5002,1,98,win,/);
});

test("another user's account: REST 404, GraphQL null, export 404; an anonymous caller is refused", async () => {
  expect(
    (await rest(app.baseUrl, 'GET', `/api/analytics/stats?account_id=${accountId}`, undefined, { token: b.token }))
      .status,
  ).toBe(404);
  expect(
    (
      await rest(app.baseUrl, 'GET', `/api/reports/export.csv?period=yearly&account_id=${accountId}`, undefined, {
        token: b.token,
      })
    ).status,
  ).toBe(404);
  const res = await gql(app.baseUrl, FIGURES, { id: accountId }, { token: b.token });
  expect(res.data?.account ?? null).toBeNull();
  const mine = await rest(app.baseUrl, 'GET', '/api/analytics/stats', undefined, { token: b.token });
  expect(mine.body).toMatchObject({ total_pnl: 0, total_trades: 0, profit_factor: null });
  expect((await rest(app.baseUrl, 'GET', '/api/analytics/stats')).status).toBe(401);
});
