import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';

/** A PostgreSQL server for one jest run: an admin URL plus how to let it go. */
export interface TestPostgres {
  adminUrl: string;
  kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded-postgres';
  stop(): Promise<void>;
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** The same major as the embedded PostgreSQL and docker-compose (tests/support/postgres-majors.ts). */
export const TESTCONTAINERS_IMAGE = 'postgres:17-alpine';

async function startContainer(): Promise<TestPostgres> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(TESTCONTAINERS_IMAGE).start();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  return { adminUrl: url.toString(), kind: 'testcontainers', stop: async () => void (await container.stop()) };
}

async function startEmbedded(): Promise<TestPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'candlog-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  return {
    adminUrl: pg.adminUrl,
    kind: 'embedded-postgres',
    stop: async () => {
      await pg.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Which PostgreSQL the tests use: TEST_DATABASE_URL (CI points it at the local server), else a
 * testcontainers PostgreSQL when a Docker engine answers, else an embedded-postgres in a temp dir.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { adminUrl: fromEnv, kind: 'TEST_DATABASE_URL', stop: async () => undefined };
  if (await dockerAnswers()) return startContainer();
  return startEmbedded();
}
