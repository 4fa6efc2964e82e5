import { getGoals, getNotificationSettings } from '../../../server/src/modules/settings/settings.service';
import { codeOf, gql, rest } from '../../support/api-client';
import { createUser, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 30 item 3: the spec's Trading Rules, Trading Goals and Notifications kept per user on the
// server, through REST and GraphQL alike.
jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  rest(app.baseUrl, method, path, body, { token: user.token });

const DEFAULT_RULES = [
  'Always use stop loss',
  'Maximum 3 trades per day',
  'Risk no more than 2% per trade',
  'Take profit at predetermined levels',
];

describe('REST /api/settings', () => {
  it('answers the spec defaults, unsaved, to a user who never saved', async () => {
    const user = await createUser(app);
    const goals = await call(user, 'GET', '/api/settings/goals');
    expect(goals.status).toBe(200);
    expect(goals.body).toEqual({
      monthly_pnl_target: '5000',
      win_rate_target: '60',
      max_daily_loss: '500',
      max_drawdown: '2000',
      saved: false,
    });
    const rules = await call(user, 'GET', '/api/settings/trading-rules');
    expect(rules.body.saved).toBe(false);
    expect(rules.body.rules.map((r: { text: string }) => r.text)).toEqual(DEFAULT_RULES);
    const notifications = await call(user, 'GET', '/api/settings/notifications');
    expect(notifications.body).toEqual({ daily_summary: false, loss_limit_alert: true, saved: false });
  });

  it('saves goals as exact decimal strings; a goal not sent keeps its value; another user is untouched', async () => {
    const saved = await call(a, 'PUT', '/api/settings/goals', { monthly_pnl_target: '7500.25', win_rate_target: 55 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      monthly_pnl_target: '7500.25',
      win_rate_target: '55',
      max_daily_loss: '500',
      max_drawdown: '2000',
      saved: true,
    });
    await call(a, 'PUT', '/api/settings/goals', { max_drawdown: 0.1 });
    expect((await call(a, 'GET', '/api/settings/goals')).body).toMatchObject({
      monthly_pnl_target: '7500.25',
      max_drawdown: '0.1',
      saved: true,
    });
    expect((await call(b, 'GET', '/api/settings/goals')).body.saved).toBe(false);
    // The service function the risk rules read.
    expect(await getGoals(app.db.dataSource, a.id)).toEqual({
      monthlyPnlTarget: '7500.25',
      winRateTarget: '55',
      maxDailyLoss: '500',
      maxDrawdown: '0.1',
    });
  });

  it.each([
    [{ win_rate_target: 101 }, 'win_rate_target', 'Win rate target must be at most 100'],
    [{ max_daily_loss: -1 }, 'max_daily_loss', 'Max daily loss must be at least 0'],
    [{ monthly_pnl_target: 'lots' }, 'monthly_pnl_target', 'Monthly P&L target must be a number'],
    [{ max_drawdown: '' }, 'max_drawdown', 'Max drawdown is required'],
    [{ max_drawdown: true }, 'max_drawdown', 'max_drawdown must be a number'],
    [{ win_rate_target: '50.123456' }, 'win_rate_target', 'Win rate target allows at most 4 decimal places'],
  ])('refuses goals %j with a 422 naming the field, changing nothing', async (body, field, message) => {
    const user = await createUser(app);
    const res = await call(user, 'PUT', '/api/settings/goals', { monthly_pnl_target: 9999, ...body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect((await call(user, 'GET', '/api/settings/goals')).body).toMatchObject({
      monthly_pnl_target: '5000',
      saved: false,
    });
  });

  it('replaces the rules: texts trimmed, a current id kept, an unknown id replaced', async () => {
    const start = (await call(a, 'GET', '/api/settings/trading-rules')).body.rules as { id: string; text: string }[];
    const res = await call(a, 'PUT', '/api/settings/trading-rules', {
      rules: [
        { id: start[0].id, text: '  Always use a stop loss  ' },
        'No trades in the first 5 minutes',
        { id: '11111111-1111-4111-8111-111111111111', text: 'Journal every trade' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(true);
    expect(res.body.rules.map((r: { text: string }) => r.text)).toEqual([
      'Always use a stop loss',
      'No trades in the first 5 minutes',
      'Journal every trade',
    ]);
    expect(res.body.rules[0].id).toBe(start[0].id);
    expect(res.body.rules[2].id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect((await call(a, 'GET', '/api/settings/trading-rules')).body).toEqual(res.body);
    // An empty list is a choice too.
    const user = await createUser(app);
    expect((await call(user, 'PUT', '/api/settings/trading-rules', { rules: [] })).body).toEqual({
      rules: [],
      saved: true,
    });
  });

  it.each([
    [{ rules: ['ok', '   '] }, 'Rule 2 cannot be empty'],
    [{ rules: 'Always use stop loss' }, 'rules must be a list of rules'],
    [{ rules: [42] }, 'Rule 1 must be a text or an object with a text'],
    [{ rules: ['x'.repeat(501)] }, 'Rule 1 must be at most 500 characters'],
    [{ rules: Array.from({ length: 101 }, (_, i) => `Rule ${i}`) }, 'At most 100 rules can be kept'],
  ])('refuses rules %#: %s', async (body, message) => {
    const user = await createUser(app);
    const res = await call(user, 'PUT', '/api/settings/trading-rules', body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(message);
    expect((await call(user, 'GET', '/api/settings/trading-rules')).body.saved).toBe(false);
  });

  it('saves notification choices one at a time', async () => {
    const user = await createUser(app);
    expect(await getNotificationSettings(app.db.dataSource, user.id)).toEqual({
      dailySummary: false,
      lossLimitAlert: true,
    });
    const res = await call(user, 'PUT', '/api/settings/notifications', { daily_summary: true });
    expect(res.body).toEqual({ daily_summary: true, loss_limit_alert: true, saved: true });
    await call(user, 'PUT', '/api/settings/notifications', { loss_limit_alert: false });
    expect(await getNotificationSettings(app.db.dataSource, user.id)).toEqual({
      dailySummary: true,
      lossLimitAlert: false,
    });
    const bad = await call(user, 'PUT', '/api/settings/notifications', { daily_summary: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('daily_summary must be true or false');
  });

  it('answers 401 without a token', async () => {
    expect((await rest(app.baseUrl, 'GET', '/api/settings/goals')).status).toBe(401);
  });
});

describe('GraphQL settings', () => {
  const SETTINGS = `{ settings {
    tradingRules { saved rules { id text } }
    goals { monthlyPnlTarget winRateTarget maxDailyLoss maxDrawdown saved }
    notifications { dailySummary lossLimitAlert saved } } }`;

  it('reads and saves the same values REST does', async () => {
    const user = await createUser(app);
    const first = await gql(app.baseUrl, SETTINGS, {}, { token: user.token });
    expect(first.errors).toBeUndefined();
    expect(first.data.settings.goals).toEqual({
      monthlyPnlTarget: '5000',
      winRateTarget: '60',
      maxDailyLoss: '500',
      maxDrawdown: '2000',
      saved: false,
    });
    const saved = await gql(
      app.baseUrl,
      `mutation($input: TradingGoalsInput!) { saveGoals(input: $input) { maxDailyLoss winRateTarget saved } }`,
      { input: { maxDailyLoss: '250.50', winRateTarget: '65' } },
      { token: user.token },
    );
    expect(saved.data.saveGoals).toEqual({ maxDailyLoss: '250.5', winRateTarget: '65', saved: true });
    expect((await call(user, 'GET', '/api/settings/goals')).body.max_daily_loss).toBe('250.5');

    const rules = await gql(
      app.baseUrl,
      `mutation($rules: [TradingRuleInput!]!) { saveTradingRules(rules: $rules) { saved rules { text } } }`,
      { rules: [{ text: 'Only A+ setups' }] },
      { token: user.token },
    );
    expect(rules.data.saveTradingRules).toEqual({ saved: true, rules: [{ text: 'Only A+ setups' }] });

    const notes = await gql(
      app.baseUrl,
      `mutation { saveNotificationSettings(input: { lossLimitAlert: false }) { dailySummary lossLimitAlert } }`,
      {},
      { token: user.token },
    );
    expect(notes.data.saveNotificationSettings).toEqual({ dailySummary: false, lossLimitAlert: false });
  });

  it('refuses a bad goal as BAD_USER_INPUT with its field message', async () => {
    const res = await gql(
      app.baseUrl,
      `mutation { saveGoals(input: { winRateTarget: "150" }) { winRateTarget } }`,
      {},
      { token: b.token },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Win rate target must be at most 100');
  });
});
