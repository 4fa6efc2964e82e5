// npm run bench:figure-cache [-- --seconds=6 --rounds=3 --connections=32 --user-trades=10000 --big-trades=100000 --keep --no-build --no-redis]
// Issue 14's figure cache, ratios from one run on one database:
// - server time of a cached dashboard at 100k trades (one connection, sequential; the client-side
//   latency over loopback, an upper bound of the server's time), against the same query uncached;
// - dashboard throughput with 32 concurrent users (one keep-alive connection each, their own
//   account of --user-trades trades) on a server with FIGURE_CACHE=off, then on one with the cache
//   in process, then (unless --no-redis) with REDIS_URL set. Distinct users so that the per-user
//   expensive-work budget does not cap the uncached figure.
// The dashboard document is bench/lib/http-server.mjs's DASHBOARD_QUERY (the dashboard and
// analytics pages' figures). One JSON line per measurement, then a summary with /proc/loadavg.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DASHBOARD_QUERY, startServer } from './lib/http-server.mjs';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { dashboardRefillMs } from './lib/dashboard-cost.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const SECONDS = Number(args.seconds ?? 6);
const ROUNDS = Number(args.rounds ?? 3);
const CONNECTIONS = Number(args.connections ?? 32);
const USER_TRADES = Number(args['user-trades'] ?? 10000);
const BIG_TRADES = Number(args['big-trades'] ?? 100000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_figure_cache.
const db = benchDatabase(adminUrl, 'candlog_bench_figure_cache', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_DATABASE,
});
const dbName = db.name;
const dbUrl = db.url;
const PASSWORD = 'bench-password';
const TARGET_RATIO = 10;
const TARGET_CACHED_MS = 5;

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/figure-cache/figure-cache.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
const { Client } = require('pg');
const argon2 = require('argon2');
const out = (o) => console.log(JSON.stringify(o));
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const round = (x) => Math.round(x * 100) / 100;

async function prepareDatabase() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (exists && !args.keep) await admin.query(`DROP DATABASE "${dbName}" WITH (FORCE)`);
  if (!exists || !args.keep) await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
}

/** The 100k-trade user and CONNECTIONS smaller users (seeded once; --keep reuses them). */
async function seed() {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const passwordHash = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const endMs = Date.UTC(2026, 10, 20, 18, 0, 0);
    const ensure = async (email, trades, seed) => {
      const found = await client.query(
        `SELECT a.id FROM users u JOIN trading_accounts a ON a.user_id = u.id WHERE u.email = $1`,
        [email],
      );
      if (found.rowCount) return { email, accountId: found.rows[0].id };
      const ids = await seedUserWithTrades(client, { email, passwordHash, trades, seed, endMs });
      return { email, accountId: ids.accountId };
    };
    const t0 = performance.now();
    const big = await ensure(`figcache-big-${BIG_TRADES}@bench.local`, BIG_TRADES, 7);
    const users = [];
    for (let i = 0; i < CONNECTIONS; i++)
      users.push(await ensure(`figcache-${USER_TRADES}-${i}@bench.local`, USER_TRADES, 100 + i));
    await client.query('ANALYZE');
    out({
      event: 'seeded',
      bigTrades: BIG_TRADES,
      users: CONNECTIONS,
      userTrades: USER_TRADES,
      ms: Math.round(performance.now() - t0),
    });
    return { big, users };
  } finally {
    await client.end();
  }
}

/** One POST /graphql over a keep-alive agent: status, whether the body is data without errors, cache hit. */
function post(agent, baseUrl, token, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            ok: res.statusCode === 200 && text.startsWith('{"data"'),
            hit: res.headers['x-figure-cache'] === 'hit',
            text,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bodyFor = (accountId) => JSON.stringify({ query: DASHBOARD_QUERY, variables: { id: accountId } });

/** Sequential requests on one connection: latency percentiles (ms). */
async function latency(server, token, accountId, count, query = DASHBOARD_QUERY, pauseMs = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = JSON.stringify({ query, variables: accountId ? { id: accountId } : {} });
  const first = await post(agent, server.baseUrl, token, body);
  if (!first.ok) throw new Error(`dashboard failed: ${first.text.slice(0, 300)}`);
  const times = [];
  let hits = 0;
  const printedBefore = server.output().length;
  for (let i = 0; i < count; i++) {
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    const t0 = performance.now();
    const r = await post(agent, server.baseUrl, token, body).catch(() => ({ ok: false, hit: false }));
    times.push(performance.now() - t0);
    if (r.hit) hits += 1;
  }
  agent.destroy();
  // The server's own time per request (its access log: arrival to the last byte written).
  const serverTimes = [
    ...server
      .output()
      .slice(printedBefore)
      .matchAll(/"route":"\/graphql","status":200,"durationMs":([\d.]+)/g),
  ].map((m) => Number(m[1]));
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    serverP50: serverTimes.length ? round(percentile(serverTimes, 50)) : null,
    serverP99: serverTimes.length ? round(percentile(serverTimes, 99)) : null,
    hits,
    requests: count,
  };
}

