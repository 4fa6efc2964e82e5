const COLUMNS = `id, name, header, mapping, updated_at AS "updatedAt"`;

/** A user keeps at most this many templates. */
export const MAX_TEMPLATES = 100;

export const LIST_MAPPING_TEMPLATES = `
  SELECT ${COLUMNS}
    FROM import_mapping_templates
   WHERE user_id = $1
   ORDER BY lower(name), id
   LIMIT ${MAX_TEMPLATES}`;

/** The user's ($1) templates other than the one named $2 (which a save would replace). */
export const COUNT_OTHER_MAPPING_TEMPLATES = `
  SELECT count(*)::int AS n FROM import_mapping_templates WHERE user_id = $1 AND name <> $2`;

export const SAVE_MAPPING_TEMPLATE = `
  INSERT INTO import_mapping_templates (user_id, name, header, mapping) VALUES ($1, $2, $3, $4)
  ON CONFLICT (user_id, name) DO UPDATE SET header = excluded.header, mapping = excluded.mapping, updated_at = now()
  RETURNING ${COLUMNS}`;

export const DELETE_MAPPING_TEMPLATE = `
  WITH d AS (DELETE FROM import_mapping_templates WHERE id = $1 AND user_id = $2 RETURNING id)
  SELECT id FROM d`;
