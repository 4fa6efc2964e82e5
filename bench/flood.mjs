// npm run bench:flood [-- --seconds=20 --workers=16 --query=allowed|attack --port=4121 --keep-db]
// One user floods the built server with expensive GraphQL queries in parallel while another
// client samples /healthz (and a second user loads its dashboard): reports the server's peak RSS,
// /healthz latency p50/p99/max and how the flood's requests were answered. See bench/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DASHBOARD_QUERY, startServer } from './lib/http-server.mjs';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const SECONDS = Number(args.seconds ?? 20);
const WORKERS = Number(args.workers ?? 16);
const QUERY = args.query ?? 'allowed';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end unless --keep-db (or named by BENCH_FLOOD_DATABASE).
const DB = benchDatabase(ADMIN_URL, 'candlog_bench_flood', { explicit: process.env.BENCH_FLOOD_DATABASE });
if (args['keep-db']) DB.temporary = false;
const DATABASE = DB.name;
const DEMO = { email: 'demo@candlog.app', password: 'candlog-demo' };
const BYSTANDER = { email: 'bystander@bench.local', password: 'bench-bystander-1' };
const HEALTHZ_EVERY_MS = 50;

if (!fs.existsSync(path.join(ROOT, 'server/dist/main.js')))
  throw new Error('server/dist/main.js is missing: run `npm run build` first');
const { Client } = require('pg');
const argon2 = require('argon2');
const dbUrl = DB.url;

/** The issue's attack: 15 aliases of topTrades(limit: 100) → each trade's account → its scatter (91 MB on main). */
const ATTACK_QUERY = `query Attack { ${Array.from(
  { length: 15 },
  (_, i) => `a${i}: analytics { topTrades(limit: 100) {
  best { account { analytics { scatter { tradeIds symbols pnl risk reward hours } } } }
  worst { account { analytics { scatter { tradeIds symbols pnl risk reward hours } } } } } }`,
).join('\n')} }`;

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The built server on the fresh database with the demo user (DEMO_MODE=1). */
function startFloodServer() {
  return startServer(ROOT, dbUrl, { port: args.port, env: { DEMO_MODE: '1' }, readyTimeoutMs: 120_000 });
}

async function login(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

function postGraphQL(baseUrl, token, query, variables) {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
}

/** Peak (VmHWM) and current (VmRSS) resident set of a process, in MiB, from /proc. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { peakMiB: kib('VmHWM') / 1024, rssMiB: kib('VmRSS') / 1024 };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const round = (x) => (x === null ? null : Math.round(x * 10) / 10);
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1) ?? null),
  };
}

/** One flooding worker: sends its query back to back until the deadline, tallying the answers. */
async function floodWorker(baseUrl, token, query, variables, until, tally) {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const res = await postGraphQL(baseUrl, token, query, variables);
      const body = await res.arrayBuffer();
      tally.bytes += body.byteLength;
      // Only refusals are parsed (for their code): parsing every 200 would load the bench, not the server.
      let code = null;
      if (res.status !== 200) {
        try {
          code = JSON.parse(Buffer.from(body).toString('utf8')).errors?.[0]?.extensions?.code ?? null;
        } catch {
          code = 'UNPARSABLE';
        }
      }
      const key = `${res.status}${code ? ` ${code}` : ''}`;
      tally.answers[key] = (tally.answers[key] ?? 0) + 1;
      if (res.status === 429) {
        // A polite client honours Retry-After; a hostile one would not, so wait at most 1 s.
        const wait = Math.min(1000, Number(res.headers.get('retry-after') ?? 1) * 1000);
        await new Promise((r) => setTimeout(r, wait));
      }
    } catch (error) {
      tally.answers[`network ${error.cause?.code ?? error.message}`] =
        (tally.answers[`network ${error.cause?.code ?? error.message}`] ?? 0) + 1;
    }
    tally.latencies.push(performance.now() - started);
  }
}

