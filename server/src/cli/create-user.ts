import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { ConfigError } from '../config/parse-env';
import { describeStartupError } from '../startup/startup-error';
import { createDataSource, runMigrations } from '../db/data-source';
import { openDatabaseServer } from '../db/open-database';
import { ValidationError } from '../errors';
import { UsersService } from '../modules/users/users.service';

const USAGE = 'Usage: npm run user:create -- --email you@example.com --username you --password "at least 6 chars"';

/** Registration is closed by default: this is how an operator adds a user. */
async function createUser(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.username || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const database = await openDatabaseServer(loadConfig(process.env, { needsJwtSecret: false }));
  const dataSource = createDataSource(database.url, { poolSize: 1 });
  try {
    await dataSource.initialize();
    await runMigrations(dataSource);
    const user = await new UsersService(dataSource).create({
      email: values.email,
      username: values.username,
      password: values.password,
    });
    console.log(`Created user ${user.email} (${user.id})`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

createUser().catch((error) => {
  if (error instanceof ValidationError) console.error(Object.values(error.fieldErrors).join('\n'));
  else
    console.error(
      error instanceof ConfigError ? error.message : describeStartupError(error, process.env.DATABASE_URL || null),
    );
  process.exit(1);
});
