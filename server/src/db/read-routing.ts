import type { DataSource } from 'typeorm';
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
      query: async (sql: string, parameters?: unknown[]) => {
        const runner = primary.createQueryRunner('slave');
        try {
          return await primary.query(sql, parameters, runner);
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
