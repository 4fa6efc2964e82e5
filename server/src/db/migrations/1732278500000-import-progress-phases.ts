import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Progress a person can trust (issue 27 item 8): a running import reports what it is doing and
 * how far each step is, in file rows — rows read (parse), compared with the account's fills
 * (match) and written (fills, then their trades). rows_done stays the overall figure.
 *
 * Memory bounded by design (item 9): an upload is streamed to disk, then stored in parts of 1 MB
 * (import_batch_parts) instead of one bytea parameter the size of the file (pg sends a Buffer
 * parameter as hex text: twice the file in memory); the job reads the parts one at a time. The
 * old `payload` column stays for batches queued before this migration.
 */
export class ImportProgressPhases1732278500000 implements MigrationInterface {
  name = 'ImportProgressPhases1732278500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE import_batches
         ADD COLUMN phase text CHECK (phase IN ('parse', 'match', 'write')),
         ADD COLUMN rows_read integer NOT NULL DEFAULT 0,
         ADD COLUMN rows_matched integer NOT NULL DEFAULT 0,
         ADD COLUMN rows_written integer NOT NULL DEFAULT 0`,
    );
    // user_id like every table a user owns, so each statement names its user (docs/scaling.md).
    await q.query(
      `CREATE TABLE import_batch_parts (
         user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
         batch_id uuid NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
         part integer NOT NULL CHECK (part >= 0),
         bytes bytea NOT NULL,
         PRIMARY KEY (batch_id, part)
       )`,
    );
    // Already compressed or not worth compressing again: stored as is, read back part by part.
    await q.query(`ALTER TABLE import_batch_parts ALTER COLUMN bytes SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE import_batch_parts`);
    await q.query(
      `ALTER TABLE import_batches DROP COLUMN phase, DROP COLUMN rows_read, DROP COLUMN rows_matched, DROP COLUMN rows_written`,
    );
  }
}
