import { Client } from 'pg';

/** A streaming replica of the test PostgreSQL, however it was made (streaming-replica.ts). */
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

export async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
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

/** The replica on 127.0.0.1:`port` as the tests use it; `stop` lets it go. */
export function replicaHandle(adminUrl: string, port: number, stop: () => Promise<void>): StreamingReplica {
  const urlOf = (primaryUrl: string) => {
    const url = new URL(primaryUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const query = <T>(database: string, sql: string) =>
    withClient(urlOf(new URL(`/${database}`, adminUrl).toString()), async (c) => (await c.query(sql)).rows as T[]);
  return {
    port,
    urlOf,
    query,
    catchUp: async (timeoutMs = 30000) => {
      // The INSERT position, not pg_current_wal_lsn() (the WRITE position): the testcontainers
      // primary runs with synchronous_commit=off, so a commit the app already answered for can sit
      // in WAL buffers past the write position until the WAL writer flushes it (≤ 3 × 200 ms);
      // waiting for the write position then let a read on the replica miss a committed account.
      const [{ lsn }] = await withClient(
        adminUrl,
        async (c) => (await c.query(`SELECT pg_current_wal_insert_lsn()::text AS lsn`)).rows,
      );
      await until('the replica to replay the primary', timeoutMs, async () => {
        const [row] = await query<{ caught: boolean }>(
          'postgres',
          `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS caught`,
        );
        return row.caught;
      });
    },
    stop,
  };
}
