// A bench's database name, unique per run, and its removal when the run ends.
// Two runs on one PostgreSQL used to share a fixed name (candlog_bench, …) and the second dropped
// the first's database mid-run. A run now takes `<prefix>_<pid>_<random>` and drops it when it
// ends (normally, on an error or on Ctrl-C/SIGTERM: bench/lib/cleanup.mjs). `--keep` keeps the
// fixed `<prefix>` name on purpose, to reuse a seeded database across runs (then runs must not
// overlap); an explicit name (an environment variable or --db) is used as given and left in place.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { onCleanup } from './cleanup.mjs';

const require = createRequire(import.meta.url);

/**
 * The database a run uses: `{ name, url, temporary }`. `explicit` (an env variable's value) wins;
 * `keep` gives the fixed `prefix`; otherwise a unique name that is dropped at the end of the run
 * (registered with onCleanup, and `dropScratchDatabase` from the bench's `finally`).
 */
export function benchDatabase(adminUrl, prefix, { keep = false, explicit } = {}) {
  const temporary = !explicit && !keep;
  const name = explicit || (keep ? prefix : `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name ${name}: use [a-z0-9_]`);
  const db = { name, url: adminUrl.replace(/\/[^/]*$/, `/${name}`), temporary, adminUrl };
  if (temporary) onCleanup(() => dropScratchDatabase(db));
  return db;
}

/** Drops a temporary bench database (a kept or named one stays); safe to call twice. */
export async function dropScratchDatabase(db) {
  if (!db.temporary || db.dropped) return;
  db.dropped = true;
  const { Client } = require('pg');
  const admin = new Client({ connectionString: db.adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
