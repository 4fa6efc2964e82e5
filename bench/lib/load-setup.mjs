// Database, users and floors for bench/load.mjs: seeding many users cheaply, capturing the SQL a
// dashboard runs, and replaying statements straight through `pg` (the floors Candlog is compared with).
import { createRequire } from 'node:module';
import path from 'node:path';
import { seedUserWithTrades } from './seed-trades.mjs';

const require = createRequire(import.meta.url);
const { Client, Pool } = require('pg');

/** Creates (or, with keep, reuses) the database; the server's first start migrates it. */
export async function prepareDatabase(adminUrl, dbName, keep) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
    if (exists && !keep) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
    if (!exists || !keep) await admin.query(`CREATE DATABASE "${dbName}"`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
}

/** A user seeded by an earlier run (--keep) with all its trades; one left half-done by a killed run is removed. */
async function findUser(client, email, trades) {
  const { rows } = await client.query(
    `SELECT u.id AS "userId", a.id AS "accountId",
            (SELECT count(*)::int FROM trades t WHERE t.account_id = a.id AND t.user_id = u.id) AS trades
     FROM users u JOIN trading_accounts a ON a.user_id = u.id WHERE u.email = $1 ORDER BY a.created_at LIMIT 1`,
    [email],
  );
  if (!rows[0]) return null;
  if (rows[0].trades === trades) return { userId: rows[0].userId, accountId: rows[0].accountId };
  await client.query(`DELETE FROM users WHERE id = $1`, [rows[0].userId]);
  return null;
}

const TRADE_COLUMNS = `symbol, market, trade_type, entry_price, exit_price, quantity, multiplier, fees, stop_loss, pnl,
  result, entry_date, exit_date, notes, emotional_tags`;

/**
 * `count` users named `<prefix>-<i>@bench.local` with one account of `trades` trades each, all
 * able to sign in with `password`. The first is seeded with COPY; the others copy its trades in
 * one INSERT … SELECT each (row triggers off), then rebuild their rollups like the seed does.
 */
export async function seedUsers(dbUrl, { prefix, count, trades, passwordHash }) {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const users = [];
    const email = (i) => `${prefix}-${i}@bench.local`;
    const template =
      (await findUser(client, email(0), trades)) ??
      (await seedUserWithTrades(client, { email: email(0), passwordHash, trades, seed: 7 }));
    users.push(template);
    for (let i = 1; i < count; i++) {
      const found = await findUser(client, email(i), trades);
      if (found) {
        users.push(found);
        continue;
      }
      const made = await seedUserWithTrades(client, { email: email(i), passwordHash, trades: 0, seed: i });
      await client.query(`SET session_replication_role = replica`);
      try {
        await client.query(
          `INSERT INTO trades (user_id, account_id, strategy_id, ${TRADE_COLUMNS})
           SELECT $1, $2, a.strategy_id, ${TRADE_COLUMNS} FROM trades t, trading_accounts a
           WHERE t.account_id = $3 AND t.user_id = $4 AND a.id = $2 AND a.user_id = $1`,
          [made.userId, made.accountId, template.accountId, template.userId],
        );
      } finally {
        await client.query(`SET session_replication_role = DEFAULT`);
      }
      await client.query(`SELECT analytics_rollup_rebuild($1)`, [made.userId]);
      await client.query(`SELECT analytics_day_walks_rebuild($1)`, [made.userId]);
      users.push(made);
    }
    await client.query('VACUUM ANALYZE trades');
    return users.map((u, i) => ({ ...u, email: email(i) }));
  } finally {
    await client.end();
  }
}

/**
 * The figures the dashboard's DashboardSummary operation asks for, as its resolvers call them.
 * The equity curve and the activity calendar are DashboardSeries (a query of their own since the
 * split); replaying the curve's statement here gave the floor a fifth statement the server never
 * sends for this document.
 */
const DASHBOARD_SUMMARY_FIGURES = [
  (a, sc) => a.overall(sc),
  (a, sc) => a.streaks(sc),
  (a, sc) => a.weekSummary(sc),
  (a, sc) => a.assetPerformance(sc, 10),
];

/**
 * The statements one DashboardSummary load sends for each user, as `[text, params, after]`: the
 * account lookup, then every figure run on one per-request analytics object by the compiled
 * AnalyticsService, with its `query` calls recorded. `after` lists the statements that had
 * finished when this one was sent: the service awaits some results before sending the next
 * statement (the scope info before the day-walk figures), and the account resolver answers
 * before any figure starts, so the floor replays that order instead of sending all at once.
 */
export async function captureDashboardSql(root, dbUrl, users) {
  require('reflect-metadata');
  const dist = (p) => require(path.join(root, 'server/dist', p));
  const { createDataSource } = dist('db/data-source.js');
  const { AnalyticsService } = dist('modules/analytics/analytics.service.js');
  const ds = createDataSource(dbUrl, { poolSize: 4 });
  await ds.initialize();
  try {
    const service = new AnalyticsService(ds);
    let recorded = null;
    let finished = [];
    const query = ds.query.bind(ds);
    ds.query = async (text, params, ...rest) => {
      if (!recorded) return query(text, params, ...rest);
      const index = recorded.push([text, params ?? [], [...finished]]) - 1;
      try {
        return await query(text, params, ...rest);
      } finally {
        finished.push(index);
      }
    };
    const perUser = [];
    for (const { userId, accountId } of users) {
      const viewer = { id: userId, email: '', username: '', timezone: 'America/New_York', isDemo: false };
      recorded = [[`SELECT * FROM trading_accounts WHERE id = $1 AND user_id = $2`, [accountId, userId], []]];
      finished = [0];
      const request = service.forRequest();
      const scope = service.scope(viewer, accountId, {});
      await Promise.all(DASHBOARD_SUMMARY_FIGURES.map((f) => f(request, scope)));
      perUser.push(recorded);
    }
    recorded = null;
    return perUser;
  } finally {
    await ds.destroy();
  }
}

/**
 * Sends one load's statements on `pool` in the order the server sends them: each as soon as the
 * statements it waited for in the capture (`after`) have answered, the others concurrently.
 */
export function replayStatements(pool, statements) {
  const answered = [];
  for (const [text, params, after] of statements)
    answered.push(Promise.all(after.map((i) => answered[i])).then(() => pool.query(text, params)));
  return Promise.all(answered);
}

/**
 * The floor: `workers` loops, each sending `work(pool, worker)` again and again for `durationMs`
 * on a pool of `poolSize` connections. Returns what bench/load.mjs prints for autocannon runs, with
 * this process's CPU per request as the "server CPU" column.
 */
export async function runPgFloor(dbUrl, { workers, poolSize, durationMs, work }) {
  const pool = new Pool({ connectionString: dbUrl, max: poolSize });
  try {
    const warmUntil = Date.now() + Math.min(2000, durationMs / 4);
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        while (Date.now() < warmUntil) await work(pool, w);
      }),
    );
    const latencies = [];
    // This process's CPU (pg's client side): beside the server's CPU per request, what Node adds.
    const cpuBefore = process.cpuUsage();
    const end = performance.now() + durationMs;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        while (performance.now() < end) {
          const s = performance.now();
          await work(pool, w);
          latencies.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    return {
      reqPerSec: latencies.length / seconds,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
      non2xx: 0,
      errors: 0,
      cpuMsPerReq: (cpu.user + cpu.system) / 1000 / latencies.length,
    };
  } finally {
    await pool.end();
  }
}
