// npm run bench:pdf [-- --trades=100000 --runs=5 --no-build --keep]
// The PDF report over a long history: seeds one user with N trades (bench/lib/seed-trades.mjs, as
// bench/seed-bench-user.mjs does) in a scratch database (BENCH_DATABASE, default candlog_bench_pdf),
// starts the built server and times GET /api/reports/pdf over the whole history, one account and
// all accounts. Target (issue 15): 100k trades under 3 s, file under 2 MB.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { startServer } from './lib/http-server.mjs';
import { benchArgs } from './lib/args.mjs';
import { benchPasswordHash, migratedBenchDatabase } from './lib/bench-database.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const trades = Number(args.trades ?? 100000);
const runs = Number(args.runs ?? 5);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique to the run and dropped at its end; --keep reuses the fixed candlog_bench_pdf.
const db = benchDatabase(adminUrl, 'candlog_bench_pdf', {
  keep: Boolean(args.keep),
  explicit: process.env.BENCH_DATABASE,
});
const dbName = db.name;
const dbUrl = db.url;
const TARGET_MS = 3000;
const TARGET_BYTES = 2 * 1024 * 1024;
const PASSWORD = 'bench-password';
const EMAIL = `pdf-${trades}@bench.local`;
const out = (o) => console.log(JSON.stringify(o));

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
await migratedBenchDatabase(root, adminUrl, dbName, { keep: Boolean(args.keep) });
const { Client } = require('pg');

const client = new Client({ connectionString: dbUrl });
await client.connect();
let ids = (
  await client.query(
    `SELECT u.id AS "userId", a.id AS "accountId" FROM users u JOIN trading_accounts a ON a.user_id = u.id WHERE u.email = $1`,
    [EMAIL],
  )
).rows[0];
if (!ids) {
  const passwordHash = await benchPasswordHash(PASSWORD);
  const t0 = performance.now();
  ids = await seedUserWithTrades(client, {
    email: EMAIL,
    passwordHash,
    trades,
    seed: 7,
    endMs: Date.UTC(2026, 10, 20),
  });
  await client.query('VACUUM ANALYZE');
  out({ event: 'seeded', trades, ms: Math.round(performance.now() - t0) });
}
await client.end();

const server = await startServer(root, dbUrl);
try {
  const token = await server.login(EMAIL, PASSWORD);
  for (const [name, query] of [
    ['one account', `account_id=${ids.accountId}&start_date=2000-01-01`],
    ['all accounts', 'start_date=2000-01-01'],
  ]) {
    const times = [];
    let bytes = 0;
    let pages = 0;
    for (let r = 0; r < runs + 1; r++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}/api/reports/pdf?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${res.status}: ${body.toString().slice(0, 300)}`);
      if (r > 0) times.push(performance.now() - t0); // the first run warms the server up
      bytes = body.length;
      pages = (body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    }
    times.sort((a, b) => a - b);
    const median = Math.round(times[Math.floor(times.length / 2)]);
    out({
      scope: name,
      trades,
      medianMs: median,
      maxMs: Math.round(times[times.length - 1]),
      bytes,
      pages,
      ok: median < TARGET_MS && bytes < TARGET_BYTES,
      load: os.loadavg().map((x) => x.toFixed(2)),
    });
  }
} finally {
  await server.stop();
  await runCleanups();
}
