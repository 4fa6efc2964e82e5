// A bench's scratch database, ready for the built server: created (or reused with --keep),
// migrated with the server's own migrations, and a password hash the server accepts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareDatabase } from './load-setup.mjs';

const require = createRequire(import.meta.url);

/** Creates (or with `keep` reuses) `dbName`, migrates it with server/dist, and returns its URL. */
export async function migratedBenchDatabase(root, adminUrl, dbName, { keep = false } = {}) {
  const dbUrl = await prepareDatabase(adminUrl, dbName, keep);
  require('reflect-metadata');
  const { createDataSource, runMigrations } = require(path.join(root, 'server/dist/db/data-source.js'));
  const ds = createDataSource(dbUrl, { poolSize: 2 });
  await ds.initialize();
  try {
    await runMigrations(ds);
  } finally {
    await ds.destroy();
  }
  return dbUrl;
}

/** argon2id with the parameters the server hashes with, so the bench user can sign in. */
export function benchPasswordHash(password) {
  const argon2 = require('argon2');
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}
