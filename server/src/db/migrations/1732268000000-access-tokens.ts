import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal access tokens (issue 16): a named, scoped bearer secret for scripts and notebooks.
 * Only the SHA-256 hash of the secret is stored (hex, unique: the lookup is one index probe).
 * Revoking deletes the row; an expired row stays listed (the user sees it expired) but no longer
 * authenticates.
 */
export class AccessTokens1732268000000 implements MigrationInterface {
  name = 'AccessTokens1732268000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        scope text NOT NULL CHECK (scope IN ('READ', 'READ_WRITE')),
        token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz
      )`);
    await q.query(`CREATE INDEX access_tokens_user_id ON access_tokens (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE access_tokens`);
  }
}
