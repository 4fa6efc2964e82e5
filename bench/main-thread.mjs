#!/usr/bin/env node
// What the signed-in screens cost the phone's main thread, in CPU time: a figure a loaded machine
// does not inflate (unlike Lighthouse's TBT, which multiplies wall-clock task time by 4, so time the
// OS takes the browser off the CPU counts as blocking).
//
//   npm run build && node bench/main-thread.mjs                        # this build, 3 rounds
//   node bench/main-thread.mjs --rounds=4 --compare=/tmp/base/client/dist   # against another client build
//   node bench/main-thread.mjs --rounds=1 --tasks        # also list each counted task and what ran in it
//   node bench/main-thread.mjs --rounds=2 --tasks --top=40 --routes=/ --dist=/tmp/unminified   # one screen, deeper
//
// Starts the built server with the demo data (database candlog_bench_main_thread, env
// BENCH_MAIN_THREAD_DATABASE) once per client build (CLIENT_DIST), signs in as the demo user in
// Debian's Chromium (412×823 phone viewport, HTTP cache off) and loads /, /analytics and /trades
// cold, alternating the builds each round. From a Chromium trace of each load it sums the main
// thread's tasks by their thread CPU time (`tdur`):
//   CPU-TBT = Σ max(0, 4 × task CPU time − 50 ms) over the tasks after the first contentful paint
// (Lighthouse's mobile preset slows the CPU 4×), the main thread's total CPU time and the longest
// task (× 4). No network throttling: this measures the main thread's work, not the critical path.
// Each round first times a floor: a fixed script (a loop, no DOM, no network) in the same browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startServer } from './lib/http-server.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const ROUNDS = Number(args.rounds ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_main_thread.
const DB = benchDatabase(ADMIN_URL, 'candlog_bench_main_thread', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_MAIN_THREAD_DATABASE,
});
const DATABASE = DB.name;
// --routes=/,/trades measures some of them (quicker while profiling one screen).
const ROUTES = args.routes ? String(args.routes).split(',') : ['/', '/analytics', '/trades'];
const CPU_SLOWDOWN = 4;

for (const built of ['server/dist/main.js', 'client/dist/index.html']) {
  if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
}

async function admin(sql) {
  const { Client } = require('pg');
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

if ((await admin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).rowCount === 0)
  await admin(`CREATE DATABASE ${DATABASE}`);
const dbUrl = new URL(DB.url);

// --dist: measure another build as 'this build' (e.g. a variant built with vite build --outDir).
const builds = [['this build', args.dist ? path.resolve(args.dist) : path.join(ROOT, 'client/dist')]];
if (args.compare) builds.unshift(['compared', path.resolve(args.compare)]);
const servers = [];
for (const [, dist] of builds) {
  // One at a time: the first start migrates the database and seeds the demo data.
  servers.push(
    await startServer(ROOT, dbUrl.toString(), {
      env: { DEMO_MODE: '1', CLIENT_DIST: dist },
      readyTimeoutMs: 180_000,
    }),
  );
}

/** Sums a trace's main-thread tasks (the renderer thread that painted the first content). */
function taskFigures(events) {
  const nav = events.find((e) => e.name === 'navigationStart');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= nav.ts);
  const [pid, tid] = fcp ? [fcp.pid, fcp.tid] : [nav.pid, nav.tid];
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= nav.ts,
  );
  const cpuMs = (e) => (e.tdur ?? e.dur) / 1000;
  const afterFcp = tasks.filter((e) => !fcp || e.ts >= fcp.ts);
  if (args.tasks) {
    for (const task of tasks.filter((e) => CPU_SLOWDOWN * cpuMs(e) > 50))
      console.error(describeTask(events, task, nav) + (afterFcp.includes(task) ? '' : ' (before the first paint)'));
  }
  return {
    cpuTbt: afterFcp.reduce((s, e) => s + Math.max(0, CPU_SLOWDOWN * cpuMs(e) - 50), 0),
    cpuTotal: tasks.reduce((s, e) => s + cpuMs(e), 0),
    longest: CPU_SLOWDOWN * Math.max(0, ...afterFcp.map(cpuMs)),
  };
}

/** One counted task: its start after navigation, CPU time × 4 and its largest direct parts. */
function describeTask(events, task, nav) {
  const end = task.ts + task.dur;
  // The scheduler's own wrappers (a nested RunTask, the microtask checkpoint) say nothing: see through them.
  const wrapper = /RunTask|PerformMicrotaskCheckpoint|ThreadController|RunMicrotasks|ProfileCall/;
  const inside = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      e !== task &&
      !wrapper.test(e.name) &&
      e.ts >= task.ts &&
      e.ts < end,
  );
  // Direct children only: events not inside another event of the task.
  const direct = inside.filter(
    (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
  );
  const label = (e) => {
    const d = e.args?.data ?? {};
    const where = d.url ? ` ${d.url.replace(/^.*\/assets\//, '')}` : '';
    const fn = d.functionName ? ` ${d.functionName}` : d.type ? ` ${d.type}` : '';
    return `${e.name}${fn}${where} ${((e.tdur ?? e.dur) / 1000).toFixed(1)}`;
  };
  const parts = [
    direct
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map(label)
      .join('; '),
  ];
  const at = ((task.ts - nav.ts) / 1000).toFixed(0);
  const js = profileWithin(events, task);
  const top = (list) =>
    list
      .slice(0, Number(args.top ?? 8))
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ');
  if (js.inclusive.length) parts.push(`\n      JS (inclusive ms): ${top(js.inclusive)}`);
  if (js.self.length) parts.push(`\n      JS (self ms): ${top(js.self)}`);
  return `  task at ${at} ms: ${(CPU_SLOWDOWN * ((task.tdur ?? task.dur) / 1000)).toFixed(0)} ms × 4 — ${parts.join('')}`;
}

