import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config';
import { createDataSource, runMigrations } from './db/data-source';
import { seedDemoIfEnabled } from './db/demo-seeding';
import { openDatabaseServer, type DatabaseServer } from './db/open-database';
import { createServices } from './app-services';
import { createGraphQLRouter } from './graphql/apollo';
import { createApp } from './http/app';
import { logger } from './logger';

export interface RunningCandlog {
  url: string;
  dataSource: DataSource;
  /** Stops accepting requests, closes the pool, then stops the embedded PostgreSQL. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Database (embedded or DATABASE_URL) → migrations → demo data → HTTP. */
export async function startCandlog(config: Config): Promise<RunningCandlog> {
  let database: DatabaseServer | null = null;
  let dataSource: DataSource | null = null;
  try {
    database = await openDatabaseServer(config);
    dataSource = createDataSource(database.url);
    await dataSource.initialize();
    const applied = await runMigrations(dataSource);
    if (applied.length) logger.info(`migrations applied: ${applied.join(', ')}`);
    await seedDemoIfEnabled(dataSource, config.demoMode);
    const services = createServices(dataSource, config);
    // Import batches queued before a restart (or left running by a killed process) resume here.
    await services.importJobs.start();
    const app = createApp(services, await createGraphQLRouter(services));
    const { createServer } = await import('node:http');
    const server = createServer(app);
    await listen(server, config.port, config.host);
    const url = `http://${config.host}:${config.port}`;
    logger.info(`Candlog listening on ${url}${database.embedded ? ' (embedded PostgreSQL)' : ''}`);
    const ds = dataSource;
    const db = database;
    return {
      url,
      dataSource: ds,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await services.importJobs.stop();
        await ds.destroy();
        await db.stop();
      },
    };
  } catch (error) {
    if (dataSource?.isInitialized) await dataSource.destroy().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    throw error;
  }
}
