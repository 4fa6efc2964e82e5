// npm run bench:import [-- --fills=100000 --no-build] [--mode=both|process|http] [--keep]
// npm run bench:import -- --fills=1000000 --mode=http   (issue 27: a million fills through the HTTP API)
//
// --mode=http (in `both`, after the in-process import, on a fresh account): the built server as a
// child process (its own DB_STATEMENT_TIMEOUT_MS, 5 s by default), the file uploaded by POST
// /api/imports and polled until done: upload to done, with the server's peak RSS (VmHWM) — beside
// a bare COPY of the same rows into a plain typed table (the physical floor: executions' columns,
// no index, key, check or trigger) and the executions-table COPY the import uses. Each run takes a
// database of its own (import_bench_<pid>_<random>): two runs on one PostgreSQL never drop each other's.
// Times one broker import of N fills (TradeStation layout, no broker ids: the counted multiset
// de-duplication path) through the real batch processor — parse, de-duplicate, COPY the fills,
// trade rebuild (trades, rollups, fill links), commit — against a plain PostgreSQL COPY of the same
// N rows into `executions` run just before on the same empty table (same columns, indexes, foreign
// keys and defaults; rolled back, then VACUUM), and samples this process's RSS while the import
// runs. Both figures come from the same run; the 1-minute load average is printed before the COPY,
// between and after the import (the machine is shared). Database: a fresh import_bench_<pid>_<random> on BENCH_ADMIN_URL.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { fillFile } from './lib/fill-file.mjs';
import { benchArgs } from './lib/args.mjs';
import { onCleanup, runCleanups } from './lib/cleanup.mjs';
import { dropScratchDatabase } from './lib/scratch-database.mjs';
import { timeWholeImport, wholeImportRows } from './lib/import-floor.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const fills = Number(args.fills ?? 100000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Unique per run (the floor child is told the name): a second run never drops this one's database.
const dbName = args.db ?? `import_bench_${process.pid}_${randomUUID().slice(0, 8)}`;
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const mode = args.mode ?? 'both';
const TARGET_RATIO = 4;
const TARGET_RSS_MB = 400;
/** Issue 27: the HTTP import within 6× the bare COPY of the same rows into a plain typed table. */
const TARGET_HTTP_RATIO = 6;

if (
  !args['floor-only'] &&
  (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/imports/import-processor.js')))
) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { from: copyFrom } = require('pg-copy-streams');
const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
const { processBatch } = require(path.join(root, 'server/dist/modules/imports/import-processor.js'));
const { EXECUTION_COLUMNS, executionLine, ownerFields } = require(
  path.join(root, 'server/dist/modules/imports/execution-store.js'),
);
const { parseImportFile } = require(path.join(root, 'server/dist/modules/imports/parsers/registry.js'));

/**
 * The floor, on the same empty table the import will see: a plain COPY of the same rows (the file
 * parsed by the same parser, every column the import writes, same indexes, foreign keys, checks
 * and defaults), in a transaction rolled back, then VACUUM so the import does not pay for the
 * rolled-back rows' dead index entries. Run in a child process (--floor-only).
 */
async function floorOnly(userId, accountId) {
  const pool = new Client({ connectionString: dbUrl });
  await pool.connect();
  const ds = { query: async (sql, params) => (await pool.query(sql, params)).rows };
  const parsed = parseImportFile(fs.readFileSync(args.file, 'utf8'), 'tradestation', { timezone: 'America/New_York' });
  const [floorBatch] = await ds.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status) VALUES ($1, $2, 'copy', 'copy', 'UTC', 'done') RETURNING id`,
    [userId, accountId],
  );
  // The same rows and text format as the import's COPY (executionLine), sent in pieces of 8 MB.
  const owner = ownerFields({ userId, accountId, batchId: floorBatch.id });
  // The whole import's rows (fills, trades, links), built before the fills are turned into lines.
  const whole = wholeImportRows(root, parsed.executions, { userId, accountId, batchId: floorBatch.id });
  const lines = parsed.executions.map((e) => executionLine(randomUUID(), owner, e));
  parsed.executions.length = 0;
  const pieces = [];
  for (let at = 0; at < lines.length; at += 50000) pieces.push(lines.slice(at, at + 50000).join('\n') + '\n');
  lines.length = 0;
  const columns = EXECUTION_COLUMNS.join(', ');
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  const timedCopy = async (table) => {
    await client.query('BEGIN');
    const t = performance.now();
    await pipeline(Readable.from(pieces), client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`)));
    const ms = performance.now() - t;
    await client.query('ROLLBACK');
    return ms;
  };
  // The physical floor: the same columns and types, nothing else (no index, key, check, trigger).
  // (LIKE … INCLUDING DEFAULTS: the columns, their types, NOT NULLs and defaults; no index, key or check.)
  await client.query(`CREATE TABLE bench_plain_fills (LIKE executions INCLUDING DEFAULTS)`);
  const bareMs = await timedCopy('bench_plain_fills');
  await client.query(`DROP TABLE bench_plain_fills`);
  const copyMs = await timedCopy('executions');
  pieces.length = 0;
  // The whole-import floor: the import's fills, trades and links, one COPY per table (import-floor.mjs).
  const wholeFloor = await timeWholeImport(client, whole);
  await client.query('VACUUM ANALYZE executions, trades, trade_executions');
  await client.end();

  await pool.end();
  console.log(
    JSON.stringify({
      copy_ms: copyMs,
      bare_copy_ms: bareMs,
      whole_floor_ms: wholeFloor.total,
      whole_floor_parts_ms: wholeFloor.parts,
      whole_floor_rows: whole.counts,
    }),
  );
}

