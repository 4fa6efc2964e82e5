/** The tags of trades $2 (uuid[]) of owner $1. */
export const TAGS_OF_TRADES = `
  SELECT tt.trade_id, g.id, g.name, g.kind, g.color
    FROM trade_tags tt
    JOIN tags g ON g.id = tt.tag_id AND g.user_id = tt.user_id
   WHERE tt.user_id = $1 AND tt.trade_id = ANY($2::uuid[])
   ORDER BY tt.trade_id, array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name)`;

/** The playbook of trades $2 (uuid[]) of owner $1. */
export const PLAYBOOKS_OF_TRADES = `
  SELECT trade_id, playbook_id
    FROM trade_playbooks
   WHERE user_id = $1 AND trade_id = ANY($2::uuid[])`;

/** The rule checks of trades $2 (uuid[]) of owner $1, in checklist order. */
export const RULE_CHECKS_OF_TRADES = `
  SELECT c.trade_id, c.rule_id, c.followed
    FROM trade_rule_checks c
    JOIN playbook_rules r ON r.id = c.rule_id AND r.user_id = c.user_id
   WHERE c.user_id = $1 AND c.trade_id = ANY($2::uuid[])
   ORDER BY c.trade_id, r.position, r.id`;

/** Trades $2 (uuid[]) of owner $1, with their accounts. */
export const OWN_TRADES = `
  SELECT id, account_id
    FROM trades
   WHERE user_id = $1 AND id = ANY($2::uuid[])`;

/**
 * The trades of owner $1 built from fills of import batch $2 (the import history's "tag its trades"),
 * at most $3 of them (the caller asks for one past the bulk limit, to tell it was passed).
 */
export const TRADES_OF_IMPORT_BATCH = `
  SELECT DISTINCT t.id, t.account_id
    FROM executions e
    JOIN trade_executions te ON te.execution_id = e.id
    JOIN trades t ON t.id = te.trade_id AND t.user_id = $1
   WHERE e.user_id = $1 AND e.import_batch_id = $2
   LIMIT $3`;

/** Whether import batch $2 is owner $1's. */
export const OWN_IMPORT_BATCH = `SELECT 1 FROM import_batches WHERE id = $2 AND user_id = $1`;

/** Trades $2 (uuid[]) of owner $1 lose every tag. */
export const CLEAR_TRADE_TAGS = `DELETE FROM trade_tags WHERE user_id = $1 AND trade_id = ANY($2::uuid[])`;

/** Trades $2 (uuid[]) of owner $1 lose tags $3 (uuid[]). */
export const REMOVE_TRADE_TAGS = `
  DELETE FROM trade_tags
   WHERE user_id = $1 AND trade_id = ANY($2::uuid[]) AND tag_id = ANY($3::uuid[])`;

/** Trades $2 of owner $1 gain tags $3 (each pair once; only the owner's tags). */
export const ADD_TRADE_TAGS = `
  INSERT INTO trade_tags (trade_id, tag_id, user_id)
  SELECT tr.id, g.id, $1
    FROM trades tr
    JOIN tags g ON g.user_id = $1 AND g.id = ANY($3::uuid[])
   WHERE tr.user_id = $1 AND tr.id = ANY($2::uuid[])
  ON CONFLICT DO NOTHING`;

/** Trades $2 of owner $1 follow playbook $3; rule checks of any other playbook go. */
export const SET_TRADE_PLAYBOOK = `
  WITH own AS (
    SELECT tr.id FROM trades tr
      JOIN playbooks p ON p.user_id = $1 AND p.id = $3
     WHERE tr.user_id = $1 AND tr.id = ANY($2::uuid[])
  ), dropped AS (
    DELETE FROM trade_rule_checks c
     USING playbook_rules r
     WHERE c.user_id = $1 AND c.trade_id IN (SELECT id FROM own)
       AND r.id = c.rule_id AND r.user_id = $1 AND r.playbook_id <> $3
  )
  INSERT INTO trade_playbooks (trade_id, playbook_id, user_id)
  SELECT id, $3, $1 FROM own
  ON CONFLICT (trade_id) DO UPDATE SET playbook_id = excluded.playbook_id`;

/** Trades $2 (uuid[]) of owner $1 follow no playbook (and keep no rule checks). */
export const CLEAR_TRADE_PLAYBOOK = `
  WITH dropped AS (DELETE FROM trade_rule_checks WHERE user_id = $1 AND trade_id = ANY($2::uuid[]))
  DELETE FROM trade_playbooks WHERE user_id = $1 AND trade_id = ANY($2::uuid[])`;

/** Trade $2 of owner $1 loses every rule check. */
export const CLEAR_RULE_CHECKS = `DELETE FROM trade_rule_checks WHERE user_id = $1 AND trade_id = $2`;

/** Trade $2 of owner $1: rules $3 (uuid[]) ticked followed or not by $4 (boolean[], same order). */
export const INSERT_RULE_CHECKS = `
  INSERT INTO trade_rule_checks (trade_id, rule_id, user_id, followed)
  SELECT $2, c.rule_id, $1, c.followed
    FROM unnest($3::uuid[], $4::boolean[]) AS c(rule_id, followed)
    JOIN playbook_rules r ON r.id = c.rule_id AND r.user_id = $1`;
