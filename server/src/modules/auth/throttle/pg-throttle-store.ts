import type { DataSource } from 'typeorm';
import { logger } from '../../../logger';
import type { ThrottleHit, ThrottleRule, ThrottleStore } from './throttle-store';
import { CLEAR_THROTTLE, DELETE_EXPIRED_THROTTLES, HIT_THROTTLE, REFUND_THROTTLE } from '../queries/throttle.queries';

/** Rows are kept a day past their window (their strikes drive the backoff), then deleted. */
const CLEANUP_EVERY_MS = 60_000;

/**
 * Counters in the `auth_throttle` table. One upsert … RETURNING per attempt: PostgreSQL locks the
 * row for the update, so parallel attempts see 1, 2, 3, … and never the same count.
 */
export class PgThrottleStore implements ThrottleStore {
  private lastCleanup = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
    this.cleanupNowAndThen();
    const rows: Array<{ attempts: number; retry_after: number }> = await this.dataSource.query(HIT_THROTTLE, [
      key,
      rule.limit,
      rule.windowSeconds,
      rule.maxWindowSeconds,
    ]);
    return { attempts: rows[0].attempts, retryAfterSeconds: Math.max(1, rows[0].retry_after) };
  }

  async refund(key: string): Promise<void> {
    await this.dataSource.query(REFUND_THROTTLE, [key]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(CLEAR_THROTTLE, [key]);
  }

  /** Deletes long-expired rows at most once a minute, without holding up the attempt. */
  private cleanupNowAndThen(): void {
    const now = this.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    void this.deleteExpired().catch((error) => logger.warn(`throttle cleanup failed: ${String(error)}`));
  }

  /** Deletes rows whose window ended more than a day ago; answers how many. */
  async deleteExpired(): Promise<number> {
    const [, count]: [unknown, number] = await this.dataSource.query(DELETE_EXPIRED_THROTTLES);
    return count;
  }
}
