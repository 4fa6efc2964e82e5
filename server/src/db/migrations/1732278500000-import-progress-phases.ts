import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Progress a person can trust (issue 27 item 8): a running import reports what it is doing and
 * how far each step is, in file rows — rows read (parse), compared with the account's fills
 * (match) and written (fills, then their trades). rows_done stays the overall figure.
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE import_batches DROP COLUMN phase, DROP COLUMN rows_read, DROP COLUMN rows_matched, DROP COLUMN rows_written`,
    );
  }
}
