import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playbooks, tags and rule checks (issue 30). Every row carries `user_id` (the owner scope and the
 * partition key of docs/scaling.md). A trade's playbook is a row of `trade_playbooks` (one per
 * trade) rather than a trades column, so the trades table, its entity and its rollup triggers are
 * untouched. Tag names are unique per user whatever their case; a rule check is kept only for a
 * rule of the trade's playbook (the service removes the others when the playbook changes).
 */
export class PlaybooksAndTags1732281000000 implements MigrationInterface {
  name = 'PlaybooksAndTags1732281000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        kind text NOT NULL CHECK (kind IN ('setup','mistake','custom')),
        color text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX tags_user_name_key ON tags (user_id, lower(name))`);
    await q.query(`
      CREATE TABLE trade_tags (
        trade_id uuid NOT NULL REFERENCES trades(id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (trade_id, tag_id)
      )`);
    await q.query(`CREATE INDEX trade_tags_tag_idx ON trade_tags (tag_id, trade_id)`);
    await q.query(`
      CREATE TABLE playbooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        description text,
        entry_criteria text,
        exit_criteria text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX playbooks_user_name_key ON playbooks (user_id, lower(name))`);
    await q.query(`
      CREATE TABLE playbook_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        playbook_id uuid NOT NULL REFERENCES playbooks(id) ON DELETE CASCADE,
        position int NOT NULL,
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500)
      )`);
    await q.query(`CREATE INDEX playbook_rules_playbook_idx ON playbook_rules (playbook_id, position)`);
    await q.query(`
      CREATE TABLE trade_playbooks (
        trade_id uuid PRIMARY KEY REFERENCES trades(id) ON DELETE CASCADE,
        playbook_id uuid NOT NULL REFERENCES playbooks(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX trade_playbooks_playbook_idx ON trade_playbooks (playbook_id, trade_id)`);
    await q.query(`
      CREATE TABLE trade_rule_checks (
        trade_id uuid NOT NULL REFERENCES trades(id) ON DELETE CASCADE,
        rule_id uuid NOT NULL REFERENCES playbook_rules(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        followed boolean NOT NULL,
        PRIMARY KEY (trade_id, rule_id)
      )`);
    await q.query(`CREATE INDEX trade_rule_checks_rule_idx ON trade_rule_checks (rule_id, followed, trade_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trade_rule_checks, trade_playbooks, playbook_rules, playbooks, trade_tags, tags`);
  }
}
