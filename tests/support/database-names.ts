import crypto from 'node:crypto';

/** Names handed from jest's global setup to its workers (workers inherit process.env). */
export const ADMIN_URL_ENV = 'CANDLOG_TEST_ADMIN_URL';
export const TEMPLATE_ENV = 'CANDLOG_TEST_TEMPLATE';
/** Which PostgreSQL the run uses (TestPostgres.kind) and its major: what a test can know before it starts. */
export const PG_KIND_ENV = 'CANDLOG_TEST_PG_KIND';
export const PG_MAJOR_ENV = 'CANDLOG_TEST_PG_MAJOR';
/** Why the run's PostgreSQL takes no replication connection (empty: it does, or it cannot be told). */
export const PG_NO_REPLICATION_ENV = 'CANDLOG_TEST_PG_NO_REPLICATION';

/** Unique per jest run: several jest runs may share one PostgreSQL at the same time. */
export function newTemplateName(): string {
  return `candlog_tpl_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
}

/** Clones carry their template's name as a prefix, so teardown can sweep leftovers. */
export function newCloneName(template: string): string {
  return `${template}_c${crypto.randomBytes(5).toString('hex')}`;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: tests/support/global-setup.ts did not run`);
  return value;
}
