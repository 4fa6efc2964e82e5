-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/playbooks/queries/playbooks.queries.ts

-- LIST_PLAYBOOKS
SELECT id, name, description, entry_criteria, exit_criteria, created_at, updated_at
  FROM playbooks
 WHERE user_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
 ORDER BY lower(name), id;

-- RULES_OF_PLAYBOOKS
SELECT id, playbook_id, text
  FROM playbook_rules
 WHERE user_id = $1 AND playbook_id = ANY($2::uuid[])
 ORDER BY playbook_id, position, id;

-- RULES_BY_IDS
SELECT id, playbook_id, text
  FROM playbook_rules
 WHERE user_id = $1 AND id = ANY($2::uuid[]);

-- INSERT_PLAYBOOK
INSERT INTO playbooks (user_id, name, description, entry_criteria, exit_criteria)
VALUES ($1, $2, $3, $4, $5)
RETURNING id, name, description, entry_criteria, exit_criteria, created_at, updated_at;

-- UPDATE_PLAYBOOK
UPDATE playbooks
   SET name = $3, description = $4, entry_criteria = $5, exit_criteria = $6, updated_at = now()
 WHERE id = $2 AND user_id = $1
RETURNING id, name, description, entry_criteria, exit_criteria, created_at, updated_at;

-- DELETE_PLAYBOOK
DELETE FROM playbooks WHERE id = $2 AND user_id = $1;

-- DELETE_OTHER_RULES
DELETE FROM playbook_rules
 WHERE user_id = $1 AND playbook_id = $2 AND NOT (id = ANY($3::uuid[]));

-- UPDATE_RULE
UPDATE playbook_rules
   SET text = $4, position = $5
 WHERE user_id = $1 AND playbook_id = $2 AND id = $3;

-- INSERT_RULE
INSERT INTO playbook_rules (user_id, playbook_id, text, position)
VALUES ($1, $2, $3, $4);

-- ACCOUNTS_OF_PLAYBOOK
SELECT DISTINCT t.account_id
  FROM trade_playbooks tp
  JOIN trades t ON t.id = tp.trade_id AND t.user_id = tp.user_id
 WHERE tp.user_id = $1 AND tp.playbook_id = $2;

-- modules/playbooks/queries/tags.queries.ts

-- LIST_TAGS
SELECT id, name, kind, color
  FROM tags
 WHERE user_id = $1
 ORDER BY array_position(ARRAY['setup','mistake','custom'], kind), lower(name), id;

-- TAGS_BY_IDS
SELECT id, name, kind, color
  FROM tags
 WHERE user_id = $1 AND id = ANY($2::uuid[]);

-- INSERT_TAG
INSERT INTO tags (user_id, name, kind, color)
VALUES ($1, $2, $3, $4)
RETURNING id, name, kind, color;

-- UPDATE_TAG
UPDATE tags
   SET name = $3, kind = $4, color = $5
 WHERE id = $2 AND user_id = $1
RETURNING id, name, kind, color;

-- DELETE_TAG
DELETE FROM tags WHERE id = $2 AND user_id = $1;

-- RETAG_TRADES
INSERT INTO trade_tags (trade_id, tag_id, user_id)
SELECT tt.trade_id, $3, tt.user_id
  FROM trade_tags tt
 WHERE tt.user_id = $1 AND tt.tag_id = $2
ON CONFLICT DO NOTHING;

-- ACCOUNTS_OF_TAG
SELECT DISTINCT t.account_id
  FROM trade_tags tt
  JOIN trades t ON t.id = tt.trade_id AND t.user_id = tt.user_id
 WHERE tt.user_id = $1 AND tt.tag_id = $2;

-- modules/playbooks/queries/trade-links.queries.ts

-- TAGS_OF_TRADES
SELECT tt.trade_id, g.id, g.name, g.kind, g.color
  FROM trade_tags tt
  JOIN tags g ON g.id = tt.tag_id AND g.user_id = tt.user_id
 WHERE tt.user_id = $1 AND tt.trade_id = ANY($2::uuid[])
 ORDER BY tt.trade_id, array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name);

-- PLAYBOOKS_OF_TRADES
SELECT trade_id, playbook_id
  FROM trade_playbooks
 WHERE user_id = $1 AND trade_id = ANY($2::uuid[]);

-- RULE_CHECKS_OF_TRADES
SELECT c.trade_id, c.rule_id, c.followed
  FROM trade_rule_checks c
  JOIN playbook_rules r ON r.id = c.rule_id AND r.user_id = c.user_id
 WHERE c.user_id = $1 AND c.trade_id = ANY($2::uuid[])
 ORDER BY c.trade_id, r.position, r.id;

-- OWN_TRADES
SELECT id, account_id
  FROM trades
 WHERE user_id = $1 AND id = ANY($2::uuid[]);

-- TRADES_OF_IMPORT_BATCH
SELECT DISTINCT t.id, t.account_id
  FROM executions e
  JOIN trade_executions te ON te.execution_id = e.id
  JOIN trades t ON t.id = te.trade_id AND t.user_id = $1
 WHERE e.user_id = $1 AND e.import_batch_id = $2
 LIMIT $3;

-- OWN_IMPORT_BATCH
SELECT 1 FROM import_batches WHERE id = $2 AND user_id = $1;

-- CLEAR_TRADE_TAGS
DELETE FROM trade_tags WHERE user_id = $1 AND trade_id = ANY($2::uuid[]);

-- REMOVE_TRADE_TAGS
DELETE FROM trade_tags
 WHERE user_id = $1 AND trade_id = ANY($2::uuid[]) AND tag_id = ANY($3::uuid[]);

-- ADD_TRADE_TAGS
INSERT INTO trade_tags (trade_id, tag_id, user_id)
SELECT tr.id, g.id, $1
  FROM trades tr
  JOIN tags g ON g.user_id = $1 AND g.id = ANY($3::uuid[])
 WHERE tr.user_id = $1 AND tr.id = ANY($2::uuid[])
ON CONFLICT DO NOTHING;

-- SET_TRADE_PLAYBOOK
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
ON CONFLICT (trade_id) DO UPDATE SET playbook_id = excluded.playbook_id;

-- CLEAR_TRADE_PLAYBOOK
WITH dropped AS (DELETE FROM trade_rule_checks WHERE user_id = $1 AND trade_id = ANY($2::uuid[]))
DELETE FROM trade_playbooks WHERE user_id = $1 AND trade_id = ANY($2::uuid[]);

-- CLEAR_RULE_CHECKS
DELETE FROM trade_rule_checks WHERE user_id = $1 AND trade_id = $2;

-- INSERT_RULE_CHECKS
INSERT INTO trade_rule_checks (trade_id, rule_id, user_id, followed)
SELECT $2, c.rule_id, $1, c.followed
  FROM unnest($3::uuid[], $4::boolean[]) AS c(rule_id, followed)
  JOIN playbook_rules r ON r.id = c.rule_id AND r.user_id = $1;
