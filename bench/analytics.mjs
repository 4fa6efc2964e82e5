// npm run bench:analytics [-- --sizes=10000,100000,1000000 --runs=5 --keep --no-http --no-build --imported-fills=100000 --noise-trades=50000]
// Builds the server if needed, creates a bench database on the local PostgreSQL (BENCH_ADMIN_URL,
// default postgres://postgres@127.0.0.1:5432/postgres), seeds noise accounts and one account per
// size (COPY, reproducible), then times the full dashboard figure set in process against the
// one-scan floor (count(*) + sum(pnl) over the same account). One JSON line per figure.
// Over HTTP it times the dashboard document twice, as two rows: "uncached" on a server with
// FIGURE_CACHE=off (what the figures cost; the targets apply here) and "cached" on one with the
// figure cache on (a repeated load answered from the cache). A request the server answers 503
// (its database connect timed out under load) is retried and its wait not timed; the row says how
// many were. The database is unique to the run and dropped at its end (--keep: the fixed
// candlog_bench, reused), and the servers are killed however the bench ends.
// --imported-fills=N adds an account whose trades were built by the broker import from N fills
// (bench/lib/fill-file.mjs over 500 weekdays, through the real batch processor: executions, trade
// links, round trips); its lines carry "source": "import" and the trades its import made.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FIGURES, median } from './lib/dashboard.mjs';
import { fillFile } from './lib/fill-file.mjs';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { DASHBOARD_QUERY, startServer, withRetry } from './lib/http-server.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { dashboardRefillMs } from './lib/dashboard-cost.mjs';
import { benchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const sizes = String(args.sizes ?? '10000,100000,1000000')
  .split(',')
  .map(Number);
const runs = Number(args.runs ?? 5);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const db = benchDatabase(adminUrl, 'candlog_bench', { keep: Boolean(args.keep), explicit: process.env.BENCH_DATABASE });
const dbName = db.name;
const TARGET_RATIO = 8;
const TARGET_MS_100K = 250;
const TARGET_STATEMENTS = 12;
const HTTP_WARMUP = 10;
// Other users' trades in the same tables (--noise-trades shrinks them for a quick check run).
const NOISE_TRADES = Number(args['noise-trades'] ?? 50000);

// Time the current sources: build unless told not to (--no-build with a fresh server/dist).
if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/analytics/analytics.service.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
const { AnalyticsService } = require(path.join(root, 'server/dist/modules/analytics/analytics.service.js'));
const { processBatch } = require(path.join(root, 'server/dist/modules/imports/import-processor.js'));
const argon2 = require('argon2');
const BENCH_PASSWORD = 'bench-password';

const out = (o) => console.log(JSON.stringify(o));
const dbUrl = db.url;
/** The server's data source, with a connect timeout that survives a loaded machine (the server's is 3 s). */
function benchDataSource(url, poolSize) {
  const ds = createDataSource(url, { poolSize });
  ds.options.extra.connectionTimeoutMillis = 60_000;
  return ds;
}

async function prepare() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (exists && !args.keep) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
  if (!exists || !args.keep) await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const ds = benchDataSource(dbUrl, 4);
  await ds.initialize();
  await runMigrations(ds);
  return ds;
}

