import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { findFreePort } from '../../server/src/db/free-port';

const run = promisify(execFile);

export interface StreamingReplica {
  port: number;
  /** The same database on the replica (host and port swapped). */
  urlOf(primaryUrl: string): string;
  /** One statement on the replica, in `database`. */
  query<T = Record<string, unknown>>(database: string, sql: string): Promise<T[]>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  catchUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Why no replica can be made here, said precisely (the test then fails with this message). */
export class ReplicaUnavailable extends Error {}

/** Commands run as the cluster's owner: `postgres` refuses to run as root. */
function asPostgres(cmd: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return run(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    maxBuffer: 10 * 1024 * 1024,
  });
}

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A hot-standby streaming replica of the local PostgreSQL at `adminUrl` (a superuser URL on
 * 127.0.0.1): `pg_basebackup -R -X stream` into /var/tmp (a directory the postgres user can
 * reach: not under a 0700 parent such as /root), started with `pg_ctl` on a free port with its
 * own postgresql.conf and pg_hba.conf (Debian keeps the primary's under /etc, outside the data
 * directory, so the copy has none). Needs the PostgreSQL server binaries of the primary's major
 * version and a `host replication` line in the primary's pg_hba.conf (`.ci/run` adds one).
 */
export async function startStreamingReplica(adminUrl: string): Promise<StreamingReplica> {
  const primary = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost'].includes(primary.hostname)) {
    throw new ReplicaUnavailable(
      `the test PostgreSQL (${primary.host}) is not local: a replica is made with pg_basebackup on this machine`,
    );
  }
  const settings = await withClient(adminUrl, async (c) => {
    const names = [
      'server_version_num',
      'max_connections',
      'max_worker_processes',
      'max_locks_per_transaction',
      'max_prepared_transactions',
      'max_wal_senders',
      'wal_level',
    ];
    const rows = await c.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name = ANY($1)`,
      [names],
    );
    return Object.fromEntries(rows.rows.map((r) => [r.name, r.setting]));
  });
  if (settings.wal_level === 'minimal')
    throw new ReplicaUnavailable(
      'the primary runs with wal_level=minimal: streaming replication needs wal_level=replica',
    );
  if (Number(settings.max_wal_senders) < 1)
    throw new ReplicaUnavailable('the primary has max_wal_senders=0: streaming replication needs at least 1');
  const bin = `/usr/lib/postgresql/${Math.floor(Number(settings.server_version_num) / 10000)}/bin`;
  if (!fs.existsSync(path.join(bin, 'pg_basebackup')) || !fs.existsSync(path.join(bin, 'pg_ctl'))) {
    throw new ReplicaUnavailable(
      `no pg_basebackup/pg_ctl in ${bin}: install the PostgreSQL server package of the primary's major version`,
    );
  }

  const dir = fs.mkdtempSync('/var/tmp/candlog-replica-');
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const port = await findFreePort();
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
    try {
      await asPostgres(path.join(bin, 'pg_basebackup'), [
        '-h',
        '127.0.0.1',
        '-p',
        primary.port || '5432',
        '-U',
        decodeURIComponent(primary.username || 'postgres'),
        '-D',
        dataDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? (error as Error).message);
      if (/pg_hba\.conf/.test(stderr)) {
        throw new ReplicaUnavailable(
          `the primary refuses replication connections: add "host replication all 127.0.0.1/32 trust" to its pg_hba.conf and reload (SELECT pg_reload_conf()); .ci/run does it. pg_basebackup said: ${stderr.trim()}`,
        );
      }
      throw new Error(`pg_basebackup failed: ${stderr.trim()}`);
    }
    // The hot standby must allow at least as much as the primary (PostgreSQL checks these).
    const conf = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      `hot_standby = on`,
      `shared_buffers = '32MB'`,
      ...[
        'max_connections',
        'max_worker_processes',
        'max_locks_per_transaction',
        'max_prepared_transactions',
        'max_wal_senders',
      ].map((name) => `${name} = ${settings[name]}`),
    ];
    fs.writeFileSync(path.join(dataDir, 'postgresql.conf'), conf.join('\n') + '\n');
    fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    fs.writeFileSync(path.join(dataDir, 'pg_ident.conf'), '');
    if (process.getuid?.() === 0) await run('chown', ['-R', 'postgres:postgres', dataDir]);
    await asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'replica.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  } catch (error) {
    cleanup();
    throw error;
  }

  const urlOf = (primaryUrl: string) => {
    const url = new URL(primaryUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const query = <T>(database: string, sql: string) =>
    withClient(urlOf(new URL(`/${database}`, adminUrl).toString()), async (c) => (await c.query(sql)).rows as T[]);
  const replica: StreamingReplica = {
    port,
    urlOf,
    query,
    catchUp: async (timeoutMs = 30000) => {
      const [{ lsn }] = await withClient(
        adminUrl,
        async (c) => (await c.query(`SELECT pg_current_wal_lsn()::text AS lsn`)).rows,
      );
      await until('the replica to replay the primary', timeoutMs, async () => {
        const [row] = await query<{ caught: boolean }>(
          'postgres',
          `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS caught`,
        );
        return row.caught;
      });
    },
    stop: async () => {
      await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
      cleanup();
    },
  };
  try {
    await until('the replica to accept connections in recovery', 60000, async () => {
      const [row] = await query<{ r: boolean }>('postgres', 'SELECT pg_is_in_recovery() AS r');
      return row.r;
    });
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'replica.log'))
      ? fs.readFileSync(path.join(dir, 'replica.log'), 'utf8')
      : '';
    await replica.stop();
    throw new Error(`${(error as Error).message}; replica log: ${log.slice(-2000)}`);
  }
  return replica;
}
