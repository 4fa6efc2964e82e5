import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export const CONNECT_TIMEOUT_MS = 3000;

/**
 * The one way to open the database: entities and migrations are listed explicitly and the
 * schema is only ever changed by migrations (never `synchronize`).
 */
export function createDataSource(
  url: string,
  options: { poolSize?: number; statementTimeoutMs?: number; replicaUrls?: string[] } = {},
): DataSource {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const replicas = options.replicaUrls ?? [];
  return new DataSource({
    type: 'postgres',
    // With replicas (DATABASE_REPLICA_URLS), TypeORM keeps one pool per server. defaultMode
    // 'master': repository reads and `query()` stay on the primary (a user's own writes read
    // back at once); only code that asks for a 'slave' query runner reads a replica
    // (db/read-routing.ts, used by analytics). Without replicas: one pool, as before.
    ...(replicas.length > 0
      ? { replication: { master: { url }, slaves: replicas.map((r) => ({ url: r })), defaultMode: 'master' as const } }
      : { url }),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    logging: ['error'],
    // A dead database must fail fast (503 with Retry-After) instead of hanging requests: 3 s to
    // connect, TCP keep-alive to notice a vanished host, and for serving pools a statement_timeout
    // (migrations and the demo seed run without one) plus a client-side backstop slightly longer.
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 2000 } : {}),
    },
  });
}

/** Applies pending migrations; returns the names of those that ran. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((m) => m.name);
}
