import { Client } from 'pg';
import { ADMIN_URL_ENV, TEMPLATE_ENV } from './database-names';

/** Drops this run's template and any clone a crashed test file left behind, then the server. */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  const template = process.env[TEMPLATE_ENV];
  if (adminUrl && template) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_c')`,
        [template],
      );
      // Clones first: a template cannot be dropped while copies are being made of it.
      for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  }
  await globalThis.__candlogTestPostgres?.stop();
  globalThis.__candlogTestPostgres = undefined;
}
