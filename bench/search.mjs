// npm run bench:search [-- --days=10000 --notes=100000 --others=2 --runs=20 --no-build]
// Issue 31 item 5: the first page of the search (SearchService.search: one statement, snippets for
// the page's rows) over one user's 10,000 day entries and 100,000 trade notes, beside `--others`
// users holding as many notes each (never read: every index leads with user_id), in a scratch
// database on the local PostgreSQL (BENCH_ADMIN_URL). Notes are set with an UPDATE, so the
// trigger that keeps trade_note_search is part of the seeding time. Several queries: a common word,
// a rare accented one, two words, a phrase (PostgreSQL rechecks its candidates), a negation,
// nothing found. Reports median and p95 per query, and the EXPLAIN ANALYZE plan of the common word.
// Target: first page ≤ 200 ms. One JSON line per measurement; the database is dropped at the end.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';
import { runCleanups } from './lib/cleanup.mjs';
import { benchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const days = Number(args.days ?? 10000);
const notes = Number(args.notes ?? 100000);
const others = Number(args.others ?? 2);
const runs = Number(args.runs ?? 20);
const TARGET_MS = 200;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const db = benchDatabase(adminUrl, 'candlog_bench_search', { keep: Boolean(args.keep) });
const out = (o) => console.log(JSON.stringify(o));

if (!args['no-build'] || !fs.existsSync(path.join(root, 'server/dist/modules/search/search.service.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}
require('reflect-metadata');
const { Client } = require('pg');
const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
const { SearchService } = require(path.join(root, 'server/dist/modules/search/search.service.js'));
const { SEARCH_HITS } = require(path.join(root, 'server/dist/modules/search/queries/search.queries.js'));

// Words of a trader's notes, most frequent first: a note picks them with a bias to the front, so the
// first words are in a third of the notes and the last ones (accented) in a few hundred.
const VOCABULARY = (
  'entry exit stop target trade breakout pullback support resistance trend range open close volume ' +
  'momentum patience plan sized trimmed runner fade squeeze gap reversal scalp vwap news earnings fomc ' +
  'revenge overtrading chased hesitated held moved tilt discipline followed broke rule setup confirmation ' +
  'retest wick liquidity sweep imbalance premarket afterhours halted spread slippage commission journal ' +
  'café crème déjà naïve résumé'
).split(' ');

/** Sets `column` of the rows `where` selects to 8–32 words of the vocabulary (deterministic per row id). */
function wordsSql(idColumn) {
  return `(SELECT string_agg(v[1 + floor(power(abs(sin(hashtext((${idColumn})::text || i))), 2) * array_length(v, 1))::int],
                             ' ')
             FROM generate_series(1, 8 + abs(hashtext((${idColumn})::text)) % 25) i)`;
}

async function seedNotes(client, userId) {
  await client.query(
    `UPDATE trades SET notes = ${wordsSql('id')} FROM (SELECT $2::text[] AS v) vocab WHERE user_id = $1`,
    [userId, VOCABULARY],
  );
}

async function seedDays(client, userId) {
  await client.query(
    `INSERT INTO journal_days (user_id, day, plan, review, lessons)
     SELECT $1, DATE '2026-11-20' - g, '## Plan ' || ${wordsSql('g')}, '## Review ' || ${wordsSql('g + 7')},
            ${wordsSql('g + 13')}
       FROM generate_series(0, $3 - 1) g, (SELECT $2::text[] AS v) vocab`,
    [userId, VOCABULARY, days],
  );
}

const QUERIES = [
  ['common word', 'breakout'],
  ['rare accented word, typed without accents', 'creme'],
  ['two words', 'revenge trading'],
  ['phrase', '"stop target"'],
  ['negation', 'fomc -earnings'],
  ['nothing found', 'zzzzqx'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${db.name}"`);
  await admin.end();
  const ds = createDataSource(db.url, { poolSize: 2 });
  ds.options.extra.connectionTimeoutMillis = 60_000;
  await ds.initialize();
  await runMigrations(ds);

  const client = new Client({ connectionString: db.url });
  await client.connect();
  const t0 = performance.now();
  const endMs = Date.UTC(2026, 10, 20, 18, 0, 0);
  const { userId } = await seedUserWithTrades(client, {
    email: 'bench-search@bench.local',
    passwordHash: 'x',
    trades: notes,
    seed: notes,
    endMs,
  });
  await seedNotes(client, userId);
  await seedDays(client, userId);
  for (let i = 0; i < others; i++) {
    const other = await seedUserWithTrades(client, {
      email: `bench-search-other-${i}@bench.local`,
      passwordHash: 'x',
      trades: notes,
      seed: notes + i + 1,
      endMs,
    });
    await seedNotes(client, other.userId);
    await seedDays(client, other.userId);
  }
  await client.query('VACUUM ANALYZE');
  const counts = (
    await client.query(`SELECT (SELECT count(*) FROM trade_note_search) AS notes,
      (SELECT count(*) FROM journal_days) AS days`)
  ).rows[0];
  out({
    event: 'seeded',
    users: 1 + others,
    notesPerUser: notes,
    daysPerUser: days,
    ...counts,
    ms: Math.round(performance.now() - t0),
  });

  const service = new SearchService(ds);
  const viewer = { id: userId, timezone: 'America/New_York' };
  let worstP95 = 0;
  for (const [name, q] of QUERIES) {
    const first = await service.search(viewer, { q }); // warm-up, and what the page holds
    const ms = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await service.search(viewer, { q });
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const p95 = percentile(ms, 95);
    worstP95 = Math.max(worstP95, p95);
    const kinds = {};
    for (const h of first.hits) kinds[h.kind] = (kinds[h.kind] ?? 0) + 1;
    out({
      query: name,
      q,
      hits: first.hits.length,
      kinds,
      more: first.nextCursor !== null,
      medianMs: Math.round(percentile(ms, 50)),
      p95Ms: Math.round(p95),
    });
  }
  const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${SEARCH_HITS}`, [
    userId,
    'breakout',
    viewer.timezone,
    21,
    0,
    21,
  ]);
  console.log(`\nEXPLAIN ANALYZE, q = 'breakout' (first page):\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  out({
    notes,
    days,
    others,
    worstP95Ms: Math.round(worstP95),
    target: `first page ≤ ${TARGET_MS} ms`,
    ok: worstP95 <= TARGET_MS,
  });
  await client.end();
  await ds.destroy();
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