/** Peak and current resident memory of a process, from /proc (Linux), in MB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { hwm: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
}

/**
 * The import through the HTTP API, as a user does it: the built server as a child process, the file
 * uploaded as multipart, GET /api/imports/:id polled until done. Returns the time from the upload's
 * start to done, the server's peak RSS, and the progress seen (rows by step).
 */
async function httpImport(file, email, password, accountName) {
  const { startServer } = await import('./lib/http-server.mjs');
  const server = await startServer(root, dbUrl, {
    env: {
      IMPORT_MAX_MB: '1024',
      IMPORT_MAX_LINES: '20000000',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const token = await server.login(email, password);
    const auth = { authorization: `Bearer ${token}` };
    const account = await (
      await fetch(`${server.baseUrl}/api/accounts/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: accountName, currency: 'USD', initial_balance: 0 }),
      })
    ).json();
    global.gc?.();
    const idle = memoryOf(server.pid);
    let peakDuring = idle.rss;
    const sampler = setInterval(() => {
      try {
        peakDuring = Math.max(peakDuring, memoryOf(server.pid).rss);
      } catch {
        /* exited */
      }
    }, 20);
    const t0 = performance.now();
    const form = new FormData();
    form.set('file', await fs.openAsBlob(file), 'bench.csv');
    form.set('account_id', account.id);
    form.set('timezone', 'America/New_York');
    const queued = await fetch(`${server.baseUrl}/api/imports`, { method: 'POST', headers: auth, body: form });
    if (queued.status !== 202) throw new Error(`upload ${queued.status}: ${await queued.text()}`);
    const uploadMs = performance.now() - t0;
    const { id } = await queued.json();
    const seen = [];
    let batch;
    let resets = 0;
    for (;;) {
      // A poll answered 503 (the server's 3 s database connect timing out under load), or whose
      // kept-alive connection the busy server reset: asked again.
      const answer = await fetch(`${server.baseUrl}/api/imports/${id}`, { headers: auth }).catch((error) => {
        if (++resets > 20) throw error;
        return { status: 503 };
      });
      if (answer.status === 503) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      batch = await answer.json();
      if (answer.status !== 200) throw new Error(`poll ${answer.status}: ${JSON.stringify(batch)}`);
      seen.push({ t: Math.round(performance.now() - t0), ...batch.progress });
      if (!['queued', 'running'].includes(batch.status)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const importMs = performance.now() - t0;
    clearInterval(sampler);
    const end = memoryOf(server.pid);
    if (batch.status !== 'done') {
      // The server's own error lines say which step failed (its message to the user does not).
      const errors = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)|error/i.test(line))
        .slice(-20);
      throw new Error(`import ${batch.status}: ${batch.error}\nserver errors:\n${errors.join('\n')}`);
    }
    return {
      importMs,
      uploadMs,
      idleMb: idle.rss,
      peakMb: Math.max(peakDuring, end.rss),
      hwmMb: end.hwm,
      summary: batch.summary,
      seen,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  // Dropped however the run ends (an error, Ctrl-C, SIGTERM), unless --keep.
  if (!args.keep) onCleanup(() => dropScratchDatabase({ name: dbName, adminUrl, temporary: true }));
  const ds = createDataSource(dbUrl, { poolSize: 4 });
  await ds.initialize();
  await runMigrations(ds);
  const password = 'bench-import-password';
  const { benchPasswordHash } = await import('./lib/bench-database.mjs');
  const [user] = await ds.query(
    `INSERT INTO users (email, username, password_hash) VALUES ('bench@import.test', 'bench', $1) RETURNING id`,
    [await benchPasswordHash(password)],
  );
  const [account] = await ds.query(
    `INSERT INTO trading_accounts (user_id, name, currency, initial_balance) VALUES ($1, 'Bench', 'USD', 0) RETURNING id`,
    [user.id],
  );
  const filePath = path.join(os.tmpdir(), `${dbName}.csv`);
  fs.writeFileSync(filePath, fillFile(fills));
  const fileMb = +(fs.statSync(filePath).size / 1048576).toFixed(1);
  const load = [os.loadavg()];
  const result = { bench: 'import', db: dbName, fills, file_mb: fileMb };

  try {
    // The floors first, in a child process (its copy of the rows must not count in the import's RSS).
    const floor = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--max-old-space-size=8192',
          fileURLToPath(import.meta.url),
          '--floor-only',
          `--db=${dbName}`,
          `--file=${filePath}`,
          `--user=${user.id}`,
          `--account=${account.id}`,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
      ),
    );
    const copyMs = floor.copy_ms;
    const wholeMs = floor.whole_floor_ms;
    Object.assign(result, {
      copy_ms: Math.round(copyMs),
      bare_copy_ms: Math.round(floor.bare_copy_ms),
      whole_floor_ms: Math.round(wholeMs),
      whole_floor_parts_ms: Object.fromEntries(
        Object.entries(floor.whole_floor_parts_ms).map(([k, v]) => [k, Math.round(v)]),
      ),
      whole_floor_rows: floor.whole_floor_rows,
    });
    load.push(os.loadavg());

    if (mode !== 'http') {
      // The import, right after: a batch row as POST /api/imports leaves it, claimed, then processed in process.
      const [batch] = await ds.query(
        `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
         VALUES ($1, $2, 'bench.csv', 'tradestation', 'America/New_York', 'running', $3, now()) RETURNING id`,
        [user.id, account.id, fs.readFileSync(filePath)],
      );
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 20);
      const t0 = performance.now();
      await processBatch(ds, batch.id);
      const importMs = performance.now() - t0;
      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      load.push(os.loadavg());
      const [done] = await ds.query(`SELECT status, summary, error FROM import_batches WHERE id = $1`, [batch.id]);
      if (done.status !== 'done') throw new Error(`import ${done.status}: ${done.error}`);
      Object.assign(result, {
        import_ms: Math.round(importMs),
        ratio: +(importMs / copyMs).toFixed(2),
        ratio_whole_floor: +(importMs / wholeMs).toFixed(2),
        target_ratio: TARGET_RATIO,
        rss_peak_mb: Math.round(rssPeak / 1048576),
        rss_before_mb: Math.round(rssBefore / 1048576),
        target_rss_mb: TARGET_RSS_MB,
        executions_added: done.summary.executions_added,
        trades_created: done.summary.trades_created,
      });
    }
    if (mode !== 'process') {
      // Through the HTTP API, on an account of its own (nothing to de-duplicate against).
      const http = await httpImport(filePath, 'bench@import.test', password, `Bench HTTP ${Date.now()}`);
      load.push(os.loadavg());
      Object.assign(result, {
        http_import_ms: Math.round(http.importMs),
        http_upload_ms: Math.round(http.uploadMs),
        http_ratio_bare_copy: +(http.importMs / floor.bare_copy_ms).toFixed(2),
        http_ratio_executions_copy: +(http.importMs / copyMs).toFixed(2),
        http_ratio_whole_floor: +(http.importMs / wholeMs).toFixed(2),
        target_http_ratio_bare_copy: TARGET_HTTP_RATIO,
        http_server_rss_idle_mb: Math.round(http.idleMb),
        http_server_rss_peak_mb: Math.round(http.peakMb),
        http_server_vmhwm_mb: Math.round(http.hwmMb),
        target_rss_mb: TARGET_RSS_MB,
        http_executions_added: http.summary.executions_added,
        http_trades_created: http.summary.trades_created,
      });
      if (args.progress) {
        for (const p of http.seen) console.error(JSON.stringify(p));
      }
    }
    result.load_avg_1m = load.map((l) => +l[0].toFixed(2));
    console.log(JSON.stringify(result));
  } finally {
    await ds.destroy();
    fs.rmSync(filePath, { force: true });
    await runCleanups();
  }
}

(args['floor-only'] ? floorOnly(args.user, args.account) : main()).catch((error) => {
  console.error(error);
  runCleanups().finally(() => process.exit(1));
});
