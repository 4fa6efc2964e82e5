/** The audit trail: trade $1 of user $2 as it was, kept with the action ($3) about to change it. */
export const KEEP_TRADE_REVISION = `
  INSERT INTO trade_revisions (trade_id, user_id, account_id, action, changed_by, previous)
  SELECT t.id, t.user_id, t.account_id, $3, $2, to_jsonb(t)
    FROM trades t
   WHERE t.id = $1 AND t.user_id = $2`;

/** The fills behind trades $1 of user $2, each with its share of the trade, in execution order. */
export const TRADE_FILLS = `
  SELECT te.trade_id, e.id, e.side, te.quantity::text AS quantity, e.quantity::text AS fill_quantity,
         e.price::text AS price, e.commission::text AS commission, e.other_fees::text AS other_fees,
         e.currency, e.fx_rate::text AS fx_rate, e.fx_source, e.executed_at, e.raw_executed_at,
         e.broker_execution_id, e.broker_order_id, e.source_row, e.import_batch_id, b.file_name
    FROM trade_executions te
    JOIN executions e ON e.id = te.execution_id
    JOIN import_batches b ON b.id = e.import_batch_id
   WHERE te.trade_id = ANY($1::uuid[]) AND e.user_id = $2
   ORDER BY te.trade_id, e.executed_at, b.created_at, e.source_sequence, e.source_row, e.id`;
