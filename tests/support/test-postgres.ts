import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';

/** A PostgreSQL server for one jest run: an admin URL plus how to let it go. */
export interface TestPostgres {
  adminUrl: string;
  kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded-postgres';
  /** Said once at the start of the run: which server, and why that one. */
  description: string;
  stop(): Promise<void>;
}

/** The same major as the embedded PostgreSQL and docker-compose (tests/support/postgres-majors.ts). */
export const TESTCONTAINERS_IMAGE = 'postgres:17-alpine';

/**
 * The image testcontainers starts: the official one, or CANDLOG_TESTCONTAINERS_IMAGE where no
 * registry is reachable (scripts/offline-postgres-image/build.sh builds one from Debian's
 * packages; .ci/run does so).
 */
export function testcontainersImage(): string {
  return process.env.CANDLOG_TESTCONTAINERS_IMAGE || TESTCONTAINERS_IMAGE;
}

/** Handed from the global setup to the workers: the primary's container and the port kept for a replica. */
const CONTAINER_ENV = 'CANDLOG_TEST_PG_CONTAINER';
const REPLICA_PORT_ENV = 'CANDLOG_TEST_PG_REPLICA_PORT';
/** Inside the container: the primary listens on 5432, a replica sharing its network on 5433. */
export const CONTAINER_REPLICA_PORT = 5433;

/** The primary's container, when this run's PostgreSQL is one (the read-replica test adds a replica beside it). */
export function testPostgresContainer(): { id: string; image: string; replicaHostPort: number } | undefined {
  const id = process.env[CONTAINER_ENV];
  const port = Number(process.env[REPLICA_PORT_ENV]);
  return id && port ? { id, image: testcontainersImage(), replicaHostPort: port } : undefined;
}

/** Settings for a throw-away test server: nothing it writes needs to survive a crash. */
export const CONTAINER_COMMAND = ['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off'];

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainer(image: string): Promise<TestPostgres> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { Wait } = await import('testcontainers');
  // 5433 is exposed now (a running container's ports cannot change) for a replica that shares
  // this container's network; so the wait is on the health check alone, not on every port.
  const container = await new PostgreSqlContainer(image)
    .withExposedPorts(5432, CONTAINER_REPLICA_PORT)
    .withWaitStrategy(Wait.forHealthCheck())
    .withCommand(CONTAINER_COMMAND)
    .start();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  process.env[CONTAINER_ENV] = container.getId();
  process.env[REPLICA_PORT_ENV] = String(container.getMappedPort(CONTAINER_REPLICA_PORT));
  return {
    adminUrl: url.toString(),
    kind: 'testcontainers',
    description: `testcontainers, image ${image}`,
    stop: async () => void (await container.stop()),
  };
}

async function startEmbedded(why: string): Promise<TestPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'candlog-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  return {
    adminUrl: pg.adminUrl,
    kind: 'embedded-postgres',
    description: `embedded-postgres in ${dir} (${why})`,
    stop: async () => {
      await pg.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Which PostgreSQL the tests use: TEST_DATABASE_URL (a developer's local server, fastest), else a
 * testcontainers PostgreSQL when a Docker engine answers (CI), else an embedded-postgres in a
 * temp dir. A Docker engine that cannot start the image (no registry to pull it from, say) falls
 * back to the embedded one and says why, rather than failing the run at its start.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) {
    const { host, pathname } = new URL(fromEnv);
    return {
      adminUrl: fromEnv,
      kind: 'TEST_DATABASE_URL',
      description: `TEST_DATABASE_URL (${host}${pathname})`,
      stop: async () => undefined,
    };
  }
  if (!(await dockerAnswers())) return startEmbedded('no Docker engine answers');
  const image = testcontainersImage();
  try {
    return await startContainer(image);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return startEmbedded(`Docker answers but image ${image} could not be started: ${reason}`);
  }
}
