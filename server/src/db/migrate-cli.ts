import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { ConfigError } from '../config/parse-env';
import { describeStartupError } from '../startup/startup-error';
import { createDataSource, runMigrations } from './data-source';
import { openDatabaseServer } from './open-database';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded cluster). */
async function migrate(): Promise<void> {
  const config = loadConfig(process.env, { needsJwtSecret: false });
  const database = await openDatabaseServer(config);
  const dataSource = createDataSource(database.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    const applied = await runMigrations(dataSource);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

migrate().catch((error) => {
  console.error(
    error instanceof ConfigError ? error.message : describeStartupError(error, process.env.DATABASE_URL || null),
  );
  process.exit(1);
});
