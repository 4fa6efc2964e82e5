import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config';
import { createDataSource, runMigrations } from './db/data-source';
import { seedDemoIfEnabled } from './db/demo-seeding';
import { openDatabaseServer, type DatabaseServer } from './db/open-database';
import { closeSharedState, createServices } from './app-services';
import { createGraphQLRouter } from './graphql/apollo';
import { createApp } from './http/app';
import { logger } from './logger';
import { checkPortFree } from './startup/port-check';
import { attachLiveSocket } from './live/live-socket';
import { LOCK_MIGRATIONS, UNLOCK_MIGRATIONS } from './db/queries/database.queries';
import { keepConnectionsAlive } from './http/keep-alive';

export interface RunningCandlog {
  url: string;
  dataSource: DataSource;
  /** Stops accepting requests, closes the pool, then stops the embedded PostgreSQL. */
  close(): Promise<void>;
}

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10000;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting; idle keep-alive sockets close now, busy ones after the grace period. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      logger.warn(`requests still running after ${graceMs / 1000} s; closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Migrations and the demo seed on their own connection, without the serving statement timeout. */
async function prepareDatabase(url: string, demoMode: boolean): Promise<void> {
  const setup = createDataSource(url, { poolSize: 1 });
  await setup.initialize();
  try {
    // Several instances starting at once on one database (start:cluster, docker-compose) take
    // turns: the first applies the migrations and seeds, the others then find nothing to do.
    // The pool has one connection, so the session lock and the work share it.
    await setup.query(LOCK_MIGRATIONS);
    const applied = await runMigrations(setup);
    if (applied.length) logger.info(`migrations applied: ${applied.join(', ')}`);
    await seedDemoIfEnabled(setup, demoMode);
    await setup.query(UNLOCK_MIGRATIONS);
  } finally {
    await setup.destroy();
  }
}

/** Port check → database (embedded or DATABASE_URL) → migrations → demo data → HTTP. */
export async function startCandlog(config: Config): Promise<RunningCandlog> {
  let database: DatabaseServer | null = null;
  let dataSource: DataSource | null = null;
  try {
    // A second start in the same checkout is refused by the data-dir lock (open-database) with
    // "already running"; a port taken by anything else is reported before a database starts.
    database = await openDatabaseServer(config, 'server', async () => {
      const portError = await checkPortFree(config.port, config.host);
      if (portError) throw portError;
    });
    await prepareDatabase(database.url, config.demoMode);
    dataSource = createDataSource(database.url, {
      statementTimeoutMs: config.dbStatementTimeoutMs,
      poolSize: config.databasePoolSize,
      replicaUrls: config.databaseReplicaUrls,
    });
    await dataSource.initialize();
    const services = createServices(dataSource, config);
    // Import batches queued before a restart (or left running by a killed process) resume here.
    await services.importJobs.start();
    services.priceBars.jobs.start();
    // The job queue (pg-boss: its schema is created or upgraded here) and the notification
    // workers and schedule: the loss-limit alert's mail and the daily summary.
    await services.notificationJobs.start(services.notifications);
    services.archive.jobs.start();
    const app = createApp(services, await createGraphQLRouter(services));
    const { createServer } = await import('node:http');
    const server = keepConnectionsAlive(createServer(app));
    const live = attachLiveSocket(server, services);
    await listen(server, config.port, config.host);
    const url = `http://${config.host}:${config.port}`;
    logger.info(`Candlog listening on ${url}${database.embedded ? ' (embedded PostgreSQL)' : ''}`);
    const ds = dataSource;
    const db = database;
    return {
      url,
      dataSource: ds,
      close: async () => {
        await live.close();
        await closeServer(server, SHUTDOWN_GRACE_MS);
        await services.importJobs.stop();
        await services.priceBars.jobs.stop();
        await services.notificationJobs.stop();
        await services.archive.jobs.stop();
        await ds.destroy();
        await closeSharedState(services);
        await db.stop();
      },
    };
  } catch (error) {
    if (dataSource?.isInitialized) await dataSource.destroy().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    throw error;
  }
}
