/** A day entry's columns; `day` as YYYY-MM-DD text (a local day in the owner's zone). */
const DAY_COLUMNS = `id, account_id, day::text AS day, plan, review, mood, lessons, template_id,
  created_at, updated_at`;

/** Owner $1's entries of scope $2 (an account id, or null for the all-accounts entries), days $3 … $4. */
export const LIST_JOURNAL_DAYS = `
  SELECT ${DAY_COLUMNS}
    FROM journal_days
   WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day BETWEEN $3::date AND $4::date
   ORDER BY day`;

/** Owner $1's entry of scope $2 (account id or null) on day $3. */
export const GET_JOURNAL_DAY = `
  SELECT ${DAY_COLUMNS}
    FROM journal_days
   WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day = $3::date`;

/**
 * Creates or replaces owner $1's entry of scope $2 on day $3: every field is written (the service
 * merged the unsent ones with the stored entry or the template).
 */
export const UPSERT_JOURNAL_DAY = `
  INSERT INTO journal_days (user_id, account_id, day, plan, review, mood, lessons, template_id)
  VALUES ($1, $2::uuid, $3::date, $4, $5, $6, $7, $8::uuid)
  ON CONFLICT (user_id, account_id, day) DO UPDATE
     SET plan = EXCLUDED.plan, review = EXCLUDED.review, mood = EXCLUDED.mood, lessons = EXCLUDED.lessons,
         template_id = EXCLUDED.template_id, updated_at = now()
  RETURNING ${DAY_COLUMNS}`;

/** Owner $1's entry of scope $2 on day $3 (its attachments go with it: ON DELETE CASCADE). */
export const DELETE_JOURNAL_DAY = `
  DELETE FROM journal_days
   WHERE user_id = $1 AND account_id IS NOT DISTINCT FROM $2::uuid AND day = $3::date
  RETURNING id`;

const TEMPLATE_COLUMNS = `id, name, plan, review, created_at, updated_at`;

/** Owner $1's templates by name. */
export const LIST_JOURNAL_TEMPLATES = `
  SELECT ${TEMPLATE_COLUMNS} FROM journal_templates WHERE user_id = $1 ORDER BY name, id`;

/** Template $1 of owner $2. */
export const GET_JOURNAL_TEMPLATE = `
  SELECT ${TEMPLATE_COLUMNS} FROM journal_templates WHERE id = $1 AND user_id = $2`;

/** Marks owner $1's default templates as made; answers a row only the first time. */
export const CLAIM_TEMPLATE_SEED = `
  INSERT INTO journal_template_seeds (user_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING user_id`;

/** A template of owner $1: name $2, plan $3, review $4 (a name already taken answers no row). */
export const INSERT_JOURNAL_TEMPLATE = `
  INSERT INTO journal_templates (user_id, name, plan, review)
  VALUES ($1, $2, $3, $4)
  ON CONFLICT (user_id, name) DO NOTHING
  RETURNING ${TEMPLATE_COLUMNS}`;

/** Template $1 of owner $2, every field written. */
export const UPDATE_JOURNAL_TEMPLATE = `
  UPDATE journal_templates SET name = $3, plan = $4, review = $5, updated_at = now()
   WHERE id = $1 AND user_id = $2
  RETURNING ${TEMPLATE_COLUMNS}`;

export const DELETE_JOURNAL_TEMPLATE = `DELETE FROM journal_templates WHERE id = $1 AND user_id = $2 RETURNING id`;

/**
 * The playbook rules owner $1 marked broken on the trades of scope $2 (an account id, or null for
 * all accounts) entered on local day $4 of zone $3 (the day page's trades), most often broken first.
 */
export const DAY_BROKEN_RULES = `
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
   ORDER BY trades DESC, p.name, r.position`;
