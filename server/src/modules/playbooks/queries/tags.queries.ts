/** A tag's columns. */
const COLUMNS = 'id, name, kind, color';

/** The viewer's ($1) tags: setups, then mistakes, then the rest, by name. */
export const LIST_TAGS = `
  SELECT ${COLUMNS}
    FROM tags
   WHERE user_id = $1
   ORDER BY array_position(ARRAY['setup','mistake','custom'], kind), lower(name), id`;

/** Tags $2 (uuid[]) of owner $1. */
export const TAGS_BY_IDS = `
  SELECT ${COLUMNS}
    FROM tags
   WHERE user_id = $1 AND id = ANY($2::uuid[])`;

/** Owner $1: name $2, kind $3, colour $4. */
export const INSERT_TAG = `
  INSERT INTO tags (user_id, name, kind, color)
  VALUES ($1, $2, $3, $4)
  RETURNING ${COLUMNS}`;

/** Tag $2 of owner $1: every field written (the service merged the unsent ones). */
export const UPDATE_TAG = `
  UPDATE tags
     SET name = $3, kind = $4, color = $5
   WHERE id = $2 AND user_id = $1
  RETURNING ${COLUMNS}`;

/** Tag $2 of owner $1; its trade links go with it (ON DELETE CASCADE). */
export const DELETE_TAG = `DELETE FROM tags WHERE id = $2 AND user_id = $1`;

/** Merge: every trade of owner $1 tagged $2 gains tag $3 (once). */
export const RETAG_TRADES = `
  INSERT INTO trade_tags (trade_id, tag_id, user_id)
  SELECT tt.trade_id, $3, tt.user_id
    FROM trade_tags tt
   WHERE tt.user_id = $1 AND tt.tag_id = $2
  ON CONFLICT DO NOTHING`;

/** The accounts whose trades carry tag $2 (owner $1): their figures change with it. */
export const ACCOUNTS_OF_TAG = `
  SELECT DISTINCT t.account_id
    FROM trade_tags tt
    JOIN trades t ON t.id = tt.trade_id AND t.user_id = tt.user_id
   WHERE tt.user_id = $1 AND tt.tag_id = $2`;
