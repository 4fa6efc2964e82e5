// node bench/seed-bench-user.mjs --database-url=postgres://… --email=trader@bench.local --password=secret123 --trades=100000 [--timezone=Europe/Paris --seed=7]
// Creates a user (argon2 password hash, like the server's) with one account holding N reproducible trades (COPY).
// The database must already be migrated (npm run db:migrate, or a running server). Prints {userId, accountId} as JSON.
import { createRequire } from 'node:module';
import { seedUserWithTrades } from './lib/seed-trades.mjs';
import { benchArgs } from './lib/args.mjs';

const require = createRequire(import.meta.url);
const args = benchArgs();
const url = args['database-url'] ?? process.env.DATABASE_URL;
if (!url || !args.email || !args.trades) {
  console.error(
    'usage: node bench/seed-bench-user.mjs --database-url=URL --email=EMAIL --trades=N [--password=P --timezone=TZ --seed=S]',
  );
  process.exit(2);
}
const { Client } = require('pg');
const argon2 = require('argon2');
const client = new Client({ connectionString: url });
await client.connect();
try {
  const passwordHash = await argon2.hash(args.password ?? 'bench-password', {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const ids = await seedUserWithTrades(client, {
    email: args.email,
    passwordHash,
    trades: Number(args.trades),
    timezone: args.timezone ?? 'America/New_York',
    seed: Number(args.seed ?? 42),
  });
  await client.query('ANALYZE trades');
  console.log(JSON.stringify(ids));
} finally {
  await client.end();
}
