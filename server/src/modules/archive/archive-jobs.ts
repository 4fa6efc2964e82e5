import fs from 'node:fs';
import type { DataSource } from 'typeorm';
import { useBackgroundBudget } from '../../db/background-budget';
import { QueueRunner } from '../../db/queue-runner';
import { logger } from '../../logger';
import { writeExport, type ExportDeps } from './archive-export';
import { exportFile, restoreFile } from './archive-files';
import { ArchiveError, ZipReader } from './archive-reader';
import { copyAttachments, restoreRows, validateArchive } from './archive-restore';
import {
  CLAIM_ARCHIVE_JOB,
  FAIL_ARCHIVE_JOB,
  FINISH_ARCHIVE_JOB,
  MARK_ARCHIVE_JOB_RUNNING,
  SET_ARCHIVE_JOB_PROGRESS,
  USER_HAS_TRADES,
} from './queries/archive.queries';

interface Claimed {
  id: string;
  user_id: string;
  kind: 'export' | 'restore';
}

export interface ArchiveJobDeps {
  dataDir: string;
  tradesCsv: ExportDeps['tradesCsv'];
  /** An attachment's file on disk, by storage key. */
  attachmentPath: (key: string) => string;
  /** Longest one statement may run (config.backgroundStatementTimeoutMs). */
  budgetMs: number;
  /** A restore changed the user's figures (the figure cache forgets them). */
  afterRestore?: (userId: string) => Promise<void>;
}

/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;

/**
 * The export/restore queue (issue 35 items 1–2) on the shared drain loop (db/queue-runner.ts). A
 * job is claimed with a transaction-scoped advisory lock and runs inside that transaction: an
 * export reads one REPEATABLE READ snapshot; a restore validates the archive first and writes
 * everything or, on any error, nothing (rollback, and the files it copied are removed).
 */
export class ArchiveJobRunner extends QueueRunner {
  protected readonly queueName = 'archive';

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: ArchiveJobDeps,
  ) {
    super();
  }

  start(pollMs = 5000): void {
    this.startPolling(pollMs);
  }

  protected async runOne(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner('master');
    await runner.connect();
    let claimed: Claimed | undefined;
    let restoreBudget: (() => void) | null = null;
    let written: string[] = [];
    try {
      await runner.startTransaction('REPEATABLE READ');
      restoreBudget = await useBackgroundBudget(runner.manager, this.deps.budgetMs);
      [claimed] = (await runner.manager.query(CLAIM_ARCHIVE_JOB)) as Claimed[];
      if (!claimed) {
        await runner.rollbackTransaction();
        return false;
      }
      await this.dataSource.query(MARK_ARCHIVE_JOB_RUNNING, [claimed.id]);
      const job = claimed;
      let reported = 0;
      const progress = async (done: number, total: number) => {
        if (Date.now() - reported < PROGRESS_EVERY_MS && done < total) return;
        reported = Date.now();
        await this.dataSource.query(SET_ARCHIVE_JOB_PROGRESS, [job.id, done, total]);
      };
      if (job.kind === 'export') {
        const file = exportFile(this.deps.dataDir, job.user_id, job.id);
        const part = `${file}.part`;
        try {
          const result = await writeExport(runner.manager, job.user_id, part, { ...this.deps, onProgress: progress });
          await fs.promises.rename(part, file);
          await runner.commitTransaction();
          await this.dataSource.query(FINISH_ARCHIVE_JOB, [job.id, result.bytes, JSON.stringify(result.counts)]);
        } finally {
          await fs.promises.rm(part, { force: true });
        }
      } else {
        const file = restoreFile(this.deps.dataDir, job.user_id, job.id);
        const zip = await ZipReader.open(file);
        try {
          const manifest = await validateArchive(zip);
          const total = Object.values(manifest.counts ?? {}).reduce((a, n) => a + Number(n || 0), 0);
          await progress(0, total);
          const [{ has }] = (await runner.manager.query(USER_HAS_TRADES, [job.user_id])) as [{ has: boolean }];
          if (has) throw new ArchiveError('Your user has trades now: a restore goes only into a user without trades');
          const { counts, files } = await restoreRows(runner.manager, zip, manifest, job.user_id, (done) =>
            progress(done, total),
          );
          written = await copyAttachments(zip, files, this.deps.attachmentPath);
          await runner.commitTransaction();
          written = [];
          await this.dataSource.query(FINISH_ARCHIVE_JOB, [job.id, null, JSON.stringify(counts)]);
        } finally {
          zip.close();
          await fs.promises.rm(file, { force: true });
        }
        await this.deps.afterRestore?.(job.user_id).catch(() => undefined);
      }
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      for (const file of written) await fs.promises.rm(file, { force: true });
      if (!claimed) throw error;
      const reason = reasonOf(error);
      if (!(error instanceof ArchiveError)) logger.error(`archive job ${claimed.id} failed`, error);
      await this.dataSource.query(FAIL_ARCHIVE_JOB, [claimed.id, reason]);
    } finally {
      restoreBudget?.();
      await runner.release();
    }
    return true;
  }
}

/** What the user reads when a job fails: the archive's fault in its words, a clash by its name. */
function reasonOf(error: unknown): string {
  if (error instanceof ArchiveError) return error.message;
  const pg = error as { code?: string; table?: string; constraint?: string; message?: string };
  if (pg.code === '23505') {
    return `Your user already has ${pg.table ?? 'a row'} named like one in the archive (${pg.constraint ?? 'unique'}): rename or delete it and try again`;
  }
  if (pg.code?.startsWith('22') || pg.code?.startsWith('23')) {
    return `The archive holds a value this server refuses: ${pg.message ?? 'invalid data'}`;
  }
  return `The job could not finish: ${(error as Error).message}`;
}
