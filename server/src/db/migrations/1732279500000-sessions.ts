import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions (issue 29, item 2): every session JWT names its row (`sid`), and the token
 * check requires that row to be live, so signing out (one session, every other one, or all of
 * them on a password change) takes effect at once on every instance sharing this database.
 * Tokens issued before this migration carry no `sid` and are refused: their users sign in once
 * more. A revoked or expired row is deleted a day later, when its user next signs in.
 */
export class Sessions1732279500000 implements MigrationInterface {
  name = 'Sessions1732279500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        device text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    // The list and "sign out everywhere else" read a user's live sessions.
    await q.query(`CREATE INDEX sessions_user_live ON sessions (user_id, last_seen_at) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
  }
}
