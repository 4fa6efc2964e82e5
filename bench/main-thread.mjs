#!/usr/bin/env node
// What the signed-in screens cost the phone's main thread, in CPU time: a figure a loaded machine
// does not inflate (unlike Lighthouse's TBT, which multiplies wall-clock task time by 4, so time the
// OS takes the browser off the CPU counts as blocking).
//
//   npm run build && node bench/main-thread.mjs                        # this build, 3 rounds
//   node bench/main-thread.mjs --rounds=4 --compare=/tmp/base/client/dist   # against another client build
//
// Starts the built server with the demo data (database candlog_bench_main_thread, env
// BENCH_MAIN_THREAD_DATABASE) once per client build (CLIENT_DIST), signs in as the demo user in
// Debian's Chromium (412×823 phone viewport, HTTP cache off) and loads /, /analytics and /trades
// cold, alternating the builds each round. From a Chromium trace of each load it sums the main
// thread's tasks by their thread CPU time (`tdur`):
//   CPU-TBT = Σ max(0, 4 × task CPU time − 50 ms) over the tasks after the first contentful paint
// (Lighthouse's mobile preset slows the CPU 4×), the main thread's total CPU time and the longest
// task (× 4). No network throttling: this measures the main thread's work, not the critical path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startServer } from './lib/http-server.mjs';
import { benchArgs } from './lib/args.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const ROUNDS = Number(args.rounds ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_MAIN_THREAD_DATABASE ?? 'candlog_bench_main_thread';
const ROUTES = ['/', '/analytics', '/trades'];
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
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${DATABASE}`;

const builds = [['this build', path.join(ROOT, 'client/dist')]];
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
  return {
    cpuTbt: afterFcp.reduce((s, e) => s + Math.max(0, CPU_SLOWDOWN * cpuMs(e) - 50), 0),
    cpuTotal: tasks.reduce((s, e) => s + cpuMs(e), 0),
    longest: CPU_SLOWDOWN * Math.max(0, ...afterFcp.map(cpuMs)),
  };
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results = builds.map(() => Object.fromEntries(ROUTES.map((r) => [r, []])));
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
    const order = builds.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      for (const route of ROUTES) {
        const page = pages[i];
        await page.goto('about:blank');
        await page.tracing.start({
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'loading',
            'toplevel',
            'blink.user_timing',
          ],
        });
        await page.goto(`${servers[i].baseUrl}${route}`, { waitUntil: 'networkidle0' });
        await new Promise((r) => setTimeout(r, 2500)); // below-the-fold widgets render when idle
        const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
        results[i][route].push(taskFigures(trace.traceEvents));
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
