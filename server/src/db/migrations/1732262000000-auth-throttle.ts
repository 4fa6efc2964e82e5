import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attempt counters of the login / reset throttle (PgThrottleStore). One row per hashed key
 * (sha256 hex of "rule:subject", so a 900 KB e-mail costs 64 bytes); a counter is bumped with
 * one upsert … RETURNING, so parallel attempts each see their own count. `strikes` counts
 * consecutive windows that hit the limit (backoff doubles the next window). Rows are deleted a
 * day after their window ends.
 */
export class AuthThrottle1732262000000 implements MigrationInterface {
  name = 'AuthThrottle1732262000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_throttle (
        key_hash char(64) PRIMARY KEY,
        attempts integer NOT NULL,
        strikes integer NOT NULL DEFAULT 0,
        window_ends_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX auth_throttle_window_ends_at ON auth_throttle (window_ends_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_throttle`);
  }
}
