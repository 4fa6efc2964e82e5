// node bench/dashboard-render.mjs [--trades=100000] [--runs=3] [--keep] [--route=/analytics]
// Renders the dashboard (and the analytics screen) of an account with N trades in Debian's Chromium
// against the built server, and reports what the user feels: time until every widget shows data,
// the long tasks on the main thread (PerformanceObserver 'longtask'), the slowest interaction
// while hovering and keyboard-reading the charts ('event' timing), the GraphQL bytes, and the
// gzipped JavaScript the route loaded. Prints one JSON line per run and a summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/http-server.mjs';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const TRADES = Number(args.trades ?? 100_000);
const RUNS = Number(args.runs ?? 3);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_render.
const DB = benchDatabase(ADMIN_URL, 'candlog_bench_render', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_RENDER_DATABASE,
});
const DATABASE = DB.name;
const EMAIL = 'render@bench.local';
const PASSWORD = 'bench-render-1';
const STALL_MS = 200;

for (const built of ['server/dist/main.js', 'client/dist/index.html']) {
  if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
}
const { Client } = require('pg');
const argon2 = require('argon2');
const { chromium } = require('playwright-core');

const dbUrl = DB.url;

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Seeds the bench user once (kept between runs with --keep). */
async function ensureSeeded() {
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).rowCount > 0;
  if (exists && args.keep) {
    const c = new Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query(
        `SELECT a.id FROM trading_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
        [EMAIL],
      );
      if (rows.length) return rows[0].id;
    } catch {
      /* not migrated yet: recreate */
    } finally {
      await c.end();
    }
  }
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  return null;
}

async function seed() {
  const c = new Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const passwordHash = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const t0 = Date.now();
    const ids = await seedUserWithTrades(c, {
      email: EMAIL,
      passwordHash,
      trades: TRADES,
      timezone: 'America/New_York',
      seed: 7,
    });
    await c.query('VACUUM ANALYZE trades');
    console.error(`seeded ${TRADES} trades in ${Date.now() - t0} ms`);
    return ids.accountId;
  } finally {
    await c.end();
  }
}

async function login(base) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p, rememberMe: true) { token } }',
      variables: { e: EMAIL, p: PASSWORD },
    }),
  });
  const body = await res.json();
  if (!body.data?.login?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.login.token;
}

// Installed before any page script: collects long tasks and slow event handling.
function observeMainThread() {
  window.__bench = { longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.events.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

// Every widget of the route shows data (a function, not a string: the app's CSP forbids eval).
function routeReady(route) {
  const q = (sel) => document.querySelector(sel);
  const noSkeleton = !q('.skeleton-block, .chart-skeleton');
  if (route === '/') {
    return Boolean(
      q('[aria-label="Total P&L"] .stat-value') &&
      q('[data-testid="balance-line"]') &&
      q('[data-testid="recent-trade"]') &&
      q('.calendar-cells [role="gridcell"]') &&
      q('.badge-live') &&
      document.querySelectorAll('.objective').length === 4 &&
      noSkeleton,
    );
  }
  return Boolean(q('[data-testid="symbol-row"]') && q('.chart-area-loss') && q('.hour-cell') && noSkeleton);
}
const CHART = { '/': '[aria-label^="Equity curve"]', '/analytics': '[aria-label^="Monthly P&L"]' };

async function measure(browser, base, token, accountId, route) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  await context.addInitScript(
    ([t, a]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('rememberMe', 'true');
      localStorage.setItem('currentAccount', a);
    },
    [token, accountId],
  );
  await context.addInitScript(observeMainThread);
  const page = await context.newPage();
  const scripts = new Set();
  let graphqlBytes = 0;
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    if (url.pathname === '/graphql') graphqlBytes += (await r.body().catch(() => Buffer.alloc(0))).length;
  });
  const cdp = args.profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${base}${route}`);
  await page.waitForFunction(routeReady, route, { timeout: 120_000, polling: 50 }).catch(async (error) => {
    const file = path.join(os.tmpdir(), 'candlog-bench-timeout.png');
    await page.screenshot({ path: file, fullPage: true });
    throw new Error(`${route} did not finish rendering (screenshot: ${file}): ${error.message}`);
  });
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
  const readyMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000); // trailing work after the last widget appeared
  // Interactions: sweep the pointer over a chart, then read it with the keyboard.
  const chart = page.locator(CHART[route]).first();
  const box = await chart.boundingBox();
  for (let i = 0; i <= 20; i += 1) await page.mouse.move(box.x + (box.width * i) / 20, box.y + box.height / 2);
  await chart.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(500);
  const { longTasks, events } = await page.evaluate(() => window.__bench);
  if (args.debug) {
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => ({
        name: r.name.split('/').pop(),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
      })),
    );
    console.error(
      JSON.stringify({
        readyMs,
        longTasks: longTasks.map((t) => [Math.round(t.start), Math.round(t.duration)]),
        resources,
      }),
    );
  }
  await context.close();
  const gz = [...scripts].map((p) => {
    const file = path.join(ROOT, 'client/dist', p);
    return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
  });
  return {
    route,
    trades: TRADES,
    ready_ms: Math.round(readyMs),
    long_tasks: longTasks.length,
    longest_task_ms: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
    total_blocking_ms: Math.round(longTasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
    slowest_interaction_ms: Math.round(Math.max(0, ...events.map((e) => e.duration))),
    graphql_kib: Math.round(graphqlBytes / 1024),
    js_files: scripts.size,
    js_gzip_kib: Math.round(gz.reduce((s, n) => s + n, 0) / 102.4) / 10,
    stall_limit_ms: STALL_MS,
  };
}

/** Top functions by self time (--profile): where the main thread's time went. */
function printProfile(profile) {
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
  }
  const top = [...self]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
  console.error(top.map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let accountId = await ensureSeeded();
// Migrations run on a new database first: a longer start than the library's default allowance.
const server = await startServer(ROOT, dbUrl, { readyTimeoutMs: 120_000 });
try {
  if (!accountId) accountId = await seed();
  const token = await login(server.baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const routes = args.route ? [args.route] : ['/', '/analytics'];
    for (const route of routes) {
      await measure(browser, server.baseUrl, token, accountId, route); // warm-up: server caches, JIT
      const results = [];
      for (let i = 0; i < RUNS; i += 1) {
        const r = await measure(browser, server.baseUrl, token, accountId, route);
        results.push(r);
        console.log(JSON.stringify({ run: i + 1, ...r }));
      }
      const worst = Math.max(...results.map((r) => Math.max(r.longest_task_ms, r.slowest_interaction_ms)));
      console.log(
        JSON.stringify({
          summary: route,
          trades: TRADES,
          runs: RUNS,
          median_ready_ms: median(results.map((r) => r.ready_ms)),
          median_longest_task_ms: median(results.map((r) => r.longest_task_ms)),
          median_total_blocking_ms: median(results.map((r) => r.total_blocking_ms)),
          worst_stall_ms: worst,
          within_stall_limit: worst <= STALL_MS,
          js_gzip_kib: results[0].js_gzip_kib,
          graphql_kib: results[0].graphql_kib,
        }),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  await runCleanups();
}
