/** A playbook's columns. */
const COLUMNS = 'id, name, description, entry_criteria, exit_criteria, created_at, updated_at';

/** The viewer's ($1) playbooks by name; `$2` (uuid[] or null) narrows to those ids. */
export const LIST_PLAYBOOKS = `
  SELECT ${COLUMNS}
    FROM playbooks
   WHERE user_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
   ORDER BY lower(name), id`;

/** The rules of playbooks $2 (uuid[]) of owner $1, in checklist order. */
export const RULES_OF_PLAYBOOKS = `
  SELECT id, playbook_id, text
    FROM playbook_rules
   WHERE user_id = $1 AND playbook_id = ANY($2::uuid[])
   ORDER BY playbook_id, position, id`;

/** Rules $2 (uuid[]) of owner $1 with their playbook. */
export const RULES_BY_IDS = `
  SELECT id, playbook_id, text
    FROM playbook_rules
   WHERE user_id = $1 AND id = ANY($2::uuid[])`;

/** Owner $1: name $2, description $3, entry $4 and exit $5 criteria. */
export const INSERT_PLAYBOOK = `
  INSERT INTO playbooks (user_id, name, description, entry_criteria, exit_criteria)
  VALUES ($1, $2, $3, $4, $5)
  RETURNING ${COLUMNS}`;

/** Playbook $2 of owner $1, every field written. */
export const UPDATE_PLAYBOOK = `
  UPDATE playbooks
     SET name = $3, description = $4, entry_criteria = $5, exit_criteria = $6, updated_at = now()
   WHERE id = $2 AND user_id = $1
  RETURNING ${COLUMNS}`;

/** Playbook $2 of owner $1: its rules, checks and trade assignments go with it (ON DELETE CASCADE). */
export const DELETE_PLAYBOOK = `DELETE FROM playbooks WHERE id = $2 AND user_id = $1`;

/** Playbook $2 (owner $1) keeps only the rules $3 (uuid[]): the others and their checks go. */
export const DELETE_OTHER_RULES = `
  DELETE FROM playbook_rules
   WHERE user_id = $1 AND playbook_id = $2 AND NOT (id = ANY($3::uuid[]))`;

/** Rule $3 of playbook $2 (owner $1): its text $4 and place $5. */
export const UPDATE_RULE = `
  UPDATE playbook_rules
     SET text = $4, position = $5
   WHERE user_id = $1 AND playbook_id = $2 AND id = $3`;

/** A new rule: owner $1, playbook $2, text $3, place $4. */
export const INSERT_RULE = `
  INSERT INTO playbook_rules (user_id, playbook_id, text, position)
  VALUES ($1, $2, $3, $4)`;

/** The accounts whose trades follow playbook $2 (owner $1): their figures change with it. */
export const ACCOUNTS_OF_PLAYBOOK = `
  SELECT DISTINCT t.account_id
    FROM trade_playbooks tp
    JOIN trades t ON t.id = tp.trade_id AND t.user_id = tp.user_id
   WHERE tp.user_id = $1 AND tp.playbook_id = $2`;
