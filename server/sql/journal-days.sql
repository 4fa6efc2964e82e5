-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/journal-days/queries/journal-days.queries.ts

-- LIST_JOURNAL_DAYS
SELECT id, account_id, day::text AS day, plan, review, mood, lessons, template_id,
created_at, updated_at
  FROM journal_days
 WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day BETWEEN $3::date AND $4::date
 ORDER BY day;

-- GET_JOURNAL_DAY
SELECT id, account_id, day::text AS day, plan, review, mood, lessons, template_id,
created_at, updated_at
  FROM journal_days
 WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day = $3::date;

-- UPSERT_JOURNAL_DAY
INSERT INTO journal_days (user_id, account_id, day, plan, review, mood, lessons, template_id)
VALUES ($1, $2::uuid, $3::date, $4, $5, $6, $7, $8::uuid)
ON CONFLICT (user_id, account_id, day) DO UPDATE
   SET plan = EXCLUDED.plan, review = EXCLUDED.review, mood = EXCLUDED.mood, lessons = EXCLUDED.lessons,
       template_id = EXCLUDED.template_id, updated_at = now()
RETURNING id, account_id, day::text AS day, plan, review, mood, lessons, template_id,
created_at, updated_at;

-- DELETE_JOURNAL_DAY
DELETE FROM journal_days
 WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day = $3::date
RETURNING id;

-- LIST_JOURNAL_TEMPLATES
SELECT id, name, plan, review, created_at, updated_at FROM journal_templates WHERE user_id = $1 ORDER BY name, id;

-- GET_JOURNAL_TEMPLATE
SELECT id, name, plan, review, created_at, updated_at FROM journal_templates WHERE id = $1 AND user_id = $2;

-- CLAIM_TEMPLATE_SEED
INSERT INTO journal_template_seeds (user_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING user_id;

-- INSERT_JOURNAL_TEMPLATE
INSERT INTO journal_templates (user_id, name, plan, review)
VALUES ($1, $2, $3, $4)
ON CONFLICT (user_id, name) DO NOTHING
RETURNING id, name, plan, review, created_at, updated_at;

-- UPDATE_JOURNAL_TEMPLATE
UPDATE journal_templates SET name = $3, plan = $4, review = $5, updated_at = now()
 WHERE id = $1 AND user_id = $2
RETURNING id, name, plan, review, created_at, updated_at;

-- DELETE_JOURNAL_TEMPLATE
DELETE FROM journal_templates WHERE id = $1 AND user_id = $2 RETURNING id;

-- DAY_BROKEN_RULES
SELECT r.text AS rule, p.name AS playbook, count(*)::int AS trades
  FROM trade_rule_checks c
  JOIN trades t ON t.id = c.trade_id AND t.user_id = $1
  JOIN playbook_rules r ON r.id = c.rule_id AND r.user_id = $1
  JOIN playbooks p ON p.id = r.playbook_id AND p.user_id = $1
 WHERE c.user_id = $1 AND NOT c.followed
   AND ($2::uuid IS NULL OR t.account_id = $2::uuid)
   AND t.entry_date >= ($4::date::timestamp AT TIME ZONE $3)
   AND t.entry_date < (($4::date + 1)::timestamp AT TIME ZONE $3)
 GROUP BY r.id, r.text, r.position, p.name
 ORDER BY trades DESC, p.name, r.position;
