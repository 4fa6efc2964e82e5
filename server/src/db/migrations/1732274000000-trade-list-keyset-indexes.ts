import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trade lists sort by `entry_date DESC NULLS LAST, id` (the default of every list, the dashboard's
 * 10 recent trades, the keyset pages of tradesConnection and REST cursors). The old
 * `(account_id, entry_date DESC)` and `(user_id, entry_date DESC)` indexes are NULLS FIRST and lack
 * the id, so PostgreSQL read every trade of the scope and sorted them (88–100 ms at 100k trades).
 * These match the sort exactly, forwards and (for ascending pages) backwards, and still serve the
 * analytics' entry-date ranges, so they replace the old ones (no extra index to keep on write).
 */
export class TradeListKeysetIndexes1732274000000 implements MigrationInterface {
  name = 'TradeListKeysetIndexes1732274000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX trades_account_entry_id_idx ON trades (account_id, entry_date DESC NULLS LAST, id)`);
    await q.query(`CREATE INDEX trades_user_entry_id_idx ON trades (user_id, entry_date DESC NULLS LAST, id)`);
    await q.query(`DROP INDEX trades_account_entry_idx`);
    await q.query(`DROP INDEX trades_user_entry_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX trades_account_entry_idx ON trades (account_id, entry_date DESC)`);
    await q.query(`CREATE INDEX trades_user_entry_idx ON trades (user_id, entry_date DESC)`);
    await q.query(`DROP INDEX trades_account_entry_id_idx`);
    await q.query(`DROP INDEX trades_user_entry_id_idx`);
  }
}
