// Issue 32 "Risk rules per account": the REST contract (risk-rules, risk-status, risk-history,
// risk-replay) on a real PostgreSQL, the versioning of a profile, and the live riskStatusChanged push.
import { gql, rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(60000);

let app: TestApp;
let a: TestUser;
let b: TestUser;
const clients: LiveClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  [a, b] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(async () => {
  for (const c of clients) await c.client.dispose();
  await app?.close();
});

const call = (method: string, path: string, body?: unknown, token = a.token) =>
  rest(app.baseUrl, method, path, body, { token });

async function newAccount(): Promise<string> {
  const res = await call('POST', '/api/accounts/', accountPayload({ initial_balance: 10000 }));
  expect(res.status).toBe(201);
  return res.body.id;
}

const DAY_MS = 86_400_000;
/** A closed EURUSD long with the given pnl (0.02 price move × quantity), entered and exited at `at`. */
function trade(accountId: string, at: Date, pnl: number) {
  const iso = at.toISOString();
  return tradePayload(accountId, {
    entry_price: 1.1,
    exit_price: pnl >= 0 ? 1.12 : 1.08,
    quantity: Math.abs(pnl) / 0.02,
    fees: 0,
    entry_date: iso,
    exit_date: iso,
  });
}

describe('GET/PUT /api/accounts/:id/risk-rules', () => {
  it('answers the spec’s trading plan before anything is saved, then the saved profile as decimal strings', async () => {
    const id = await newAccount();
    const before = await call('GET', `/api/accounts/${id}/risk-rules`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      is_default: true,
      effective_from: null,
      daily_loss_limit: '300',
      daily_profit_target: '500',
      max_trades_per_day: 5,
      win_rate_target: '60',
      max_drawdown: null,
      trading_hours: null,
      day_cutoff: null,
    });

    const saved = await call('PUT', `/api/accounts/${id}/risk-rules`, {
      daily_loss_limit: '1000.50',
      max_drawdown: { amount: 2500, mode: 'trailing_intraday', lock_at_initial: true },
      profit_target: '3000',
      min_trading_days: 5,
      consistency_pct: 30,
      max_position_size: '10',
      max_trades_per_day: 12,
      trading_hours: { from: '09:30', to: '16:00' },
      day_cutoff: { time: '17:00', zone: 'America/New_York' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      account_id: id,
      effective_from: null, // the first profile applies at once
      is_default: false,
      daily_loss_limit: '1000.5',
      max_drawdown: { amount: '2500', mode: 'trailing_intraday', lock_at_initial: true },
      profit_target: '3000',
      daily_profit_target: null,
      win_rate_target: null,
      min_trading_days: 5,
      consistency_pct: '30',
      max_position_size: '10',
      max_trades_per_day: 12,
      trading_hours: { from: '09:30', to: '16:00' },
      day_cutoff: { time: '17:00', zone: 'America/New_York' },
    });
    expect((await call('GET', `/api/accounts/${id}/risk-rules`)).body).toEqual(saved.body);
  });

  it.each([
    [{ daily_loss_limit: -5 }, 'Daily loss limit must be greater than 0'],
    [{ daily_loss_limit: 'lots' }, 'Daily loss limit must be a number'],
    [
      { max_drawdown: { amount: 100, mode: 'sideways' } },
      'Drawdown mode must be one of: static, trailing_intraday, trailing_eod',
    ],
    [{ max_drawdown: { mode: 'static' } }, 'Maximum drawdown amount is required'],
    [{ consistency_pct: 120 }, 'Consistency must be between 0 and 100'],
    [{ max_trades_per_day: 2.5 }, 'Maximum trades per day must be a whole number from 1 to 10000'],
    [{ trading_hours: { from: '9:30', to: '16:00' } }, 'Trading hours start must be a time HH:MM'],
    [{ day_cutoff: { time: '17:00', zone: 'Mars/Olympus' } }, 'Time zone must be a valid IANA time zone'],
  ])('refuses %j with a 422 naming the problem, and changes nothing', async (body, message) => {
    const id = await newAccount();
    const res = await call('PUT', `/api/accounts/${id}/risk-rules`, body);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.detail)).toContain(message);
    expect((await call('GET', `/api/accounts/${id}/risk-rules`)).body.is_default).toBe(true);
  });

  it('answers 404 for another user’s account and changes nothing', async () => {
    const id = await newAccount();
    for (const [method, path, body] of [
      ['GET', 'risk-rules'],
      ['PUT', 'risk-rules', { daily_loss_limit: 1 }],
      ['GET', 'risk-status'],
      ['GET', 'risk-history'],
      ['POST', 'risk-replay', { rules: { daily_loss_limit: 1 } }],
    ] as const) {
      expect((await call(method, `/api/accounts/${id}/${path}`, body, b.token)).status).toBe(404);
    }
    expect((await call('GET', `/api/accounts/${id}/risk-rules`)).body.is_default).toBe(true);
  });
});

