import type { DataSource } from 'typeorm';
import { logger } from '../../../logger';
import type { ThrottleHit, ThrottleRule, ThrottleStore } from './throttle-store';

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
    // An expired window restarts at 1; it got a strike when it had reached the limit, and the
    // new window is base × 2^strikes (capped). SET expressions read the row's old values.
    const rows: Array<{ attempts: number; retry_after: number }> = await this.dataSource.query(
      `INSERT INTO auth_throttle AS t (key_hash, attempts, strikes, window_ends_at)
       VALUES ($1, 1, 0, now() + make_interval(secs => $3))
       ON CONFLICT (key_hash) DO UPDATE SET
         attempts = CASE WHEN t.window_ends_at > now() THEN t.attempts + 1 ELSE 1 END,
         strikes = CASE WHEN t.window_ends_at > now() THEN t.strikes
                        WHEN t.attempts >= $2 THEN t.strikes + 1 ELSE 0 END,
         window_ends_at = CASE WHEN t.window_ends_at > now() THEN t.window_ends_at
                        ELSE now() + make_interval(secs => least($4::float8, $3::float8 * power(2,
                          CASE WHEN t.attempts >= $2 THEN least(t.strikes + 1, 30) ELSE 0 END))) END
       RETURNING attempts, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after`,
      [key, rule.limit, rule.windowSeconds, rule.maxWindowSeconds],
    );
    return { attempts: rows[0].attempts, retryAfterSeconds: Math.max(1, rows[0].retry_after) };
  }

  async refund(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth_throttle SET attempts = greatest(attempts - 1, 0) WHERE key_hash = $1`, [
      key,
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_throttle WHERE key_hash = $1`, [key]);
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
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM auth_throttle WHERE window_ends_at < now() - interval '1 day'`,
    );
    return count;
  }
}
