import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../../server/src/db/free-port';
import { startContainerReplica } from './container-replica';
import { replicaHandle, until, withClient, type StreamingReplica } from './replica-handle';
import { testPostgresContainer } from './test-postgres';

const run = promisify(execFile);

export type { StreamingReplica };

/** Why no replica can be made here, said precisely (the test then fails with this message). */
export class ReplicaUnavailable extends Error {}

/** Commands run as the cluster's owner: `postgres` refuses to run as root. */
function asPostgres(cmd: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return run(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    maxBuffer: 10 * 1024 * 1024,
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