async function seed() {
  const passwordHash = await argon2.hash(BENCH_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  const accounts = {};
  const existing = await client.query(
    `SELECT u.id AS "userId", a.id AS "accountId", u.email FROM users u JOIN trading_accounts a ON a.user_id = u.id WHERE u.email LIKE 'bench-%'`,
  );
  for (const r of existing.rows) accounts[r.email] = r;
  const endMs = Date.UTC(2026, 10, 20, 18, 0, 0); // fixed end: reproducible data
  for (let k = 0; k < 3; k++) {
    const email = `noise-${k}@bench.local`;
    if (!(await client.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount) {
      await seedUserWithTrades(client, { email, passwordHash, trades: NOISE_TRADES, seed: 1000 + k, endMs });
    }
  }
  for (const n of sizes) {
    const email = `bench-${n}@bench.local`;
    if (!accounts[email]) {
      const t0 = performance.now();
      accounts[email] = await seedUserWithTrades(client, { email, passwordHash, trades: n, seed: n, endMs });
      out({ event: 'seeded', trades: n, ms: Math.round(performance.now() - t0) });
    }
  }
  const importedFills = Number(args['imported-fills'] ?? 0);
  const importEmail = `bench-import-${importedFills}@bench.local`;
  if (importedFills && !accounts[importEmail]) {
    const t0 = performance.now();
    accounts[importEmail] = await seedByImport(client, importEmail, passwordHash, importedFills);
    out({ event: 'seeded by import', fills: importedFills, ms: Math.round(performance.now() - t0) });
  }
  await client.query('VACUUM ANALYZE');
  await client.end();
  return accounts;
}

/** A user whose account's trades come from importing `fills` fills (the real batch processor). */
async function seedByImport(client, email, passwordHash, fills) {
  const {
    rows: [user],
  } = await client.query(
    `INSERT INTO users (email, username, password_hash, timezone, timezone_set) VALUES ($1, $2, $3, 'America/New_York', true) RETURNING id`,
    [email, email.split('@')[0], passwordHash],
  );
  const {
    rows: [account],
  } = await client.query(
    `INSERT INTO trading_accounts (user_id, name, currency, initial_balance) VALUES ($1, 'Imported', 'USD', 10000) RETURNING id`,
    [user.id],
  );
  const {
    rows: [batch],
  } = await client.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
     VALUES ($1, $2, 'bench.csv', 'tradestation', 'America/New_York', 'running', $3, now()) RETURNING id`,
    [user.id, account.id, Buffer.from(fillFile(fills, { days: 500 }))],
  );
  const importDs = benchDataSource(dbUrl, 2);
  await importDs.initialize();
  await processBatch(importDs, batch.id);
  await importDs.destroy();
  const {
    rows: [done],
  } = await client.query(`SELECT status, error FROM import_batches WHERE id = $1`, [batch.id]);
  if (done.status !== 'done') throw new Error(`import ${done.status}: ${done.error}`);
  return { userId: user.id, accountId: account.id };
}

async function time(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

let ds = null;
const servers = [];
try {
  ds = await prepare();
  const accounts = await seed();
  const service = new AnalyticsService(ds);
  let statements = 0;
  const query = ds.query.bind(ds);
  ds.query = (...a) => {
    statements++;
    return query(...a);
  };

  // Two servers over the same database: the figure cache off (every load computes its figures) and on.
  if (!args['no-http']) {
    servers.push({ label: 'uncached', server: await startServer(root, dbUrl, { env: { FIGURE_CACHE: 'off' } }) });
    servers.push({ label: 'cached', server: await startServer(root, dbUrl, { env: { FIGURE_CACHE: 'on' } }) });
  }
  const targets = sizes.map((n) => ({ n, email: `bench-${n}@bench.local`, source: undefined }));
  if (args['imported-fills']) {
    const email = `bench-import-${Number(args['imported-fills'])}@bench.local`;
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM trades WHERE account_id = $1`, [
      accounts[email].accountId,
    ]);
    targets.push({ n, email, source: 'import' });
  }
  const refillMs = dashboardRefillMs(root);
  for (const { n, email, source } of targets) {
    const { userId, accountId } = accounts[email];
    const viewer = { id: userId, email: '', username: '', timezone: 'America/New_York', isDemo: false };
    const scope = service.scope(viewer, accountId, {});
    const floorRuns = [];
    const dashRuns = [];
    await ds.query('SELECT count(*), sum(pnl) FROM trades WHERE account_id = $1 AND user_id = $2', [accountId, userId]); // warm
    // One untimed dashboard load, as the floor gets one untimed query: a running server is warm
    // (connections, plan caches, JIT-compiled shaping code); the first load of a fresh process is not.
    await Promise.all(FIGURES.map(([, f]) => f(service.forRequest(), scope)));
    for (let r = 0; r < runs; r++) {
      floorRuns.push(
        await time(() =>
          ds.query('SELECT count(*), sum(pnl) FROM trades WHERE account_id = $1 AND user_id = $2', [accountId, userId]),
        ),
      );
      statements = 0;
      const request = service.forRequest();
      dashRuns.push(await time(() => Promise.all(FIGURES.map(([, f]) => f(request, scope)))));
    }
    const perLoad = statements;
    const floor = median(floorRuns);
    const dashboard = median(dashRuns);
    const from = source ? { source } : {};
    out({ trades: n, ...from, figure: 'floor(count+sum)', ms: +floor.toFixed(1) });
    for (const [name, f] of FIGURES) {
      const ms = [];
      for (let r = 0; r < Math.min(runs, 3); r++) ms.push(await time(() => f(service.forRequest(), scope)));
      const m = median(ms);
      out({
        trades: n,
        ...from,
        figure: name,
        ms: +m.toFixed(1),
        ratio: +(m / floor).toFixed(2),
        target_ratio: TARGET_RATIO,
      });
    }
    for (const { label, server } of servers) {
      const token = await server.login(email, BENCH_PASSWORD);
      const load = async () => {
        // Uncached, each load spends the dashboard's cost from the user's expensive-work budget; back
        // to back, the budget runs dry after a few loads and then a load waits for the refill, which
        // is the limiter's pacing, not the figures' cost. Wait for the refill before each load.
        if (label === 'uncached') await new Promise((r) => setTimeout(r, refillMs));
        return withRetry(() => server.graphql(token, DASHBOARD_QUERY, { id: accountId }));
      };
      // The bench starts a fresh server process: V8 optimises the resolvers, serializers and pg's
      // parser only after they have run a few times, which a running server has long done. Ten
      // untimed requests (the floor and the in-process load get their untimed run above); on the
      // cached server the first of them also fills the cache.
      for (let w = 0; w < HTTP_WARMUP; w++) await load();
      const httpRuns = [];
      let retries = 0;
      for (let r = 0; r < runs; r++) {
        const run = await load();
        httpRuns.push(run.ms);
        retries += run.retries;
      }
      const http = median(httpRuns);
      const uncached = label === 'uncached';
      out({
        trades: n,
        ...from,
        figure: `dashboard(GraphQL over HTTP, ${label})`,
        ms: +http.toFixed(1),
        ratio: +(http / floor).toFixed(2),
        ...(uncached ? { target_ratio: TARGET_RATIO } : {}),
        ...(uncached && n === 100000 ? { target_ms: TARGET_MS_100K } : {}),
        ...(retries ? { retries_after_503: retries } : {}),
      });
    }
    out({
      trades: n,
      ...from,
      figure: 'dashboard(all, in process)',
      ms: +dashboard.toFixed(1),
      ratio: +(dashboard / floor).toFixed(2),
      target_ratio: TARGET_RATIO,
      ...(n === 100000 ? { target_ms: TARGET_MS_100K } : {}),
      statements: perLoad,
      target_statements: TARGET_STATEMENTS,
    });
  }
} finally {
  for (const { server } of servers) await server.stop();
  await ds?.destroy();
  await dropScratchDatabase(db);
  await runCleanups();
}
