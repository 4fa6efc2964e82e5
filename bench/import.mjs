// npm run bench:import [-- --fills=100000 --no-build]
// Times one broker import of N fills (TradeStation layout, no broker ids: the counted multiset
// de-duplication path) through the real batch processor — parse, de-duplicate, COPY the fills,
// trade rebuild (trades, rollups, fill links), commit — against a plain PostgreSQL COPY of the same
// N rows into `executions` run just before on the same empty table (same columns, indexes, foreign
// keys and defaults; rolled back, then VACUUM), and samples this process's RSS while the import
// runs. Both figures come from the same run; the 1-minute load average is printed before the COPY,
// between and after the import (the machine is shared). Database: import_bench on BENCH_ADMIN_URL.
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

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const fills = Number(args.fills ?? 100000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'import_bench';
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const TARGET_RATIO = 4;
const TARGET_RSS_MB = 400;

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
  const parsed = parseImportFile(fillFile(fills), 'tradestation', { timezone: 'America/New_York' });
  const [floorBatch] = await ds.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status) VALUES ($1, $2, 'copy', 'copy', 'UTC', 'done') RETURNING id`,
    [userId, accountId],
  );
  // The same rows and text format as the import's COPY (executionLine), sent in one piece.
  const owner = ownerFields({ userId, accountId, batchId: floorBatch.id });
  const text = parsed.executions.map((e) => executionLine(randomUUID(), owner, e)).join('\n') + '\n';
  const columns = EXECUTION_COLUMNS.join(', ');
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  await client.query('BEGIN');
  const t1 = performance.now();
  await pipeline(Readable.from([text]), client.query(copyFrom(`COPY executions (${columns}) FROM STDIN`)));
  const copyMs = performance.now() - t1;
  await client.query('ROLLBACK');
  await client.query('VACUUM ANALYZE executions');
  await client.end();

  await pool.end();
  console.log(JSON.stringify({ copy_ms: copyMs }));
}

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const ds = createDataSource(dbUrl, { poolSize: 4 });
  await ds.initialize();
  await runMigrations(ds);
  const [user] = await ds.query(
    `INSERT INTO users (email, username, password_hash) VALUES ('bench@import.test', 'bench', 'x') RETURNING id`,
  );
  const [account] = await ds.query(
    `INSERT INTO trading_accounts (user_id, name, currency, initial_balance) VALUES ($1, 'Bench', 'USD', 0) RETURNING id`,
    [user.id],
  );
  const file = Buffer.from(fillFile(fills));
  const load = [os.loadavg()];

  // The floor first, in a child process (its copy of the rows must not count in the import's RSS).
  const floor = JSON.parse(
    execFileSync(
      process.execPath,
      [
        fileURLToPath(import.meta.url),
        '--floor-only',
        `--fills=${fills}`,
        `--user=${user.id}`,
        `--account=${account.id}`,
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  );
  const copyMs = floor.copy_ms;
  load.push(os.loadavg());

  // The import, right after: a batch row as POST /api/imports leaves it, claimed, then processed in process.
  const [batch] = await ds.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status, payload, started_at)
     VALUES ($1, $2, 'bench.csv', 'tradestation', 'America/New_York', 'running', $3, now()) RETURNING id`,
    [user.id, account.id, file],
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

  const result = {
    bench: 'import',
    fills,
    file_mb: +(file.length / 1048576).toFixed(1),
    import_ms: Math.round(importMs),
    copy_ms: Math.round(copyMs),
    ratio: +(importMs / copyMs).toFixed(2),
    target_ratio: TARGET_RATIO,
    rss_peak_mb: Math.round(rssPeak / 1048576),
    rss_before_mb: Math.round(rssBefore / 1048576),
    target_rss_mb: TARGET_RSS_MB,
    load_avg_1m: load.map((l) => +l[0].toFixed(2)),
    executions_added: done.summary.executions_added,
    trades_created: done.summary.trades_created,
  };
  console.log(JSON.stringify(result));
  await ds.destroy();
  if (!args.keep) {
    const a2 = new Client({ connectionString: adminUrl });
    await a2.connect();
    await a2.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await a2.end();
  }
}

(args['floor-only'] ? floorOnly(args.user, args.account) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
