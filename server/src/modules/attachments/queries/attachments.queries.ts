const COLUMNS = `id, trade_id, day_id, content_type, bytes, width, height, storage_key, thumbnail_key, created_at`;

/** Locks owner $2's trade $1 (so two uploads cannot both pass the count), answering its id. */
export const LOCK_OWN_TRADE = `SELECT id FROM trades WHERE id = $1 AND user_id = $2 FOR UPDATE`;

/** Locks owner $2's day entry $1. */
export const LOCK_OWN_DAY = `SELECT id FROM journal_days WHERE id = $1 AND user_id = $2 FOR UPDATE`;

/** How many images trade $1 or day $2 (one of them null) of owner $3 holds. */
export const COUNT_ATTACHMENTS = `
  SELECT count(*)::int AS n FROM attachments
   WHERE user_id = $3 AND (trade_id = $1::uuid OR day_id = $2::uuid)`;

export const INSERT_ATTACHMENT = `
  INSERT INTO attachments (id, user_id, trade_id, day_id, content_type, bytes, width, height, storage_key,
                           thumbnail_key)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  RETURNING ${COLUMNS}`;

/** Attachment $1 of owner $2. */
export const GET_ATTACHMENT = `SELECT ${COLUMNS} FROM attachments WHERE id = $1 AND user_id = $2`;

/** Owner $3's images of trade $1 or day $2, oldest first. */
export const LIST_ATTACHMENTS = `
  SELECT ${COLUMNS} FROM attachments
   WHERE user_id = $3 AND (trade_id = $1::uuid OR day_id = $2::uuid)
   ORDER BY created_at, id`;

/** Owner $1's images of the trades $2 (a uuid[]), for the per-request loader. */
export const LIST_TRADE_ATTACHMENTS = `
  SELECT ${COLUMNS} FROM attachments
   WHERE user_id = $1 AND trade_id = ANY($2::uuid[])
   ORDER BY created_at, id`;

export const DELETE_ATTACHMENT = `DELETE FROM attachments WHERE id = $1 AND user_id = $2 RETURNING id`;

/** Files whose rows are gone, a batch of $1 at a time. */
export const LIST_DELETED_FILES = `
  SELECT storage_key FROM attachment_deleted_files ORDER BY deleted_at, storage_key LIMIT $1`;

export const FORGET_DELETED_FILES = `DELETE FROM attachment_deleted_files WHERE storage_key = ANY($1::text[])`;
