// npm run bench:playbooks [-- --trades=100000 --runs=5 --no-build]
// Issue 30: the playbook, tag and rule figures (GET /api/analytics/{playbooks,tags,rules}, one
// statement each) at 100k trades with 20 tags and 5 playbooks of 4 rules, against the dashboard's
// own figure set over the same account (bench/lib/dashboard.mjs FIGURES, one per-request object
// per load), in process on the local PostgreSQL (BENCH_ADMIN_URL). Target: the three figures
// together within 2× the dashboard's. One JSON line per measurement; the database is dropped at the end.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { FIGURES, median } from './lib/dashboard.mjs';
import { prng, seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const trades = Number(args.trades ?? 100000);
const runs = Number(args.runs ?? 5);
const TARGET_RATIO = 2;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const db = benchDatabase(adminUrl, 'candlog_bench_playbooks');
const out = (o) => console.log(JSON.stringify(o));

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/analytics/analytics.service.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
const { AnalyticsService } = require(path.join(root, 'server/dist/modules/analytics/analytics.service.js'));

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${db.name}"`);
  await admin.end();
  const ds = createDataSource(db.url, { poolSize: 4 });
  ds.options.extra.connectionTimeoutMillis = 60_000;
  await ds.initialize();
  await runMigrations(ds);

  const client = new Client({ connectionString: db.url });
  await client.connect();
  const t0 = performance.now();
  const endMs = Date.UTC(2026, 10, 20, 18, 0, 0);
  const { userId, accountId } = await seedUserWithTrades(client, {
    email: 'bench-playbooks@bench.local',
    passwordHash: 'x',
    trades,
    seed: trades,
    endMs,
  });
  await seedLinks(client, userId, accountId);
  await client.query('VACUUM ANALYZE');
  await client.end();
  out({ event: 'seeded', trades, tags: 20, playbooks: 5, ms: Math.round(performance.now() - t0) });

  const service = new AnalyticsService(ds);
  const viewer = { id: userId, timezone: 'America/New_York' };
  const scope = service.scope(viewer, accountId, {});
  const dashboard = async () => {
    const s = service.forRequest();
    await Promise.all(FIGURES.map(([, f]) => f(s, scope)));
  };
  const playbookFigures = async () => {
    const s = service.forRequest();
    await Promise.all([s.byPlaybook(scope), s.byUserTag(scope), s.byRule(scope)]);
  };
  const time = async (fn) => {
    await fn(); // warm-up
    const ms = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await fn();
      ms.push(performance.now() - t);
    }
    return median(ms);
  };
  const dashboardMs = await time(dashboard);
  const playbooksMs = await time(playbookFigures);
  for (const [name, fn] of [
    ['byPlaybook', (s) => s.byPlaybook(scope)],
    ['byUserTag', (s) => s.byUserTag(scope)],
    ['byRule', (s) => s.byRule(scope)],
  ])
    out({ figure: name, trades, ms: Math.round(await time(() => fn(service.forRequest()))) });
  const ratio = playbooksMs / dashboardMs;
  out({
    trades,
    dashboardMs: Math.round(dashboardMs),
    playbookFiguresMs: Math.round(playbooksMs),
    ratio: Number(ratio.toFixed(2)),
    target: `≤ ${TARGET_RATIO}× the dashboard`,
    ok: ratio <= TARGET_RATIO,
  });
  await ds.destroy();
}

/** 20 tags (0–2 per trade), 5 playbooks of 4 rules (80 % of trades), every rule of a trade's playbook ticked. */
async function seedLinks(client, userId, accountId) {
  const rand = prng(7);
  const kinds = ['setup', 'mistake', 'custom'];
  const tags = [];
  for (let i = 0; i < 20; i++) {
    const { rows } = await client.query(
      `INSERT INTO tags (user_id, name, kind, color) VALUES ($1, $2, $3, '#6b7280') RETURNING id`,
      [userId, `Tag ${i}`, kinds[i % 3]],
    );
    tags.push(rows[0].id);
  }
  const playbooks = [];
  for (let p = 0; p < 5; p++) {
    const { rows } = await client.query(`INSERT INTO playbooks (user_id, name) VALUES ($1, $2) RETURNING id`, [
      userId,
      `Playbook ${p}`,
    ]);
    const rules = [];
    for (let r = 0; r < 4; r++) {
      const res = await client.query(
        `INSERT INTO playbook_rules (user_id, playbook_id, position, text) VALUES ($1, $2, $3, $4) RETURNING id`,
        [userId, rows[0].id, r, `Rule ${r}`],
      );
      rules.push(res.rows[0].id);
    }
    playbooks.push({ id: rows[0].id, rules });
  }
  const { rows: ids } = await client.query(`SELECT id FROM trades WHERE account_id = $1 ORDER BY id`, [accountId]);
  const tagRows = [];
  const pbRows = [];
  const checkRows = [];
  for (const { id } of ids) {
    const n = Math.floor(rand() * 3);
    const chosen = new Set();
    for (let k = 0; k < n; k++) chosen.add(tags[Math.floor(rand() * tags.length)]);
    for (const t of chosen) tagRows.push([id, t]);
    if (rand() < 0.8) {
      const pb = playbooks[Math.floor(rand() * playbooks.length)];
      pbRows.push([id, pb.id]);
      for (const r of pb.rules) checkRows.push([id, r, rand() < 0.7]);
    }
  }
  const insert = async (sql, rows, width) => {
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      const cols = chunk[0].map((_, c) => chunk.map((r) => r[c]));
      await client.query(sql, [userId, ...cols.slice(0, width)]);
    }
  };
  await insert(
    `INSERT INTO trade_tags (user_id, trade_id, tag_id) SELECT $1, * FROM unnest($2::uuid[], $3::uuid[])`,
    tagRows,
    2,
  );
  await insert(
    `INSERT INTO trade_playbooks (user_id, trade_id, playbook_id) SELECT $1, * FROM unnest($2::uuid[], $3::uuid[])`,
    pbRows,
    2,
  );
  await insert(
    `INSERT INTO trade_rule_checks (user_id, trade_id, rule_id, followed)
     SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::boolean[])`,
    checkRows,
    3,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await dropScratchDatabase(db);
    await runCleanups();
  });
