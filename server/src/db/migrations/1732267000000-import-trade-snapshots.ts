import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Undo restores the exact previous state (issue 13): before an import's rebuild changes or deletes
 * an imported trade, the trade's whole row is kept here under that batch. Undoing the batch puts
 * back the row (its id, journal, version and updated_at) wherever the rebuild without the batch's
 * executions gives the same figures and nobody edited the trade since. No foreign key to trades:
 * the point is to keep rows the import deleted. Removed with the batch's undo (or the batch).
 */
export class ImportTradeSnapshots1732267000000 implements MigrationInterface {
  name = 'ImportTradeSnapshots1732267000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_trade_snapshots (
        batch_id uuid NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
        trade_id uuid NOT NULL,
        row jsonb NOT NULL,
        PRIMARY KEY (batch_id, trade_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE import_trade_snapshots`);
  }
}
