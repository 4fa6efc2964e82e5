import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The explorer's saved operations (GraphQL `savedOperations` / `saveOperation`): kept per user in
 * PostgreSQL, so a trader finds them in any browser. A name is unique per user (saving under the
 * same name replaces the operation).
 */
export class SavedOperations1732274000001 implements MigrationInterface {
  name = 'SavedOperations1732274000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_operations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        query text NOT NULL,
        variables text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_operations_name_key UNIQUE (user_id, name)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_operations`);
  }
}
