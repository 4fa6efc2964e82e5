// npm run bench:trade-list [-- --sizes=100000,1000000 --runs=7 --keep --no-build]
// SQL time of trade-list pages at 100k and 1M trades (issue 14: the first page of any trade list
// ≤ 5 ms of SQL). Builds the server if needed, creates its own database on the local PostgreSQL
// (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres; BENCH_TRADE_LIST_DATABASE,
// default candlog_bench_trade_list), seeds one user per size (COPY, reproducible; --keep reuses
// them), then runs the real TradesService calls and EXPLAIN ANALYZEs exactly the statements they
// sent (captured from TypeORM's query runner, same parameters). One JSON line per case:
// executionMs / planningMs are medians over the runs.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { median } from './lib/dashboard.mjs';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const sizes = String(args.sizes ?? '100000,1000000')
  .split(',')
  .map(Number);
const runs = Number(args.runs ?? 7);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_trade_list.
const db = benchDatabase(adminUrl, 'candlog_bench_trade_list', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_TRADE_LIST_DATABASE,
});
const dbName = db.name;
const TARGET_FIRST_PAGE_MS = 5;

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/trades/trade-connection.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { PostgresQueryRunner } = require('typeorm/driver/postgres/PostgresQueryRunner.js');
const dist = (p) => require(path.join(root, 'server/dist', p));
const { createDataSource, runMigrations } = dist('db/data-source.js');
const { TradesService } = dist('modules/trades/trades.service.js');
const { encodeCursor } = dist('modules/trades/trade-keyset.js');

const out = (o) => console.log(JSON.stringify(o));
const dbUrl = db.url;

async function prepare() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (exists && !args.keep) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
  if (!exists || !args.keep) await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const ds = createDataSource(dbUrl, { poolSize: 4 });
  await ds.initialize();
  await runMigrations(ds);
  return ds;
}

async function seed(ds) {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  const users = {};
  for (const size of sizes) {
    const email = `trade-list-${size}@bench.local`;
    const found = await client.query(
      `SELECT u.id AS "userId", u.timezone, a.id AS "accountId" FROM users u JOIN trading_accounts a ON a.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    const t0 = Date.now();
    users[size] = found.rows[0] ?? {
      ...(await seedUserWithTrades(client, {
        email,
        passwordHash: 'x',
        trades: size,
        seed: 7,
        endMs: Date.UTC(2026, 10, 20, 18, 0, 0),
      })),
      timezone: 'America/New_York',
    };
    if (!found.rows[0]) out({ seeded: size, seconds: (Date.now() - t0) / 1000 });
  }
  await client.query('ANALYZE trades');
  await client.query('ANALYZE analytics_day_rollup');
  await client.end();
  void ds;
  return users;
}

/** Runs `call`, capturing the SELECTs it sends; then EXPLAIN ANALYZEs each, `runs` times. */
async function measure(ds, name, size, call) {
  const captured = [];
  const original = PostgresQueryRunner.prototype.query;
  PostgresQueryRunner.prototype.query = function (query, parameters, ...rest) {
    if (/^\s*SELECT/i.test(query)) captured.push({ query, parameters: parameters ?? [] });
    return original.call(this, query, parameters, ...rest);
  };
  try {
    await call();
  } finally {
    PostgresQueryRunner.prototype.query = original;
  }
  for (const [i, s] of captured.entries()) {
    const exec = [];
    const plan = [];
    let nodes = '';
    for (let r = 0; r < runs; r++) {
      const [{ 'QUERY PLAN': result }] = await ds.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.query}`,
        s.parameters,
      );
      const [p] = typeof result === 'string' ? JSON.parse(result) : result;
      exec.push(p['Execution Time']);
      plan.push(p['Planning Time']);
      nodes = summarize(p.Plan);
    }
    out({
      case: name,
      statement: captured.length > 1 ? i + 1 : undefined,
      trades: size,
      executionMs: +median(exec).toFixed(3),
      planningMs: +median(plan).toFixed(3),
      plan: nodes,
    });
  }
}

/** The plan's node types and index names, outermost first (enough to see a sort or a seq scan). */
function summarize(node) {
  const label = `${node['Node Type']}${node['Index Name'] ? `(${node['Index Name']})` : ''}`;
  return [label, ...(node.Plans ?? []).map(summarize)].join(' > ');
}

const ds = await prepare();
const users = await seed(ds);
const trades = new TradesService(ds, { accounts: { get: async () => undefined } });
for (const size of sizes) {
  const u = users[size];
  const viewer = { id: u.userId, email: '', username: '', timezone: u.timezone, isDemo: false };
  await measure(ds, 'dashboard 10 recent trades (no total)', size, () =>
    trades.list(viewer, { accountId: u.accountId, limit: 10 }),
  );
  await measure(ds, 'trade list page 1 (50, all accounts)', size, () => trades.list(viewer, { limit: 50 }));
  await measure(ds, 'trade list total, no filter (exit-day summaries + open trades)', size, async () =>
    (await trades.list(viewer, { accountId: u.accountId, limit: 0 })).total(),
  );
  await measure(ds, 'trade list total, one market (day rollup)', size, async () =>
    (await trades.list(viewer, { accountId: u.accountId, limit: 0, filter: { market: 'stocks' } })).total(),
  );
  await measure(ds, 'tradesConnection first page (50)', size, () => trades.connection(viewer, { first: 50 }));
  // A cursor half-way down the list: the keyset page starts there through the index.
  const [mid] = await ds.query(
    `SELECT id, to_char(entry_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS key FROM trades
     WHERE user_id = $1 ORDER BY entry_date DESC NULLS LAST, id OFFSET $2 LIMIT 1`,
    [u.userId, Math.floor(size / 2)],
  );
  const after = encodeCursor({ field: 'entryDate', direction: 'desc' }, { key: mid.key, id: mid.id });
  await measure(ds, `tradesConnection deep page (after trade ${size / 2})`, size, () =>
    trades.connection(viewer, { first: 50, after }),
  );
  await measure(ds, 'tradesConnection first page, oldest first', size, () =>
    trades.connection(viewer, { first: 50, orderBy: { field: 'entryDate', direction: 'asc' } }),
  );
}
out({
  target: `first page ≤ ${TARGET_FIRST_PAGE_MS} ms of SQL`,
  load: fs.readFileSync('/proc/loadavg', 'utf8').trim(),
});
await ds.destroy();
await runCleanups();
