import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { EventBus } from '../live/live-events';

/** What a read-only query function needs: `query(sql, params)` (a DataSource, or a replica reader). */
export type SqlReader = Pick<DataSource, 'query'>;

/**
 * Users who wrote recently, by this instance's clock. A write that changes figures marks its user
 * (the live-event bus does it after commit, see markWritesOn); for `windowMs` after it that user's
 * figures are read from the primary, so a dashboard refetched after a save shows the save even
 * while a replica is still replaying it. Per instance: behind a load balancer, route a user to
 * one instance (sticky sessions) or keep the window longer than the replicas' lag (docs/scaling.md).
 */
export class RecentWriters {
  private readonly lastWrite = new Map<string, number>();

  constructor(
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  mark(userId: string): void {
    const at = this.now();
    this.lastWrite.set(userId, at);
    // Bounded: entries older than the window answer "no" anyway, so they are dropped now and then.
    if (this.lastWrite.size > 10_000) {
      for (const [id, t] of this.lastWrite) if (at - t > this.windowMs) this.lastWrite.delete(id);
    }
  }

  wroteRecently(userId: string): boolean {
    const at = this.lastWrite.get(userId);
    return at !== undefined && this.now() - at <= this.windowMs;
  }
}

/**
 * Reads that tolerate replication lag: on a replica when DATABASE_REPLICA_URLS is set (TypeORM's
 * 'slave' query runner picks one at random), on the primary for a user inside their
 * read-after-write window. Without replicas TypeORM's 'slave' runner is the primary's pool, so
 * nothing changes.
 */
export class ReadRouting {
  readonly replica: SqlReader;

  constructor(
    readonly primary: DataSource,
    readonly recentWriters: RecentWriters,
  ) {
    this.replica = {
      query: async <T>(sql: string, parameters?: unknown[]): Promise<T> => {
        const pool = primaryOnlyPool(primary);
        if (pool) return (await pool.query(sql, parameters)).rows as T;
        const runner = primary.createQueryRunner('slave');
        try {
          return await primary.query<T>(sql, parameters, runner);
        } finally {
          await runner.release();
        }
      },
    };
  }

  /** Where this user's lag-tolerant reads go now. */
  forUser(userId: string): SqlReader {
    return this.recentWriters.wroteRecently(userId) ? this.primary : this.replica;
  }
}

/** What a `pg` pool answers: the rows (the reads here are all SELECTs, as TypeORM returns them). */
export interface RowsPool {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Without replicas, TypeORM's 'slave' runner is the primary's own pool: the reads go straight to
 * that `pg` pool (same connections, same statement_timeout) instead of through a query runner
 * made and released per statement — a dashboard sends five, under load that is CPU Node spends
 * and PostgreSQL does not (bench:load, scenario c). Null with replicas (or another driver).
 */
export function primaryOnlyPool(dataSource: DataSource): RowsPool | null {
  const driver = dataSource.driver as Partial<PostgresDriver>;
  if (driver.options?.type !== 'postgres' || (driver.slaves?.length ?? 0) > 0) return null;
  return (driver.master as RowsPool | undefined) ?? null;
}

/**
 * The event bus, marking the publisher's user as a recent writer: trades and accounts publish
 * after every committed write (a "figures" event whenever figures change), so hooking here marks
 * every such write without touching the services.
 */
export function markWritesOn(bus: EventBus, recentWriters: RecentWriters): EventBus {
  return {
    publish: (userId, event) => {
      if (event.type !== 'sessions-revoked') recentWriters.mark(userId);
      bus.publish(userId, event);
    },
    subscribe: (userId, listener) => bus.subscribe(userId, listener),
    close: () => bus.close(),
  };
}
