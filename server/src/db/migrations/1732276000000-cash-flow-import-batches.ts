import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash flows an import creates (issue 15) remember their batch, so undoing the import removes
 * exactly them. A flow typed by hand has none; deleting a batch row keeps its flows (the undo,
 * not the row, is what removes them). Re-imports are kept out by the existing unique
 * (account_id, import_key), a key independent of the batch.
 */
export class CashFlowImportBatches1732276000000 implements MigrationInterface {
  name = 'CashFlowImportBatches1732276000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE cash_flows ADD COLUMN import_batch_id uuid REFERENCES import_batches(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX cash_flows_import_batch_idx ON cash_flows (import_batch_id) WHERE import_batch_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cash_flows DROP COLUMN import_batch_id`);
  }
}
