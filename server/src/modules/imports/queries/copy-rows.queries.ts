import { sqlBuilder } from '../../../db/sql-statement';

/** A streamed COPY of text rows into `table` (executions, trades), the columns in row order. */
export const copyInto = sqlBuilder(
  (table: string, columns: readonly string[]) => `COPY ${table} (${columns.join(', ')}) FROM STDIN`,
  { 'a few columns': ['executions', ['id', 'user_id', 'account_id', 'import_batch_id', 'price']] },
);
