import path from 'node:path';
import type { Config } from '../config/config';
import { logger } from '../logger';
import { StartupError } from '../startup/startup-error';
import { acquireDataDirLock, type LockOwner } from './data-dir-lock';
import { readClusterPassword, startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseServer {
  url: string;
  /** Stops what was started (the embedded cluster); a no-op for DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

const DATABASE = 'candlog';

function alreadyRunning(owner: LockOwner, dataDir: string): StartupError {
  if (owner.role === 'server') {
    return new StartupError(
      `Candlog is already running on :${owner.port} (pid ${owner.pid}) with the data in ${dataDir}: use that one, or stop it first (kill ${owner.pid}).`,
    );
  }
  return new StartupError(
    `Another Candlog command (pid ${owner.pid}) is using the data in ${dataDir}: wait for it to finish, then try again.`,
  );
}

/**
 * DATABASE_URL when set (nothing is started), else the embedded PostgreSQL in `<dataDir>/pg`.
 * The data dir is locked by one process: a second `npm start` is refused (it used to stop the
 * first one's database), and a command (db:migrate, user:create) run while the server is up
 * uses the server's running cluster instead of starting its own.
 */
export async function openDatabaseServer(
  config: Config,
  role: LockOwner['role'] = 'command',
  /** Runs once the data dir is ours, before a cluster starts (the server checks its port). */
  beforeStart: () => Promise<void> = async () => undefined,
): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    await beforeStart();
    return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  }
  const acquired = await acquireDataDirLock(config.dataDir, {
    pid: process.pid,
    role,
    ...(role === 'server' ? { port: config.port } : {}),
  });
  if ('heldBy' in acquired) {
    const owner = acquired.heldBy;
    if (role === 'command' && owner.role === 'server' && owner.dbPort && owner.clusterDir) {
      const password = await readClusterPassword(owner.clusterDir);
      logger.info(`using the database of the running Candlog (pid ${owner.pid})`);
      return {
        url: `postgres://candlog:${password}@127.0.0.1:${owner.dbPort}/${DATABASE}`,
        stop: async () => undefined,
        embedded: true,
      };
    }
    throw alreadyRunning(owner, config.dataDir);
  }
  const { lock } = acquired;
  const dataDir = path.join(config.dataDir, 'pg');
  try {
    await beforeStart();
  } catch (error) {
    await lock.release();
    throw error;
  }
  logger.info(`starting embedded PostgreSQL (data in ${dataDir})`);
  try {
    const pg = await startEmbeddedPostgres({
      dataDir,
      database: DATABASE,
      warn: (m) => logger.warn(m),
      log: (m) => {
        if (/error|fatal|panic/i.test(m)) logger.warn(`postgres: ${m}`);
      },
    });
    await lock.update({ dbPort: pg.port, clusterDir: pg.clusterDir });
    return {
      url: pg.url(DATABASE),
      stop: async () => {
        await pg.stop();
        await lock.release();
      },
      embedded: true,
    };
  } catch (error) {
    await lock.release();
    throw error instanceof StartupError
      ? error
      : new StartupError(
          `The embedded PostgreSQL did not start: ${(error as Error).message} (or set DATABASE_URL to use your own PostgreSQL ≥ 15).`,
        );
  }
}
