export const ACCOUNT_CURRENCY = `SELECT currency FROM trading_accounts WHERE id = $1 AND user_id = $2`;

/** Which of the import keys $3 account $1 (owner $2) already holds: those flows are duplicates. */
export const KNOWN_CASH_FLOW_KEYS = `
  SELECT import_key
    FROM cash_flows
   WHERE account_id = $1 AND user_id = $2 AND import_key = ANY($3::text[])`;

/** A file's new flows, one array per column; a key stored meanwhile is skipped, not an error. */
export const INSERT_IMPORTED_CASH_FLOWS = `
  INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at, note, import_key, import_batch_id)
  SELECT $1, $2, x.kind, x.amount, x.at, x.note, x.key, $3
    FROM unnest($4::text[], $5::numeric[], $6::timestamptz[], $7::text[], $8::text[])
         AS x(kind, amount, at, note, key)
  ON CONFLICT (account_id, import_key) WHERE import_key IS NOT NULL DO NOTHING
  RETURNING id`;
