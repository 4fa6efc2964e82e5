// npm run bench:balance [-- --trades=100000 --runs=5 --no-build --keep]
// Issue 15's all-accounts money figures over a long history: seeds one user with N trades
// (bench/lib/seed-trades.mjs) in a scratch database (BENCH_DATABASE, default
// candlog_bench_balance), moves every second trade to a EUR account, adds 1,000 cash flows and a
// daily EUR→USD rate over the whole range, starts the built server and times, over REST:
// the balance curve of one account, and over all accounts (converted to USD) the balance curve,
// the equity curve, the overall stats, the day's stats, asset performance and open positions. Only these figures are timed: the trades are moved with
// the row triggers off, so the per-account day summaries other figures read are not rebuilt.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { startServer } from './lib/http-server.mjs';
import { benchArgs } from './lib/args.mjs';
import { benchPasswordHash, migratedBenchDatabase } from './lib/bench-database.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const trades = Number(args.trades ?? 100000);
const runs = Number(args.runs ?? 5);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_balance.
const db = benchDatabase(adminUrl, 'candlog_bench_balance', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_DATABASE,
});
const dbName = db.name;
const dbUrl = db.url;
const PASSWORD = 'bench-password';
const EMAIL = `balance-${trades}@bench.local`;
const out = (o) => console.log(JSON.stringify(o));

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
await migratedBenchDatabase(root, adminUrl, dbName, { keep: Boolean(args.keep) });
const { Client } = require('pg');

const client = new Client({ connectionString: dbUrl });
await client.connect();
let ids = (
  await client.query(
    `SELECT u.id AS "userId", a.id AS "accountId" FROM users u JOIN trading_accounts a ON a.user_id = u.id
      WHERE u.email = $1 AND a.currency = 'USD'`,
    [EMAIL],
  )
).rows[0];
if (!ids) {
  const passwordHash = await benchPasswordHash(PASSWORD);
  const t0 = performance.now();
  ids = await seedUserWithTrades(client, {
    email: EMAIL,
    passwordHash,
    trades,
    seed: 11,
    endMs: Date.UTC(2026, 10, 20),
  });
  const {
    rows: [eur],
  } = await client.query(
    `INSERT INTO trading_accounts (user_id, name, currency, initial_balance) VALUES ($1, 'Bench EUR', 'EUR', 8000) RETURNING id`,
    [ids.userId],
  );
  await client.query(`SET session_replication_role = replica`);
  await client.query(
    `UPDATE trades SET account_id = $2 WHERE id IN (
       SELECT id FROM (SELECT id, row_number() OVER (ORDER BY entry_date, id) AS rn FROM trades WHERE user_id = $1) x WHERE rn % 2 = 0)`,
    [ids.userId, eur.id],
  );
  await client.query(`SET session_replication_role = DEFAULT`);
  // 1,000 cash flows spread over the trades' range, on both accounts.
  await client.query(
    `INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at)
     SELECT $1, CASE WHEN g % 2 = 0 THEN $2::uuid ELSE $3::uuid END,
            (ARRAY['deposit','withdrawal','fee','interest'])[1 + g % 4], 10 + (g % 97) * 3.25,
            r.lo + (r.hi - r.lo) * (g / 1000.0)
       FROM generate_series(0, 999) g,
            (SELECT min(entry_date) AS lo, max(coalesce(exit_date, entry_date)) AS hi FROM trades WHERE user_id = $1) r`,
    [ids.userId, ids.accountId, eur.id],
  );
  // A EUR→USD rate every weekday of the range (as the ECB publishes), carried over weekends.
  await client.query(
    `INSERT INTO fx_rates (user_id, day, base, quote, rate)
     SELECT $1, d::date, 'EUR', 'USD', round((1.05 + 0.1 * sin(extract(epoch FROM d) / 5e6))::numeric, 4)
       FROM generate_series((SELECT min(entry_date) FROM trades WHERE user_id = $1)::date - 7, '2026-11-24'::date, '1 day') d
      WHERE extract(isodow FROM d) < 6`,
    [ids.userId],
  );
  await client.query('VACUUM ANALYZE');
  out({ event: 'seeded', trades, ms: Math.round(performance.now() - t0) });
}
await client.end();

const server = await startServer(root, dbUrl);
try {
  const token = await server.login(EMAIL, PASSWORD);
  for (const [name, url] of [
    ['balance curve, one account', `/api/analytics/balance-curve?account_id=${ids.accountId}`],
    ['balance curve, all accounts (USD+EUR converted)', '/api/analytics/balance-curve'],
    ['equity curve, all accounts (converted)', '/api/analytics/equity-curve?limit=2000'],
    ['stats, all accounts (converted)', '/api/analytics/stats'],
    ['daily stats, all accounts (converted)', '/api/analytics/daily-stats'],
    ['asset performance, all accounts (converted)', '/api/analytics/asset-performance'],
    ['open positions, all accounts (converted)', '/api/analytics/open-positions'],
  ]) {
    const times = [];
    let body = null;
    for (let r = 0; r < runs + 1; r++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
      body = await res.json();
      if (res.status !== 200) throw new Error(`${url} ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      if (r > 0) times.push(performance.now() - t0); // the first run warms the server up
    }
    times.sort((a, b) => a - b);
    out({
      figure: name,
      trades,
      medianMs: Math.round(times[Math.floor(times.length / 2)]),
      maxMs: Math.round(times[times.length - 1]),
      converted: body.converted ?? undefined,
      load: os.loadavg().map((x) => x.toFixed(2)),
    });
  }
} finally {
  await server.stop();
  await runCleanups();
}
