import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * trade_executions.execution_id: one check per statement instead of a foreign key checked per row.
 * An import of 100,000 fills writes 100,000 links, and the key's per-row check (a lookup and a row
 * lock on the fill, one SPI query each) was a large share of the import (issue 13's speed target).
 *
 * What the key guaranteed still holds:
 * - A link names an existing fill: an AFTER INSERT / UPDATE statement trigger checks all the new
 *   links in one join, and more than the key did — the fill must belong to the trade's account.
 * - A link goes when its fill goes (was ON DELETE CASCADE): an AFTER DELETE statement trigger on
 *   executions deletes the links of the deleted fills, in one statement per DELETE.
 * - No fill is deleted under a link being written (the key's row lock): links are written only by
 *   the trade rebuild, which holds the account's import lock (lockAccountImports) as does the only
 *   statement that deletes fills (undo). The other deletions are cascades from deleting the account
 *   or user, which delete the link's trade too: the trade_id foreign key, kept, locks that trade
 *   when the link is written, so such a deletion waits for the rebuild and then cascades through it.
 * - A fill's id never changes (the key refused it while linked): a row trigger refuses it always.
 */
export class TradeExecutionsStatementCheck1732275000000 implements MigrationInterface {
  name = 'TradeExecutionsStatementCheck1732275000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trade_executions DROP CONSTRAINT trade_executions_execution_id_fkey`);
    await q.query(sqlFunction('trade_executions_check_statement'));
    await q.query(`
      CREATE TRIGGER trade_executions_execution_check_insert AFTER INSERT ON trade_executions
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_executions_check_statement()`);
    await q.query(`
      CREATE TRIGGER trade_executions_execution_check_update AFTER UPDATE ON trade_executions
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_executions_check_statement()`);
    await q.query(sqlFunction('executions_unlink_statement'));
    await q.query(`
      CREATE TRIGGER executions_unlink AFTER DELETE ON executions
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION executions_unlink_statement()`);
    await q.query(sqlFunction('executions_id_fixed'));
    await q.query(`
      CREATE TRIGGER executions_id_fixed BEFORE UPDATE OF id ON executions
        FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION executions_id_fixed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER executions_id_fixed ON executions`);
    await q.query(`DROP FUNCTION executions_id_fixed()`);
    await q.query(`DROP TRIGGER executions_unlink ON executions`);
    await q.query(`DROP FUNCTION executions_unlink_statement()`);
    await q.query(`DROP TRIGGER trade_executions_execution_check_update ON trade_executions`);
    await q.query(`DROP TRIGGER trade_executions_execution_check_insert ON trade_executions`);
    await q.query(`DROP FUNCTION trade_executions_check_statement()`);
    await q.query(`
      ALTER TABLE trade_executions ADD CONSTRAINT trade_executions_execution_id_fkey
        FOREIGN KEY (execution_id) REFERENCES executions(id) ON DELETE CASCADE`);
  }
}
