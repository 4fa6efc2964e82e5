import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 items 2 and 3. `user_settings`: the spec's Trading Rules, Trading Goals and
 * Notifications, one row per user, one jsonb per Settings tab (NULL until the user first saves
 * that tab: the defaults are answered and the client may upload its browser copy once).
 * `missed_trades`: setups seen but not taken. `playbook_id` has no foreign key yet (the playbooks
 * table is built on another branch; the merge adds `REFERENCES playbooks (id) ON DELETE SET NULL`).
 */
export class UserSettingsAndMissedTrades1732280000000 implements MigrationInterface {
  name = 'UserSettingsAndMissedTrades1732280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        trading_rules jsonb,
        goals jsonb,
        notifications jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE missed_trades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        playbook_id uuid,
        symbol text NOT NULL,
        occurred_at timestamptz NOT NULL,
        planned_r numeric(12, 4) NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX missed_trades_user_time ON missed_trades (user_id, occurred_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE missed_trades`);
    await q.query(`DROP TABLE user_settings`);
  }
}
