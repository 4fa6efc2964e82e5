import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { initCluster, startCluster } from './embedded/cluster-process';
import { clusterDirFor } from './embedded/cluster-location';
import { resolvePostgresBinaries, type PostgresBinaries } from './embedded/postgres-binaries';
import { postgresRunAs } from './embedded/run-as';
import { findFreePort } from './free-port';
import { recoverStalePostmaster } from './stale-postmaster';
import { DATABASE_EXISTS } from './queries/database.queries';

export interface EmbeddedPostgresHandle {
  /** Admin URL to the `postgres` database of the embedded cluster. */
  adminUrl: string;
  /** URL of the application database (created on first start). */
  url(database: string): string;
  /** Where the cluster's files are (not `dataDir` when started as root from a private dir). */
  clusterDir: string;
  port: number;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  database?: string;
  /** A fixed port (restart tests); default: one the OS says is free. */
  port?: number;
  /** PostgreSQL's own output (noisy). */
  log?: (message: string) => void;
  /** Things a person should see (recovering from a killed run, a relocated cluster). */
  warn?: (message: string) => void;
}

const USER = 'candlog';

/** The cluster's password lives beside (not inside) the data dir, which postgres may own. */
async function readOrCreatePassword(clusterDir: string): Promise<string> {
  const file = `${clusterDir}.password`;
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = crypto.randomBytes(24).toString('hex');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/** The password of a cluster another process started (the CLIs reuse a running server's). */
export async function readClusterPassword(clusterDir: string): Promise<string> {
  return (await fs.readFile(`${clusterDir}.password`, 'utf8')).trim();
}

async function readMajor(clusterDir: string): Promise<number | null> {
  try {
    return Number.parseInt(await fs.readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8'), 10);
  } catch {
    return null;
  }
}

/** A data dir of another major cannot be opened; say so, with what to do, instead of a postgres FATAL. */
function checkMajor(found: number, bin: PostgresBinaries, clusterDir: string): void {
  if (found === bin.major) return;
  throw new Error(
    `the embedded database in ${clusterDir} was created by PostgreSQL ${found}, but this Candlog runs PostgreSQL ${bin.major}: ` +
      `move it aside to start afresh (mv ${clusterDir} ${clusterDir}-pg${found}), or export it with PostgreSQL ${found}'s pg_dumpall and load it after`,
  );
}

async function ensureDatabase(base: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    const found = await client.query(DATABASE_EXISTS, [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the pinned embedded PostgreSQL with its data in `dataDir` (kept between runs). As root
 * it runs as the `postgres` system user; when that user cannot reach `dataDir` (a checkout in a
 * 0700 directory) the cluster lives under /var/lib/candlog instead (see cluster-location.ts).
 */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgresHandle> {
  const log = opts.log ?? (() => undefined);
  const warn = opts.warn ?? log;
  const runAs = postgresRunAs();
  const bin = await resolvePostgresBinaries(runAs);
  const clusterDir = await clusterDirFor(path.resolve(opts.dataDir), runAs);
  if (clusterDir !== path.resolve(opts.dataDir))
    warn(`the postgres user cannot reach ${opts.dataDir}; the embedded cluster lives in ${clusterDir}`);
  const password = await readOrCreatePassword(clusterDir);
  const major = await readMajor(clusterDir);
  if (major === null) {
    await fs.rm(clusterDir, { recursive: true, force: true }); // half-initialised leftovers
    await initCluster(bin, clusterDir, USER, password, runAs);
  } else {
    checkMajor(major, bin, clusterDir);
    await recoverStalePostmaster(clusterDir, warn);
  }
  const port = opts.port ?? (await findFreePort());
  const cluster = await startCluster(bin, clusterDir, port, runAs, log);
  const base = `postgres://${USER}:${password}@127.0.0.1:${port}`;
  try {
    if (opts.database) await ensureDatabase(base, opts.database);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    adminUrl: `${base}/postgres`,
    url: (database) => `${base}/${database}`,
    clusterDir,
    port,
    stop: () => cluster.stop(),
  };
}
