#!/usr/bin/env node
// Lighthouse on the four main screens, as a trader on a phone (and a desktop) meets them.
//
//   npm run build && npm run bench:lighthouse               # mobile + desktop, 3 runs each
//   npm run bench:lighthouse -- --runs=1 --preset=mobile     # quicker
//   npm run bench:lighthouse -- --json=/tmp/lh.json          # also write every run's figures
//
// Starts the built server (server/dist/main.js) on its own database with the demo data, launches
// Debian's Chromium through puppeteer-core (never a downloaded browser) and runs one Lighthouse
// user flow per run: a cold navigation to /login, the demo user signs in through the form, then
// cold navigations to /, /analytics and /trades. Lighthouse clears the HTTP cache before each
// navigation but keeps localStorage (its default clearStorageTypes), so the session survives.
// BENCH_SERVER_MAIN and CLIENT_DIST point it at another build (e.g. a copy of the build before a change).
// Presets: Lighthouse's default (mobile: simulated slow 4G, 4× CPU slowdown) and its desktop
// config. Prints the median of the runs per page and preset.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startServer } from './lib/http-server.mjs';
import { startFlow, desktopConfig } from 'lighthouse';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const RUNS = Number(args.runs ?? 3);
const PRESETS = (args.preset ?? 'mobile,desktop').split(',');
// A free port by default, so two runs side by side never collide; BENCH_LIGHTHOUSE_PORT fixes one
// (not 4190 and the like: browsers refuse "bad ports"; the ephemeral ports a free one comes from are
// above all of them).
const PORT = process.env.BENCH_LIGHTHOUSE_PORT ? Number(process.env.BENCH_LIGHTHOUSE_PORT) : undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_lighthouse.
const DB = benchDatabase(ADMIN_URL, 'candlog_bench_lighthouse', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_LIGHTHOUSE_DATABASE,
});
const DATABASE = DB.name;
const DEMO = { email: 'demo@candlog.app', password: 'candlog-demo' };
const SIGNED_IN_PAGES = ['/', '/analytics', '/trades'];
const PAGES = ['/login', ...SIGNED_IN_PAGES];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

