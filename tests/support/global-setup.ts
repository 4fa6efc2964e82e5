import 'reflect-metadata';
import { Client } from 'pg';
import { createDataSource, runMigrations } from '../../server/src/db/data-source';
import {
  ADMIN_URL_ENV,
  PG_KIND_ENV,
  PG_MAJOR_ENV,
  PG_NO_REPLICATION_ENV,
  TEMPLATE_ENV,
  databaseUrl,
  newTemplateName,
} from './database-names';
import { replicationRefusal } from './streaming-replica';
import { startTestPostgres, type TestPostgres } from './test-postgres';

/** Kept for global-teardown.ts (jest runs both in the same parent process). */
declare global {
  var __candlogTestPostgres: TestPostgres | undefined;
}

/**
 * One PostgreSQL for the whole jest run and one migrated template database in it; each test
 * file clones the template (tests/support/test-database.ts), so files run in parallel.
 */
export default async function globalSetup(): Promise<void> {
  // In-process apps log to the test output: warnings and errors only, not one access line per
  // request (workers inherit this; built servers get LOG_LEVEL=info from server-process.ts).
  process.env.LOG_LEVEL ??= 'warn';
  const server = await startTestPostgres();
  globalThis.__candlogTestPostgres = server;
  const template = newTemplateName();
  const admin = new Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    const num = await admin.query<{ server_version_num: string }>('SHOW server_version_num');
    process.env[PG_MAJOR_ENV] = String(Math.floor(Number(num.rows[0].server_version_num) / 10000));
    process.env[PG_KIND_ENV] = server.kind;
    // For the read-replica test: reported as not run (with this reason) when no replica can be made.
    if (server.kind !== 'testcontainers') process.env[PG_NO_REPLICATION_ENV] = (await replicationRefusal(admin)) ?? '';
    // Said once, so a run's output tells which PostgreSQL it tested against.
    process.stdout.write(`\nPostgreSQL for this run: ${server.description}; PostgreSQL ${rows[0].server_version}\n`);
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  const dataSource = createDataSource(databaseUrl(server.adminUrl, template), { poolSize: 1 });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
  process.env[ADMIN_URL_ENV] = server.adminUrl;
  process.env[TEMPLATE_ENV] = template;
}