/** CONNECTIONS users, one keep-alive connection each, for SECONDS: successful dashboards per second. */
async function throughput(server, sessions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions.length });
  // Warm-up: JIT, pools, and (when the cache is on) one entry per user, untimed.
  await Promise.all(sessions.map((s) => post(agent, server.baseUrl, s.token, bodyFor(s.accountId))));
  const until = Date.now() + SECONDS * 1000;
  const times = [];
  let ok = 0;
  let failed = 0;
  let hits = 0;
  const t0 = performance.now();
  await Promise.all(
    sessions.map(async (s) => {
      const body = bodyFor(s.accountId);
      while (Date.now() < until) {
        const started = performance.now();
        // A keep-alive socket the server closed as it was reused: counted as failed, then a new one.
        const r = await post(agent, server.baseUrl, s.token, body).catch(() => ({ ok: false, hit: false }));
        times.push(performance.now() - started);
        if (r.ok) ok += 1;
        else failed += 1;
        if (r.hit) hits += 1;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  return {
    reqPerSec: round(ok / elapsed),
    ok,
    seconds: round(elapsed),
    failed,
    hits,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
}

async function main() {
  await prepareDatabase();
  const modes = [
    ['uncached (FIGURE_CACHE=off)', { FIGURE_CACHE: 'off' }],
    ['cached, in process', {}],
    ...(args['no-redis'] ? [] : [['cached, REDIS_URL', { REDIS_URL: redisUrl }]]),
  ];
  const servers = [];
  try {
    // The first server migrates the database; then seed; the others start on the migrated schema.
    servers.push(await startServer(root, dbUrl, { env: modes[0][1] }));
    const { big, users } = await seed();
    for (const [, env] of modes.slice(1)) servers.push(await startServer(root, dbUrl, { env }));
    const results = {};
    const sessionsOf = [];
    for (let m = 0; m < modes.length; m++) {
      const server = servers[m];
      const [label] = modes[m];
      const bigToken = await server.login(big.email, PASSWORD);
      const sessions = [];
      for (const u of users) sessions.push({ token: await server.login(u.email, PASSWORD), accountId: u.accountId });
      sessionsOf.push(sessions);
      // Uncached, each load first waits for the user's budget to refill (else the limiter's pacing is timed).
      const single = await latency(
        server,
        bigToken,
        big.accountId,
        m === 0 ? 10 : 300,
        DASHBOARD_QUERY,
        m === 0 ? dashboardRefillMs(root) : 0,
      );
      out({
        mode: label,
        measure: `dashboard latency, 1 connection, ${BIG_TRADES} trades (ms)`,
        ...single,
        loadavg: loadavg(),
      });
      // The floor every signed-in request pays: { __typename } (itself cached when the cache is on).
      const floor = await latency(server, bigToken, null, 300, '{ __typename }');
      out({
        mode: label,
        measure: 'signed-in { __typename } latency, 1 connection (ms)',
        ...floor,
        loadavg: loadavg(),
      });
      results[label] = { single, floor, load: { ok: 0, seconds: 0 } };
    }
    // Throughput in ROUNDS rounds, the modes taking turns, so a change in the machine's load (other
    // processes) weighs on every mode alike.
    for (let pass = 0; pass < ROUNDS; pass++) {
      // The order turns too: no mode always runs right after the uncached one.
      for (let k = 0; k < modes.length; k++) {
        const m = (k + pass) % modes.length;
        const [label] = modes[m];
        const load = await throughput(servers[m], sessionsOf[m]);
        out({
          mode: label,
          round,
          measure: `dashboard throughput, ${CONNECTIONS} users × ${USER_TRADES} trades`,
          ...load,
          loadavg: loadavg(),
        });
        results[label].load.ok += load.ok;
        results[label].load.seconds += load.seconds;
      }
    }
    for (const r of Object.values(results)) r.load.reqPerSec = round(r.load.ok / r.load.seconds);
    const uncached = results[modes[0][0]];
    const cached = results[modes[1][0]];
    const summary = {
      summary: 'figure cache',
      cachedDashboardMsP50At100k: cached.single.p50,
      cachedDashboardServerMsP50At100k: cached.single.serverP50,
      cachedDashboardServerMsP99At100k: cached.single.serverP99,
      signedInFloorMsP50: cached.floor.p50,
      cachedDashboardMsP99At100k: cached.single.p99,
      uncachedDashboardMsP50At100k: uncached.single.p50,
      targetCachedMs: TARGET_CACHED_MS,
      throughputUncached: uncached.load.reqPerSec,
      throughputCached: cached.load.reqPerSec,
      ratio: round(cached.load.reqPerSec / uncached.load.reqPerSec),
      ...(modes[2]
        ? {
            throughputCachedRedis: results[modes[2][0]].load.reqPerSec,
            ratioRedis: round(results[modes[2][0]].load.reqPerSec / uncached.load.reqPerSec),
          }
        : {}),
      targetRatio: TARGET_RATIO,
      loadavg: loadavg(),
    };
    out(summary);
  } finally {
    for (const s of servers) await s.stop();
    await runCleanups();
  }
}

await main();
