/**
 * Which of the broker execution ids $3 account $2 (owner $1) already holds from another batch
 * than $4 (the batch being re-run, whose own fills are not duplicates of themselves).
 */
export const KNOWN_BROKER_EXECUTION_IDS = `
  SELECT broker_execution_id AS id
    FROM executions
   WHERE user_id = $1 AND account_id = $2 AND broker_execution_id = ANY($3::text[])
     AND import_batch_id IS DISTINCT FROM $4::uuid`;

/**
 * Stored fills without a broker id in a time window [$3, $4) of instruments $2, counted per
 * (instrument, second, side, quantity, price): the key a re-imported fill is matched on.
 */
export const STORED_FILL_COUNTS = `
  SELECT instrument_key AS k, extract(epoch FROM date_trunc('second', executed_at))::bigint AS s, side,
         (quantity::numeric)::text AS q, (price::numeric)::text AS p, count(*) AS n
    FROM executions
   WHERE user_id = $5 AND account_id = $1 AND instrument_key = ANY($2::text[])
     AND executed_at >= $3 AND executed_at < $4
     AND import_batch_id IS DISTINCT FROM $6::uuid
   GROUP BY 1, 2, 3, 4, 5`;

/**
 * Of instruments $3, those account $1 (owner $2) already holds fills of: asked before the import
 * writes its own fills of them, so only these are read back for the trade rebuild.
 */
export const INSTRUMENTS_WITH_FILLS = `
  SELECT k FROM unnest($3::text[]) AS k
   WHERE EXISTS (SELECT 1 FROM executions WHERE account_id = $1 AND user_id = $2 AND instrument_key = k)`;
