import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * The one way to open the database: entities and migrations are listed explicitly and the
 * schema is only ever changed by migrations (never `synchronize`).
 */
export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    logging: ['error'],
    // A dead database must fail fast (healthz answers 503) instead of hanging requests.
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
  });
}

/** Applies pending migrations; returns the names of those that ran. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((m) => m.name);
}
