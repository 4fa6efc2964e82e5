import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day journal (issue 31): one entry per (user, account or all accounts, local day in the
 * profile's zone) with a pre-market plan, a post-session review (Markdown, stored as typed, only
 * ever rendered sanitised), a mood 1–5 and lessons; and the user's templates a new day starts
 * from. `account_id` null is the all-accounts entry (NULLS NOT DISTINCT keeps it unique too).
 * `journal_template_seeds` records that a user's default templates were made once, so deleting
 * them does not bring them back.
 */
export class JournalDays1732283000000 implements MigrationInterface {
  name = 'JournalDays1732283000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE journal_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        plan text NOT NULL DEFAULT '',
        review text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT journal_templates_user_name_key UNIQUE (user_id, name)
      )`);
    await q.query(`
      CREATE TABLE journal_template_seeds (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE journal_days (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid REFERENCES trading_accounts(id) ON DELETE CASCADE,
        day date NOT NULL,
        plan text NOT NULL DEFAULT '',
        review text NOT NULL DEFAULT '',
        mood smallint CHECK (mood BETWEEN 1 AND 5),
        lessons text NOT NULL DEFAULT '',
        template_id uuid REFERENCES journal_templates(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT journal_days_user_account_day_key UNIQUE NULLS NOT DISTINCT (user_id, account_id, day)
      )`);
    await q.query(`CREATE INDEX journal_days_user_day_idx ON journal_days (user_id, day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE journal_days`);
    await q.query(`DROP TABLE journal_template_seeds`);
    await q.query(`DROP TABLE journal_templates`);
  }
}
