import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed performance statements (issue 35 item 5): the statement's JSON exactly as it was signed
 * (text, not jsonb: jsonb would reorder keys and drop nothing but still re-spell the document),
 * kept so its PDF can be fetched again. Both owners cascade: a deleted account or user takes its
 * statements with it (the signature stays checkable by whoever holds the JSON).
 */
export class Statements1732287000000 implements MigrationInterface {
  name = 'Statements1732287000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE statements (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts (id) ON DELETE CASCADE,
        period_from date NOT NULL,
        period_to date NOT NULL,
        key_id text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX statements_user_account ON statements (user_id, account_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE statements`);
  }
}