/** The V8 sampler's functions during `task` (--tasks traces with it), by inclusive time, longest first. */
function profileWithin(events, task) {
  const nodes = new Map();
  const samples = [];
  const profileClock = new Map();
  for (const e of events) {
    if (e.pid !== task.pid || (e.name !== 'ProfileChunk' && e.name !== 'Profile')) continue;
    const data = e.args?.data ?? {};
    if (e.name === 'Profile') {
      profileClock.set(e.id, data.startTime);
      continue;
    }
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}:${n.parent}` });
    let t = profileClock.get(e.id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      profileClock.set(e.id, t);
      samples.push([t, `${e.id}:${id}`, e.id]);
    });
  }
  const inclusive = new Map();
  const self = new Map();
  const end = task.ts + task.dur;
  // Each profile (thread) apart: a worker's samples must not interleave with the main thread's.
  const nextOf = new Map();
  const lastOf = new Map();
  for (const sample of samples) {
    const last = lastOf.get(sample[2]);
    if (last) nextOf.set(last, sample);
    lastOf.set(sample[2], sample);
  }
  samples.forEach((sample) => {
    const [t, key] = sample;
    if (t < task.ts || t >= end) return;
    const next = nextOf.get(sample);
    const ms = next && next[0] > t ? Math.min(next[0] - t, 2000) / 1000 : 0.1;
    const seen = new Set();
    for (let n = nodes.get(key); n; n = n.parent ? nodes.get(n.key) : undefined) {
      const f = n.callFrame ?? {};
      if (!f.functionName || f.functionName === '(root)' || f.functionName === '(program)') continue;
      const name = `${f.functionName}@${(f.url ?? '').replace(/^.*\//, '')}:${f.lineNumber}`;
      if (seen.size === 0) self.set(name, (self.get(name) ?? 0) + ms);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const longestFirst = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { inclusive: longestFirst(inclusive), self: longestFirst(self) };
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results = builds.map(() => Object.fromEntries(ROUTES.map((r) => [r, []])));
// The floor: a fixed piece of JavaScript (no DOM, no network) in the same browser, each round. Its
// CPU time moves with what the machine's load does to a core (caches, frequency, hyper-threads),
// not with the app: quote the pages' figures beside it, or divided by it, across machines and loads.
const FLOOR_PAGE =
  'data:text/html,<script>let x = 0; for (let i = 0; i < 3e7; i += 1) x = (x * 31 + i) %25 1000003; document.title = x;</script>';
const floorMs = [];
async function measureFloor(page) {
  await page.goto('about:blank');
  await page.tracing.start({ categories: ['devtools.timeline', 'toplevel'] });
  await page.goto(FLOOR_PAGE);
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  const script = events.find((e) => e.name === 'EvaluateScript' && e.ph === 'X');
  if (script) floorMs.push((script.tdur ?? script.dur) / 1000); // a trace that lost it: no floor this round
}
try {
  const pages = [];
  for (const server of servers) {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${server.baseUrl}/login`);
    await page.type('#login-email', 'demo@candlog.app');
    await page.type('#login-password', 'candlog-demo');
    await page.evaluate(() => {
      const box = document.querySelector('label.checkbox input[type=checkbox]');
      if (box && !box.checked) box.click(); // remember me: the token goes to localStorage
    });
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/' && localStorage.getItem('token')),
      page.click('button[type=submit]'),
    ]);
    await page.setCacheEnabled(false);
    pages.push(page);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    await measureFloor(pages[0]);
    const order = builds.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      for (const route of ROUTES) {
        const page = pages[i];
        // A loaded machine sometimes loses a trace's navigation events: load the page again.
        for (let attempt = 1; ; attempt += 1) {
          await page.goto('about:blank');
          await page.tracing.start({
            categories: [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'loading',
              'toplevel',
              'blink.user_timing',
              ...(args.tasks ? ['disabled-by-default-v8.cpu_profiler'] : []),
            ],
          });
          await page.goto(`${servers[i].baseUrl}${route}`, { waitUntil: 'networkidle0' });
          await new Promise((r) => setTimeout(r, 2500)); // below-the-fold widgets render when idle
          const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
          if (!trace.traceEvents.some((e) => e.name === 'navigationStart') && attempt < 3) {
            console.error(`[main-thread] ${route}: the trace has no navigationStart; loading it again`);
            continue;
          }
          if (args.tasks) console.error(`${builds[i][0]} ${route}:`);
          results[i][route].push(taskFigures(trace.traceEvents));
          break;
        }
      }
    }
    console.error(
      `[main-thread] round ${round + 1}/${ROUNDS}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await runCleanups();
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (v) => `${Math.round(v)} ms`;
console.log(
  `\nMain-thread CPU of cold loads, ${ROUNDS} rounds (medians; runs in brackets); load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${os.cpus().length} CPUs\n`,
);
console.log(
  `Floor (a fixed JS loop, CPU time of the script): ${ms(median(floorMs))} (${floorMs.map(Math.round).join('/')})\n`,
);
console.log('| build | page | CPU-TBT | main-thread CPU | longest task × 4 |');
console.log('|---|---|---|---|---|');
builds.forEach(([label], i) => {
  for (const route of ROUTES) {
    const rs = results[i][route];
    console.log(
      `| ${label} | ${route} | ${ms(median(rs.map((r) => r.cpuTbt)))} (${rs.map((r) => Math.round(r.cpuTbt)).join('/')}) ` +
        `| ${ms(median(rs.map((r) => r.cpuTotal)))} | ${ms(median(rs.map((r) => r.longest)))} |`,
    );
  }
});
