// npm run bench:import [-- --fills=100000 --no-build]
// Times one broker import of N fills (TradeStation layout, no broker ids: the counted multiset
// de-duplication path) through the real batch processor — parse, de-duplicate, multi-row inserts,
// trade rebuild, commit — against a plain PostgreSQL COPY of the same N rows into `executions`
// (same indexes, foreign keys and defaults; rolled back), and samples this process's RSS while
// the import runs. Both figures come from the same run. Database: import_bench on BENCH_ADMIN_URL.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? true]),
);
const fills = Number(args.fills ?? 100000);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'import_bench';
const dbUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const TARGET_RATIO = 4;
const TARGET_RSS_MB = 400;

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/imports/import-processor.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { from: copyFrom } = require('pg-copy-streams');
const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
const { processBatch } = require(path.join(root, 'server/dist/modules/imports/import-processor.js'));

/** N fills over 40 symbols: each symbol scales in twice then out twice, so round trips close. */
function csv(n) {
  const lines = [
    'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add',
  ];
  const start = Date.UTC(2024, 0, 2, 14, 30);
  for (let i = 0; i < n; i += 1) {
    const symbol = `S${String(i % 40).padStart(2, '0')}`;
    const step = Math.floor(i / 40) % 4;
    const t = new Date(start + i * 1000);
    const date = `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}`;
    const time = t.toISOString().slice(11, 19);
    const price = (100 + ((i * 7919) % 2000) / 100).toFixed(2);
    lines.push(
      `B1,${date},${date},USD,stock,${step < 2 ? 'B' : 'S'},${symbol},${(step % 2) + 1}00,${price},${time},0.5,0.01,0,0,0,0,0`,
    );
  }
  return lines.join('\n');
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
  const file = Buffer.from(csv(fills));

  // The import: a batch row as POST /api/imports leaves it, claimed, then processed in process.
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
  const [done] = await ds.query(`SELECT status, summary, error FROM import_batches WHERE id = $1`, [batch.id]);
  if (done.status !== 'done') throw new Error(`import ${done.status}: ${done.error}`);

  // The floor: a plain COPY of the same rows into the same table (same indexes, foreign keys and
  // defaults; new ids, under a second batch), in a transaction rolled back afterwards.
  const rows = await ds.query(`SELECT * FROM executions WHERE import_batch_id = $1 ORDER BY source_sequence`, [
    batch.id,
  ]);
  const columns = Object.keys(rows[0]).filter((c) => c !== 'id' && c !== 'import_batch_id');
  const [floorBatch] = await ds.query(
    `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, status) VALUES ($1, $2, 'copy', 'copy', 'UTC', 'done') RETURNING id`,
    [user.id, account.id],
  );
  const text =
    rows
      .map((r) =>
        [
          ...columns.map((c) => {
            const v = r[c];
            if (v === null) return '\\N';
            return (v instanceof Date ? v.toISOString() : String(v))
              .replace(/\\/g, '\\\\')
              .replace(/\t/g, '\\t')
              .replace(/\n/g, '\\n');
          }),
          floorBatch.id,
        ].join('\t'),
      )
      .join('\n') + '\n';
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  await client.query('BEGIN');
  const t1 = performance.now();
  await pipeline(
    Readable.from([text]),
    client.query(copyFrom(`COPY executions (${columns.join(', ')}, import_batch_id) FROM STDIN`)),
  );
  const copyMs = performance.now() - t1;
  await client.query('ROLLBACK');
  await client.end();

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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
