import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `import_mapping_templates`: a generic CSV's column mapping saved under a name, per user, with
 *   the header it was made for (a file with the same header gets it applied automatically).
 * - `user_contract_multipliers`: a user's point value for a futures root, used before the built-in
 *   table (domain/instruments/contract-specs) by the trade form and by the import's trades.
 */
export class MappingTemplatesAndUserMultipliers1732267000001 implements MigrationInterface {
  name = 'MappingTemplatesAndUserMultipliers1732267000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_mapping_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        header text[] NOT NULL,
        mapping jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, name)
      )`);
    await q.query(`
      CREATE TABLE user_contract_multipliers (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        root text NOT NULL CHECK (root ~ '^[A-Z0-9]{1,6}$'),
        point_value numeric(20,8) NOT NULL CHECK (point_value > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, root)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_contract_multipliers`);
    await q.query(`DROP TABLE import_mapping_templates`);
  }
}
