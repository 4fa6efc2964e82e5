import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full export and restore (issue 35 items 1–2): one queue of jobs on db/queue-runner.ts. An export
 * writes `<DATA_DIR>/exports/<user>/<job>.zip`; a restore reads the uploaded archive from
 * `<DATA_DIR>/restores/<user>/<job>.zip`. The file's path is never stored: it follows from the ids.
 */
export class ArchiveJobs1732295000000 implements MigrationInterface {
  name = 'ArchiveJobs1732295000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE archive_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('export', 'restore')),
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        rows_total integer NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        bytes bigint,
        counts jsonb,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX archive_jobs_user_idx ON archive_jobs (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX archive_jobs_queue_idx ON archive_jobs (created_at) WHERE status IN ('queued', 'running')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE archive_jobs`);
  }
}
