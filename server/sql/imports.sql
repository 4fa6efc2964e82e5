-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/imports/queries/cash-flow-store.queries.ts

-- ACCOUNT_CURRENCY
SELECT currency FROM trading_accounts WHERE id = $1 AND user_id = $2;

-- KNOWN_CASH_FLOW_KEYS
SELECT import_key
  FROM cash_flows
 WHERE account_id = $1 AND user_id = $2 AND import_key = ANY($3::text[]);

-- INSERT_IMPORTED_CASH_FLOWS
INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at, note, import_key, import_batch_id)
SELECT $1, $2, x.kind, x.amount, x.at, x.note, x.key, $3
  FROM unnest($4::text[], $5::numeric[], $6::timestamptz[], $7::text[], $8::text[])
       AS x(kind, amount, at, note, key)
ON CONFLICT (account_id, import_key) WHERE import_key IS NOT NULL DO NOTHING
RETURNING id;

-- modules/imports/queries/import-queue.queries.ts

-- REQUEUE_ORPHAN_BATCHES
UPDATE import_batches SET status = 'queued', started_at = NULL, rows_done = 0
 WHERE status = 'running' AND pg_try_advisory_xact_lock(hashtextextended('import-batch:' || id::text, 0));

-- CLAIM_NEXT_BATCH
UPDATE import_batches SET status = 'running', started_at = now()
 WHERE id = (SELECT id FROM import_batches WHERE status = 'queued' ORDER BY created_at, id
             FOR UPDATE SKIP LOCKED LIMIT 1)
RETURNING id, user_id, account_id;

-- WRITE_BATCH_PROGRESS
UPDATE import_batches
   SET rows_total = CASE WHEN $2 > 0 THEN $2 ELSE rows_total END,
       rows_done = least(greatest(rows_done, $3), CASE WHEN $2 > 0 THEN $2 ELSE rows_total END),
       rows_read = greatest(rows_read, $4), rows_matched = greatest(rows_matched, $5),
       rows_written = greatest(rows_written, $6), phase = $7
 WHERE id = $1 AND status = 'running';

-- INSERT_BATCH_PART
INSERT INTO import_batch_parts (user_id, batch_id, part, bytes) VALUES ($1, $2, $3, $4);

-- modules/imports/queries/mapping-templates.queries.ts

-- LIST_MAPPING_TEMPLATES
SELECT id, name, header, mapping, updated_at AS "updatedAt"
  FROM import_mapping_templates
 WHERE user_id = $1
 ORDER BY lower(name), id
 LIMIT 100;

-- COUNT_OTHER_MAPPING_TEMPLATES
SELECT count(*)::int AS n FROM import_mapping_templates WHERE user_id = $1 AND name <> $2;

-- SAVE_MAPPING_TEMPLATE
INSERT INTO import_mapping_templates (user_id, name, header, mapping) VALUES ($1, $2, $3, $4)
ON CONFLICT (user_id, name) DO UPDATE SET header = excluded.header, mapping = excluded.mapping, updated_at = now()
RETURNING id, name, header, mapping, updated_at AS "updatedAt";

-- DELETE_MAPPING_TEMPLATE
WITH d AS (DELETE FROM import_mapping_templates WHERE id = $1 AND user_id = $2 RETURNING id)
SELECT id FROM d;
