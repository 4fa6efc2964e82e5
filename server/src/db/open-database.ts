import path from 'node:path';
import type { Config } from '../config/config';
import { logger } from '../logger';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseServer {
  url: string;
  /** Stops what was started (the embedded cluster); a no-op for DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

/** DATABASE_URL when set (nothing is started), else the embedded PostgreSQL in `<dataDir>/pg`. */
export async function openDatabaseServer(config: Config): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined, embedded: false };
  const dataDir = path.join(config.dataDir, 'pg');
  logger.info(`starting embedded PostgreSQL (data in ${dataDir})`);
  const pg = await startEmbeddedPostgres({
    dataDir,
    database: 'candlog',
    warn: (m) => logger.warn(m),
    log: (m) => {
      if (/error|fatal|panic/i.test(m)) logger.warn(`postgres: ${m}`);
    },
  });
  return { url: pg.url('candlog'), stop: () => pg.stop(), embedded: true };
}
