// Issue 32 item 1: System Alerts keep the spec's texts but read the account's risk profile where a
// rule restates one of its limits: "Daily pnl below -500" is the daily loss limit, "More than 20
// trades in a day" the maximum trades per day. Without a profile the spec's numbers hold.
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app?.close());

const ALERTS = `query($id: ID!) { account(id: $id) { analytics { alerts { id level title message } } } }`;

async function alertsOf(accountId: string) {
  const res = await gql<{ account: { analytics: { alerts: { id: string; title: string; message: string }[] } } }>(
    app.baseUrl,
    ALERTS,
    { id: accountId },
    { token: user.token },
  );
  expect(res.errors).toBeUndefined();
  // The two rules a profile restates (the win-rate and risk/reward rules fire on this day too).
  return res.data!.account.analytics.alerts.filter((a) => /^(big-loss|overtrading):/.test(a.id));
}

it("takes the daily loss and overtrading thresholds from the account's profile, with the spec's texts", async () => {
  const created = await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token });
  const id: string = created.body.id;
  const now = new Date().toISOString();
  // Six trades today, −320.40 in all (one loss of 320.40, five flat).
  const trades = [
    tradePayload(id, { entry_price: 1.1, exit_price: 1.08, quantity: 16020, fees: 0, entry_date: now, exit_date: now }),
    ...Array.from({ length: 5 }, () =>
      tradePayload(id, { entry_price: 1.1, exit_price: 1.1, quantity: 1000, fees: 0, entry_date: now, exit_date: now }),
    ),
  ];
  for (const t of trades)
    expect((await rest(app.baseUrl, 'POST', '/api/trades/', t, { token: user.token })).status).toBe(201);

  // The spec's rules: −320.40 is not below −500, six trades are not more than 20.
  expect((await alertsOf(id)).map((a) => a.title)).toEqual([]);

  const saved = await rest(
    app.baseUrl,
    'PUT',
    `/api/accounts/${id}/risk-rules`,
    { daily_loss_limit: '300', max_trades_per_day: 5 },
    { token: user.token },
  );
  expect(saved.status).toBe(200);
  const alerts = await alertsOf(id);
  expect(alerts.map((a) => [a.title, a.message])).toEqual([
    ['Daily Loss Warning', 'Daily P&L is down $320.40. Consider stopping for today.'],
    ['Overtrading', '6 trades today. Slow down and stick to your plan.'],
  ]);
});
