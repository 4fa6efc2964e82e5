import 'reflect-metadata';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { ADMIN_URL_ENV, TEMPLATE_ENV, databaseUrl, newCloneName, requireEnv } from './database-names';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: requireEnv(ADMIN_URL_ENV) });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Creates the clone; retries while another run briefly holds the template (PostgreSQL refuses). */
export async function cloneTemplate(): Promise<string> {
  const template = requireEnv(TEMPLATE_ENV);
  const name = newCloneName(template);
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return name;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * A fresh, migrated database for one test file (a clone of the run's template), with an
 * initialised TypeORM DataSource on it. Call `drop()` in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = await cloneTemplate();
  const url = databaseUrl(requireEnv(ADMIN_URL_ENV), name);
  const dataSource = createDataSource(url, { poolSize: 4 });
  await dataSource.initialize();
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(name);
    },
  };
}