/** The built server with the demo user, as `npm start` runs it (production mode). */
async function startDemoServer() {
  if ((await admin(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).rowCount === 0)
    await admin(`CREATE DATABASE ${DATABASE}`);
  const server = await startServer(ROOT, DB.url, {
    port: PORT,
    main: process.env.BENCH_SERVER_MAIN,
    env: { DEMO_MODE: '1' },
    readyTimeoutMs: 180_000, // the first start migrates the database and seeds the demo data
  });
  // An interrupted bench does not leave the server holding the port: bench/lib/cleanup.mjs.
  return server;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    lcp_ms: audit('largest-contentful-paint'),
    tbt_ms: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    seo: score('seo'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    bytes_kib: audit('total-byte-weight') / 1024,
  };
}

/** --debug: what moved, what the LCP element was, the long tasks and the heaviest requests. */
function debugStep(name, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  console.error(
    `\n[${name}] LCP element:`,
    JSON.stringify(
      items('largest-contentful-paint-element')
        .map((i) => i.items ?? i)
        .flat()
        .slice(0, 3),
    ).slice(0, 600),
  );
  for (const i of items('layout-shifts'))
    console.error(`  shift ${i.score?.toFixed(3)}: ${i.node?.selector ?? ''} ${i.node?.snippet?.slice(0, 120) ?? ''}`);
  // TBT counts each long task's time over 50 ms between the first paint and Interactive (simulated).
  const m = items('metrics')[0] ?? {};
  // Lighthouse's own measure of this machine's CPU (its 4× mobile slowdown assumes a fast desktop).
  console.error(
    `  benchmarkIndex ${lhr.environment?.benchmarkIndex}; warnings: ${(lhr.runWarnings ?? []).join(' | ') || 'none'}`,
  );
  console.error(
    `  FCP ${Math.round(m.firstContentfulPaint)} ms, LCP ${Math.round(m.largestContentfulPaint)} ms, ` +
      `Interactive ${Math.round(m.interactive)} ms, TBT ${Math.round(m.totalBlockingTime)} ms`,
  );
  for (const t of items('long-tasks').slice(0, 12))
    console.error(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${t.url})`);
  // Where the main thread's time goes (simulated phone CPU): by kind of work, then by script.
  const ms = (v) => `${Math.round(v ?? 0)} ms`;
  console.error(
    `  main thread: ${items('mainthread-work-breakdown')
      .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`)
      .join(', ')}; ${lhr.audits['dom-size']?.displayValue ?? ''}`,
  );
  for (const i of items('bootup-time').slice(0, 5))
    console.error(
      `  script ${i.url.replace(/^https?:\/\/[^/]+/, '')}: total ${ms(i.total)}, evaluation ${ms(i.scripting)}, parse/compile ${ms(i.scriptParseCompile)}`,
    );
  for (const r of items('network-requests')) {
    console.error(
      `  ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms ${(r.transferSize / 1024).toFixed(1).padStart(6)} KiB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
  for (const cat of ['seo', 'accessibility', 'best-practices']) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1)
        console.error(`  ${cat} fails ${ref.id}: ${a.title} ${JSON.stringify(a.details?.items ?? []).slice(0, 300)}`);
    }
  }
}

/** One cold flow: /login, sign in through the form, then each signed-in page. */
async function runFlow(base, preset) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const flags = { onlyCategories: CATEGORIES };
    const flow = await startFlow(page, { name: `Candlog ${preset}`, config, flags });
    await flow.navigate(`${base}/login`, { name: '/login' });
    await page.type('#login-email', DEMO.email);
    await page.type('#login-password', DEMO.password);
    await page.evaluate(() => {
      const box = [...document.querySelectorAll('label.checkbox input[type=checkbox]')][0];
      if (box && !box.checked) box.click(); // remember me: the token goes to localStorage
    });
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/' && localStorage.getItem('token')),
      page.click('button[type=submit]'),
    ]);
    // In a user flow Lighthouse resets storage (and the HTTP cache) only before the first
    // navigation; asking for it on each makes every page a cold load. clearStorageTypes leaves
    // localStorage alone, so the token stays.
    for (const route of SIGNED_IN_PAGES)
      await flow.navigate(`${base}${route}`, { name: route, disableStorageReset: false });
    const result = await flow.createFlowResult();
    const out = {};
    for (const step of result.steps) {
      const finalPath = new URL(step.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== step.name) throw new Error(`${step.name} ended on ${finalPath} (signed out?)`);
      if (step.lhr.runtimeError) throw new Error(`${step.name}: ${step.lhr.runtimeError.message}`);
      out[step.name] = figures(step.lhr);
      if (args.debug) debugStep(step.name, step.lhr);
    }
    return out;
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs, fmt) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;

const server = await startDemoServer();
const all = {};
try {
  for (const preset of PRESETS) {
    all[preset] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const started = Date.now();
      // Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): that run is
      // repeated (twice at most), never counted.
      for (let attempt = 1; ; attempt += 1) {
        try {
          all[preset].push(await runFlow(server.baseUrl, preset));
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.error(`[lighthouse] ${preset} run ${run} failed (${error.message}); repeating it`);
        }
      }
      console.error(
        `[lighthouse] ${preset} run ${run}/${RUNS} in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    }
  }
} finally {
  await server.stop();
  await runCleanups();
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
console.log(
  `\nLighthouse ${require('lighthouse/package.json').version}, ${CHROMIUM}, medians of ${RUNS} cold loads (range in brackets); load average ${load} on ${os.cpus().length} CPUs\n`,
);
for (const preset of PRESETS) {
  console.log(`${preset}:\n`);
  console.log('| page | performance | LCP | TBT | CLS | SEO | a11y | best practices | bytes |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const p of PAGES) {
    const col = (k) => all[preset].map((r) => r[p][k]);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const ms = (v) => `${Math.round(v)} ms`;
    console.log(
      `| ${p} | ${median(col('performance'))} (${range(col('performance'), String)}) | ${s(median(col('lcp_ms')))} (${range(col('lcp_ms'), s)}) ` +
        `| ${ms(median(col('tbt_ms')))} (${range(col('tbt_ms'), ms)}) | ${median(col('cls')).toFixed(3)} | ${median(col('seo'))} | ${median(col('a11y'))} ` +
        `| ${median(col('best'))} | ${median(col('bytes_kib')).toFixed(0)} KiB |`,
    );
  }
  console.log('');
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify({ load, runs: all }, null, 2));
