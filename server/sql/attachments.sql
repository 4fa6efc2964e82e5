-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/attachments/queries/attachments.queries.ts

-- LOCK_OWN_TRADE
SELECT id FROM trades WHERE id = $1 AND user_id = $2 FOR UPDATE;

-- LOCK_OWN_DAY
SELECT id FROM journal_days WHERE id = $1 AND user_id = $2 FOR UPDATE;

-- COUNT_ATTACHMENTS
SELECT count(*)::int AS n FROM attachments
 WHERE user_id = $3 AND (trade_id = $1::uuid OR day_id = $2::uuid);

-- INSERT_ATTACHMENT
INSERT INTO attachments (id, user_id, trade_id, day_id, content_type, bytes, width, height, storage_key,
                         thumbnail_key)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
RETURNING id, trade_id, day_id, content_type, bytes, width, height, storage_key, thumbnail_key, created_at;

-- GET_ATTACHMENT
SELECT id, trade_id, day_id, content_type, bytes, width, height, storage_key, thumbnail_key, created_at FROM attachments WHERE id = $1 AND user_id = $2;

-- LIST_ATTACHMENTS
SELECT id, trade_id, day_id, content_type, bytes, width, height, storage_key, thumbnail_key, created_at FROM attachments
 WHERE user_id = $3 AND (trade_id = $1::uuid OR day_id = $2::uuid)
 ORDER BY created_at, id;

-- LIST_TRADE_ATTACHMENTS
SELECT id, trade_id, day_id, content_type, bytes, width, height, storage_key, thumbnail_key, created_at FROM attachments
 WHERE user_id = $1 AND trade_id = ANY($2::uuid[])
 ORDER BY created_at, id;

-- DELETE_ATTACHMENT
DELETE FROM attachments WHERE id = $1 AND user_id = $2 RETURNING id;

-- LIST_DELETED_FILES
SELECT storage_key FROM attachment_deleted_files ORDER BY deleted_at, storage_key LIMIT $1;

-- FORGET_DELETED_FILES
DELETE FROM attachment_deleted_files WHERE storage_key = ANY($1::text[]);
