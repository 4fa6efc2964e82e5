#!/usr/bin/env node
// Gzipped JavaScript a browser downloads to show a route, from the Vite build manifest.
//
//   npm run build -w client && npm run bench:size            # every route
//   npm run bench:size -- --route /login --budget 120        # one route; exit 1 over budget (KiB)
//
// A route's JS = the entry chunk and its static imports, plus the lazy chunks the route itself
// loads (and their static imports). Lazy chunks the route does not load (formik, charts of other
// screens, the explorer) are not counted. Sizes are gzip level 9 of the built files, in KiB.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${path.relative(root, manifestPath)}: run \`npm run build -w client\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const SIGNED_IN = ['src/app/AuthenticatedApp.tsx'];
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

const gzCache = new Map();
function gzipKiB(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzCache.get(file);
}

/** Every JS file a manifest key pulls in through static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update ROUTES in bench/bundle-size.mjs)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

export function routeFiles(route) {
  const keys = new Set();
  for (const key of ['index.html', ...ROUTES[route]]) for (const k of staticClosure(key)) keys.add(k);
  return [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
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
for (const route of only ? [only] : Object.keys(ROUTES)) {
  const files = routeFiles(route);
  const total = files.reduce((sum, f) => sum + gzipKiB(f), 0);
  const limit = route === '/login' ? budget : only ? budget : undefined;
  const verdict = limit === undefined ? '' : total <= limit ? `  (budget ${limit} KiB: ok)` : `  (budget ${limit} KiB: OVER)`;
  if (limit !== undefined && total > limit) failed = true;
  console.log(`${route.padEnd(16)} ${total.toFixed(1).padStart(7)} KiB gzipped JS in ${files.length} files${verdict}`);
  if (args.includes('--verbose')) for (const f of files) console.log(`    ${gzipKiB(f).toFixed(1).padStart(7)} KiB  ${f}`);
}
process.exit(failed ? 1 : 0);