/** /healthz-style probes in a worker thread, so the flood's own event loop cannot delay them. */
function sampleInWorker(url, until) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/latency-sampler.mjs', import.meta.url), {
      workerData: { url, until, everyMs: HEALTHZ_EVERY_MS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function sampleLoop(until, fn, samples) {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await fn();
    } catch {
      /* counted as its latency */
    }
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, HEALTHZ_EVERY_MS));
  }
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const server = await startFloodServer();
  try {
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    let bystanderAccount;
    try {
      const passwordHash = await argon2.hash(BYSTANDER.password, {
        type: argon2.argon2id,
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      });
      bystanderAccount = (
        await seedUserWithTrades(c, {
          email: BYSTANDER.email,
          passwordHash,
          trades: 2000,
          timezone: 'Europe/London',
          seed: 7,
        })
      ).accountId;
    } finally {
      await c.end();
    }
    const floodToken = await login(server.baseUrl, DEMO);
    const bystanderToken = await login(server.baseUrl, BYSTANDER);
    const demoAccount = (
      await (await postGraphQL(server.baseUrl, floodToken, '{ accounts { id tradeCount } }')).json()
    ).data.accounts.sort((a, b) => b.tradeCount - a.tradeCount)[0].id;
    const [query, variables] = QUERY === 'attack' ? [ATTACK_QUERY, {}] : [DASHBOARD_QUERY, { id: demoAccount }];

    // Warm up (JIT, pools) with one request of each kind, untimed.
    await (await postGraphQL(server.baseUrl, bystanderToken, DASHBOARD_QUERY, { id: bystanderAccount })).arrayBuffer();
    await (await fetch(`${server.baseUrl}/healthz`)).arrayBuffer();
    const before = memoryOf(server.pid);
    // /healthz on the idle server first: the machine's own noise floor for the figures below.
    const idleHealthz = await sampleInWorker(`${server.baseUrl}/healthz`, Date.now() + 3000);

    const until = Date.now() + SECONDS * 1000;
    const tally = { answers: {}, bytes: 0, latencies: [] };
    const bystander = [];
    let peakSampled = 0;
    const memTimer = setInterval(() => {
      try {
        peakSampled = Math.max(peakSampled, memoryOf(server.pid).rssMiB);
      } catch {
        /* exited */
      }
    }, 100);
    const [healthz, noDatabase] = await Promise.all([
      sampleInWorker(`${server.baseUrl}/healthz`, until),
      // A request that needs no database (401 from the REST adapter): the server's event-loop lag alone.
      sampleInWorker(`${server.baseUrl}/api/trades`, until),
      ...Array.from({ length: WORKERS }, () => floodWorker(server.baseUrl, floodToken, query, variables, until, tally)),
      sampleLoop(
        until,
        async () => {
          const r = await postGraphQL(server.baseUrl, bystanderToken, DASHBOARD_QUERY, { id: bystanderAccount });
          await r.arrayBuffer();
        },
        bystander,
      ),
    ]);
    clearInterval(memTimer);
    const after = memoryOf(server.pid);
    console.log(
      JSON.stringify({
        query: QUERY,
        workers: WORKERS,
        seconds: SECONDS,
        server_rss_before_mib: round(before.rssMiB),
        server_peak_rss_mib: round(Math.max(after.peakMiB, peakSampled)),
        healthz_idle: summary(idleHealthz),
        healthz: summary(healthz),
        no_database_request: summary(noDatabase),
        bystander_dashboard: summary(bystander),
        flood: {
          requests: tally.latencies.length,
          answers: tally.answers,
          mib_received: round(tally.bytes / 2 ** 20),
          latency: summary(tally.latencies),
        },
      }),
    );
  } finally {
    await server.stop();
    await runCleanups();
  }
}

main().catch((error) => {
  console.error(error);
  runCleanups().finally(() => process.exit(1));
});
