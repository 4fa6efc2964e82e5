import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { closeSharedState, createServices, type AppServices } from '../../server/src/app-services';
import { loadConfig } from '../../server/src/config/config';
import { createDataSource } from '../../server/src/db/data-source';
import type { RequestLimits } from '../../server/src/config/limits';
import { createGraphQLRouter } from '../../server/src/graphql/apollo';
import { createApp } from '../../server/src/http/app';
import { attachLiveSocket } from '../../server/src/live/live-socket';
import { countLiveListeners, type LiveListeners } from './live-listeners';
import { createTestDatabase, type TestDatabase } from './test-database';
import { keepConnectionsAlive } from '../../server/src/http/keep-alive';

export interface TestApp {
  baseUrl: string;
  db: TestDatabase;
  services: AppServices;
  /** Where mails land without SMTP_URL. */
  outboxDir: string;
  /** The live socket's listeners per user: wait for a subscription to be registered (live-listeners.ts). */
  live: LiveListeners;
  close(): Promise<void>;
}

/**
 * The real Express app (GraphQL + REST + health) in this process, on a free port, over a fresh
 * clone of the migrated template. Faster than spawning the built server; same code paths.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  /**
   * `db`: another app's database (a second instance on one PostgreSQL); it is not dropped here.
   * `now`: the clock of the read-after-write window (read-replica tests move it instead of sleeping).
   */
  opts: { limits?: RequestLimits; db?: TestDatabase; now?: () => number } = {},
): Promise<TestApp> {
  const db = opts.db ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-app-'));
  const config = loadConfig({
    DATABASE_URL: db.url,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    DEMO_MODE: '0',
    PUBLIC_URL: 'http://candlog.test',
    MAIL_OUTBOX: '1',
    // TEST_APP_REDIS_URL runs every in-process test app on the Redis shared state (a whole-suite
    // check of the REDIS_URL configuration); unset, they use the single-instance defaults.
    ...(process.env.TEST_APP_REDIS_URL ? { REDIS_URL: process.env.TEST_APP_REDIS_URL } : {}),
    ...env,
  });
  // DATABASE_REPLICA_URLS: a pool per server (TypeORM replication), as server.ts builds it.
  const replicated = config.databaseReplicaUrls.length
    ? createDataSource(db.url, { poolSize: 4, replicaUrls: config.databaseReplicaUrls })
    : null;
  await replicated?.initialize();
  const services = createServices(replicated ?? db.dataSource, config, opts.now);
  const liveListeners = countLiveListeners(services);
  const app = createApp(services, await createGraphQLRouter(services, opts.limits));
  const server: Server = await new Promise((resolve) => {
    const s = keepConnectionsAlive(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const live = attachLiveSocket(server, services);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    services,
    outboxDir: path.join(dataDir, 'outbox'),
    live: liveListeners,
    close: async () => {
      await live.close();
      await services.notificationJobs.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeSharedState(services);
      await replicated?.destroy();
      if (!opts.db) await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
