import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A missed trade's playbook is a real playbook (issue 30 item 2): the two tables landed on separate
 * branches, so the key comes now. A playbook's deletion keeps its missed trades without a playbook.
 * Ids that name no playbook (possible only before this key) are cleared first.
 */
export class MissedTradesPlaybookKey1732288000000 implements MigrationInterface {
  name = 'MissedTradesPlaybookKey1732288000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE missed_trades m SET playbook_id = NULL
       WHERE playbook_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM playbooks p WHERE p.id = m.playbook_id AND p.user_id = m.user_id)`);
    await q.query(`
      ALTER TABLE missed_trades
        ADD CONSTRAINT missed_trades_playbook_fk FOREIGN KEY (playbook_id) REFERENCES playbooks (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE missed_trades DROP CONSTRAINT missed_trades_playbook_fk`);
  }
}
