import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Every PostgreSQL function lives in one file, server/src/db/sql/<name>.sql, loaded by the one
// migration that creates its current version (server/src/db/sql/README.md). A database migrated
// from zero (the run's template) must hold exactly those definitions, and nothing else of ours.

const SQL_DIR = path.resolve(__dirname, '../../../server/src/db/sql');
const MIGRATIONS_DIR = path.resolve(__dirname, '../../../server/src/db/migrations');

/** White space is all that may differ (pg_get_functiondef lays the header out its own way). */
const normalized = (sql: string) => sql.replace(/\s+/g, ' ').trim().replace(/;$/, '');

const files = fs
  .readdirSync(SQL_DIR)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => ({ name: f.slice(0, -'.sql'.length), sql: fs.readFileSync(path.join(SQL_DIR, f), 'utf8') }));

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

it('a database migrated from zero has exactly the functions of server/src/db/sql, as written there', async () => {
  // Functions that extensions (pgcrypto, uuid-ossp) brought are theirs, not ours.
  const rows: { name: string; def: string }[] = await tdb.dataSource.query(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY 1`,
  );
  expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name).sort());
  for (const file of files) {
    const inDatabase = rows.find((r) => r.name === file.name)!;
    expect({ name: file.name, def: normalized(inDatabase.def) }).toEqual({
      name: file.name,
      def: normalized(file.sql),
    });
  }
  expect(files.length).toBeGreaterThan(10);
});

it('each file is loaded by exactly one migration (the one creating its current version)', () => {
  const sources = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+-.*\.ts$/.test(f))
    .map((f) => fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'));
  const loads = (name: string) => sources.filter((s) => s.includes(`sqlFunction('${name}')`)).length;
  expect(files.map((f) => [f.name, loads(f.name)])).toEqual(files.map((f) => [f.name, 1]));
});
