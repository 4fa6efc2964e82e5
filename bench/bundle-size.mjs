#!/usr/bin/env node
// The bytes a browser downloads to show a route, as the server actually sends them.
//
//   npm run build && npm run bench:size                      # every route
//   npm run bench:size -- --route /login --budget 120        # one route; exit 1 over budget (KiB)
//
// A route's JS = the entry chunk and its static imports, plus the lazy chunks the route itself
// loads (and their static imports), from the Vite build manifest. Lazy chunks the route does not
// load (formik, charts of other screens, the explorer) are not counted. Each file is fetched from
// the server's own static handler (server/dist/http/static-client.js, on a free local port) with
// `Accept-Encoding: br, gzip`, and the bytes on the wire counted (brotli when the build made a
// .br variant): JS alone (the budget) and with index.html and the route's CSS.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${path.relative(root, manifestPath)}: run \`npm run build -w client\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The start-up chunk (boot/start-signed-in.ts) loads with a stored token, beside the app chunk.
const SIGNED_IN = ['src/boot/start-signed-in.ts', 'src/app/AuthenticatedApp.tsx'];
// The lazy modules each route loads on first paint (see client/src/app/App.tsx and shell/routes.ts).
export const ROUTES = {
  '/login': [],
  '/reset-password': ['src/features/auth/ResetPasswordPage.tsx'],
  '/': [...SIGNED_IN, 'src/features/dashboard/DashboardPage.tsx'],
  '/analytics': [...SIGNED_IN, 'src/features/analytics/AnalyticsPage.tsx'],
  '/trades': [...SIGNED_IN, 'src/features/trades/TradesPage.tsx'],
  '/journal': [...SIGNED_IN, 'src/features/journal/JournalPage.tsx'],
  '/reports': [...SIGNED_IN, 'src/features/reports/ReportsPage.tsx'],
  '/settings': [...SIGNED_IN, 'src/features/settings/SettingsPage.tsx'],
  '/explorer': [...SIGNED_IN, 'src/features/explorer/ExplorerPage.tsx'],
};

const staticClientJs = path.join(root, 'server', 'dist', 'http', 'static-client.js');
if (!existsSync(staticClientJs)) {
  console.error("No server build: run `npm run build` first (the sizes come from the server's own static handler).");
  process.exit(2);
}
// Express as the server resolves it, and the server's own handler: the same headers and variants.
const serverRequire = createRequire(staticClientJs);
const express = serverRequire('express');
const { staticClient } = serverRequire(staticClientJs);
const app = express();
app.use(staticClient(dist));
const server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s));
});
const base = `http://127.0.0.1:${server.address().port}`;

/** Bytes on the wire for one file, and the encoding it came in. */
function served(file) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/${file}`, { headers: { 'accept-encoding': 'br, gzip', accept: '*/*' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => {
          bytes += c.length;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ kib: bytes / 1024, encoding: res.headers['content-encoding'] ?? 'identity' })
            : reject(new Error(`${file}: HTTP ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
const servedCache = new Map();
const servedKiB = async (file) => {
  if (!servedCache.has(file)) servedCache.set(file, await served(file));
  return servedCache.get(file);
};

/** Every JS file a manifest key pulls in through static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update ROUTES in bench/bundle-size.mjs)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

export function routeFiles(route, ext = '.js') {
  const keys = new Set();
  for (const key of ['index.html', ...ROUTES[route]]) for (const k of staticClosure(key)) keys.add(k);
  if (ext === '.css') return [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  return [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(ext));
}

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = arg('--route');
const budget = arg('--budget') ? Number(arg('--budget')) : only === '/login' || !only ? 120 : undefined;
if (only && !ROUTES[only]) {
  console.error(`Unknown route ${only}; known: ${Object.keys(ROUTES).join(', ')}`);
  process.exit(2);
}

let failed = false;
const html = await servedKiB('index.html');
for (const route of only ? [only] : Object.keys(ROUTES)) {
  const files = routeFiles(route);
  const css = routeFiles(route, '.css');
  let total = 0;
  for (const f of files) total += (await servedKiB(f)).kib;
  let withPage = html.kib;
  for (const f of css) withPage += (await servedKiB(f)).kib;
  withPage += total;
  const limit = route === '/login' ? budget : only ? budget : undefined;
  const verdict =
    limit === undefined ? '' : total <= limit ? `  (budget ${limit} KiB: ok)` : `  (budget ${limit} KiB: OVER)`;
  if (limit !== undefined && total > limit) failed = true;
  console.log(
    `${route.padEnd(16)} ${total.toFixed(1).padStart(7)} KiB of JS served in ${files.length} files; ` +
      `${withPage.toFixed(1).padStart(6)} KiB with index.html and ${css.length} CSS${verdict}`,
  );
  if (args.includes('--verbose')) {
    for (const f of ['index.html', ...css, ...files]) {
      const s = await servedKiB(f);
      console.log(`    ${s.kib.toFixed(1).padStart(7)} KiB  ${s.encoding.padEnd(8)} ${f}`);
    }
  }
}
server.close();
process.exit(failed ? 1 : 0);
