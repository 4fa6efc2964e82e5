import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../domain/validation/uuid';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { exportFile, restoreFile } from './archive-files';
import type { ArchiveJobRunner } from './archive-jobs';
import { EXPIRED_ARCHIVE_JOBS, GET_ARCHIVE_JOB, INSERT_ARCHIVE_JOB, USER_HAS_TRADES } from './queries/archive.queries';

export interface ArchiveJob {
  id: string;
  kind: 'export' | 'restore';
  status: 'queued' | 'running' | 'done' | 'failed';
  rowsTotal: number;
  rowsDone: number;
  bytes: number | null;
  counts: Record<string, number> | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export const RESTORE_NEEDS_EMPTY_USER =
  'A restore goes only into a user without trades: this user has trades. Sign up a new user (or delete the trades) and restore there.';

/** How long a finished export stays downloadable. */
export const EXPORT_KEEP_HOURS = 24;

/**
 * Full export and restore (issue 35 items 1–2): requests only queue a job and kick the runner
 * (archive-jobs.ts); the caller polls the job and, for an export, downloads its file. Every job
 * is its owner's: another user's id answers as a missing one.
 */
export class ArchiveService {
  constructor(
    private readonly db: DataSource,
    private readonly deps: { jobs: ArchiveJobRunner; dataDir: string },
  ) {}

  async startExport(viewer: Viewer): Promise<ArchiveJob> {
    const job = await this.insert(viewer, 'export');
    this.deps.jobs.kick();
    return job;
  }

  async getJob(viewer: Viewer, id: string): Promise<ArchiveJob> {
    if (!isUuid(id)) throw new NotFoundError('Export not found');
    const [row] = (await this.db.query(GET_ARCHIVE_JOB, [id, viewer.id])) as JobRow[];
    if (!row) throw new NotFoundError('Export not found');
    return jobOf(row);
  }

  /** The finished export's file (owner only); 404 while it is not done or after the sweep. */
  async exportPath(viewer: Viewer, id: string): Promise<{ path: string; fileName: string }> {
    const job = await this.getJob(viewer, id);
    const file = exportFile(this.deps.dataDir, viewer.id, job.id);
    if (job.kind !== 'export' || job.status !== 'done' || !fs.existsSync(file)) {
      throw new NotFoundError('Export not found or not ready');
    }
    return { path: file, fileName: `candlog-export-${job.createdAt.toISOString().slice(0, 10)}.zip` };
  }

  /** Queues the restore of an uploaded archive into the caller (409 when they have trades). */
  async startRestore(viewer: Viewer, upload: { path: string } | null): Promise<ArchiveJob> {
    if (!upload) throw new ValidationError({ file: 'Choose a Candlog export (.zip) to restore' });
    const [{ has }] = (await this.db.query(USER_HAS_TRADES, [viewer.id])) as [{ has: boolean }];
    if (has) throw new ConflictError(RESTORE_NEEDS_EMPTY_USER);
    const job = await this.insert(viewer, 'restore');
    const target = restoreFile(this.deps.dataDir, viewer.id, job.id);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // The upload's temp file may be on another file system: copy, the caller removes the temp.
    await fs.promises.copyFile(upload.path, target);
    this.deps.jobs.kick();
    return job;
  }

  /** Removes exports (and failed restores' uploads) older than EXPORT_KEEP_HOURS. */
  async sweep(): Promise<number> {
    const rows = (await this.db.query(EXPIRED_ARCHIVE_JOBS, [EXPORT_KEEP_HOURS])) as [
      Array<{ id: string; user_id: string; kind: string }>,
      number,
    ];
    const expired = Array.isArray(rows[0]) ? rows[0] : (rows as unknown as Array<{ id: string; user_id: string }>);
    for (const job of expired) {
      await fs.promises.rm(exportFile(this.deps.dataDir, job.user_id, job.id), { force: true });
      await fs.promises.rm(restoreFile(this.deps.dataDir, job.user_id, job.id), { force: true });
    }
    return expired.length;
  }

  private async insert(viewer: Viewer, kind: 'export' | 'restore'): Promise<ArchiveJob> {
    const [row] = (await this.db.query(INSERT_ARCHIVE_JOB, [viewer.id, kind])) as JobRow[];
    return jobOf(row);
  }
}

interface JobRow {
  id: string;
  kind: 'export' | 'restore';
  status: ArchiveJob['status'];
  rows_total: number;
  rows_done: number;
  bytes: string | null;
  counts: Record<string, number> | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const jobOf = (r: JobRow): ArchiveJob => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  rowsTotal: r.rows_total,
  rowsDone: r.rows_done,
  bytes: r.bytes === null ? null : Number(r.bytes),
  counts: r.counts,
  error: r.error,
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
});
