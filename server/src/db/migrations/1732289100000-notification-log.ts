import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every notification mail decided (issue 32 item 4), one row per event: a loss-limit or drawdown
 * alert per (user, account, trading day, rule, level), a daily summary per (user, account, day).
 * The unique key is what makes "one mail, never two" hold with several instances: whichever
 * instance inserts the row first enqueues its mail; the others' inserts do nothing. `sent_at`
 * is set by the mail job once the mail went out (or was skipped: `outcome`). The job queue itself
 * (pg-boss) keeps its tables in its own schema, created by pg-boss at start.
 */
export class NotificationLog1732289100000 implements MigrationInterface {
  name = 'NotificationLog1732289100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('risk_alert', 'daily_summary')),
        day date NOT NULL,
        rule text NOT NULL DEFAULT '',
        level text NOT NULL DEFAULT '',
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        outcome text CHECK (outcome IN ('sent', 'skipped')),
        CONSTRAINT notification_log_event UNIQUE (user_id, account_id, kind, day, rule, level)
      )`);
    await q.query(`CREATE INDEX notification_log_account ON notification_log (account_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_log`);
  }
}