describe('versions, status, history and replay', () => {
  it('a later change applies from the next trading day; earlier days keep the rules they were judged by', async () => {
    const id = await newAccount();
    const now = Date.now();
    const yesterday = new Date(now - DAY_MS);
    const loss = await call('POST', '/api/trades/', trade(id, yesterday, -200));
    expect(loss.status).toBe(201);
    expect((await call('PUT', `/api/accounts/${id}/risk-rules`, { daily_loss_limit: 300 })).body.effective_from).toBe(
      null,
    );
    const changed = await call('PUT', `/api/accounts/${id}/risk-rules`, { daily_loss_limit: 100 });
    const today = (await call('GET', `/api/accounts/${id}/risk-status`)).body.day;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    expect(changed.body).toMatchObject({ effective_from: tomorrow, daily_loss_limit: '100' });
    // A second change the same day replaces the pending one.
    expect((await call('PUT', `/api/accounts/${id}/risk-rules`, { daily_loss_limit: 150 })).body).toMatchObject({
      effective_from: tomorrow,
      daily_loss_limit: '150',
    });

    const history = await call('GET', `/api/accounts/${id}/risk-history`);
    expect(history.status).toBe(200);
    expect(history.body.days).toEqual([
      expect.objectContaining({ day: yesterday.toISOString().slice(0, 10), status: 'ok', pnl: '-200', breaches: [] }),
    ]);
    expect(history.body.passed).toBe(true);

    // Today is still judged by 300: a loss of 250 is within 20 % of it.
    await call('POST', '/api/trades/', trade(id, new Date(now), -250));
    const status = await call('GET', `/api/accounts/${id}/risk-status`);
    expect(status.body.status).toBe('warning');
    expect(status.body.open_positions_valued_at).toBe('entry_price');
    expect(status.body.rules.find((r: { rule: string }) => r.rule === 'daily_loss_limit')).toEqual({
      rule: 'daily_loss_limit',
      kind: 'limit',
      limit: '300',
      current: '-250',
      distance: '50',
      distance_pct: '16.67',
      status: 'warning',
      breached_at: null,
      trade_id: null,
    });

    // Would it have passed under a limit of 100? No: yesterday's trade breaks it.
    const replay = await call('POST', `/api/accounts/${id}/risk-replay`, { rules: { daily_loss_limit: '100' } });
    expect(replay.status).toBe(200);
    expect(replay.body.passed).toBe(false);
    expect(replay.body.days[0]).toMatchObject({
      status: 'breached',
      breaches: [{ rule: 'daily_loss_limit', at: new Date(yesterday).toISOString(), trade_id: loss.body.id }],
    });
    expect((await call('POST', `/api/accounts/${id}/risk-replay`, { rules: { daily_loss_limit: 0 } })).status).toBe(
      422,
    );
    expect((await call('GET', `/api/accounts/${id}/risk-history?from=tomorrow`)).status).toBe(422);
  });

  it('the Trading Plan reads the profile: its targets, the spec’s for a rule left unused', async () => {
    const id = await newAccount();
    const plan = async () =>
      (
        await gql<{ account: { analytics: { tradingPlan: { objectives: { label: string; target: number }[] } } } }>(
          app.baseUrl,
          `query($id: ID!) { account(id: $id) { analytics { tradingPlan { objectives { label target } } } } }`,
          { id },
          { token: a.token },
        )
      ).data!.account.analytics.tradingPlan.objectives.map((o) => [o.label, o.target]);
    const spec = [
      ['Daily Profit Target', 500],
      ['Daily Loss Limit', -300],
      ['Max Trades', 5],
      ['Win Rate Target', 60],
    ];
    expect(await plan()).toEqual(spec);
    await call('PUT', `/api/accounts/${id}/risk-rules`, {
      daily_loss_limit: 250,
      max_trades_per_day: 3,
      win_rate_target: 55,
    });
    expect(await plan()).toEqual([
      ['Daily Profit Target', 500],
      ['Daily Loss Limit', -250],
      ['Max Trades', 3],
      ['Win Rate Target', 55],
    ]);
  });

  it('GraphQL carries the same profile, status and replay', async () => {
    const id = await newAccount();
    const saved = await gql<{ setRiskRules: unknown }>(
      app.baseUrl,
      `mutation($id: ID!) { setRiskRules(accountId: $id, input: { dailyLossLimit: "400", maxDrawdown: { amount: "1000", mode: trailing_eod } }) { effectiveFrom isDefault rules { dailyLossLimit maxDrawdown { amount mode lockAtInitial } } } }`,
      { id },
      { token: a.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setRiskRules).toEqual({
      effectiveFrom: null,
      isDefault: false,
      rules: { dailyLossLimit: '400', maxDrawdown: { amount: '1000', mode: 'trailing_eod', lockAtInitial: false } },
    });
    const read = await gql(
      app.baseUrl,
      `query($id: ID!) { account(id: $id) { riskStatus { status openPositionsValuedAt rules { rule limit distance status } }
        riskReplay(rules: { maxTradesPerDay: 0 }) { passed } } }`,
      { id },
      { token: a.token },
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await gql<{ account: { riskStatus: unknown } }>(
      app.baseUrl,
      `query($id: ID!) { account(id: $id) { riskStatus { status rules { rule limit distance status } } } }`,
      { id },
      { token: a.token },
    );
    expect(ok.data!.account.riskStatus).toEqual({
      status: 'ok',
      rules: [
        { rule: 'daily_loss_limit', limit: '400', distance: '400', status: 'ok' },
        { rule: 'max_drawdown', limit: '9000', distance: '1000', status: 'ok' },
      ],
    });
  });
});

describe('riskStatusChanged', () => {
  it('arrives after a trade write with the new status', async () => {
    const id = await newAccount();
    const live = liveClient(app.baseUrl, a.token);
    clients.push(live);
    const changes = collect<{ riskStatusChanged: { status: string; rules: { rule: string; current: string }[] } }>(
      live.client,
      `subscription($id: ID!) { riskStatusChanged(accountId: $id) { status rules { rule current } } }`,
      { id },
    );
    await app.live.waitFor(a.id, 2); // the socket and the subscription
    const started = performance.now();
    const write = await call('POST', '/api/trades/', trade(id, new Date(), -280));
    expect(write.status).toBe(201);
    const answered = performance.now();
    await until(() => changes.events.length >= 1, 5000, 'the risk status push');
    const arrived = performance.now();
    console.log(
      `riskStatusChanged: ${(arrived - answered).toFixed(1)} ms after the write was answered, ` +
        `${(arrived - started).toFixed(1)} ms after it was sent`,
    );
    expect(arrived - answered).toBeLessThan(1000);
    expect(changes.events[0].riskStatusChanged.status).toBe('warning');
    expect(changes.events[0].riskStatusChanged.rules[0]).toEqual({ rule: 'daily_loss_limit', current: '-280' });
  });
});
