import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * Screenshots on trades and days (issue 31). A row per stored image (re-encoded without its
 * metadata) and its thumbnail; the files live in the attachment storage (local disk under the
 * data directory by default) under random keys. A deleted row — itself, or by the cascade of its
 * trade, day, account or user — leaves its keys in `attachment_deleted_files` (trigger), and the
 * sweeper removes those files after the commit, so a rolled-back delete never loses a file.
 */
export class Attachments1732283100000 implements MigrationInterface {
  name = 'Attachments1732283100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        trade_id uuid REFERENCES trades(id) ON DELETE CASCADE,
        day_id uuid REFERENCES journal_days(id) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('image/png','image/jpeg','image/webp')),
        bytes integer NOT NULL CHECK (bytes > 0),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        storage_key text NOT NULL UNIQUE,
        thumbnail_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT attachments_one_owner CHECK ((trade_id IS NULL) <> (day_id IS NULL))
      )`);
    await q.query(
      `CREATE INDEX attachments_trade_idx ON attachments (trade_id, created_at) WHERE trade_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX attachments_day_idx ON attachments (day_id, created_at) WHERE day_id IS NOT NULL`);
    await q.query(`CREATE INDEX attachments_user_idx ON attachments (user_id)`);
    await q.query(`
      CREATE TABLE attachment_deleted_files (
        storage_key text PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(sqlFunction('attachments_record_deleted_files'));
    await q.query(`
      CREATE TRIGGER attachments_deleted_files AFTER DELETE ON attachments
      FOR EACH ROW EXECUTE FUNCTION attachments_record_deleted_files()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attachments`);
    await q.query(`DROP FUNCTION attachments_record_deleted_files()`);
    await q.query(`DROP TABLE attachment_deleted_files`);
  }
}
