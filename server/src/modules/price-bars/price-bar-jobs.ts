import { StringDecoder } from 'node:string_decoder';
import type { DataSource, EntityManager } from 'typeorm';
import { useBackgroundBudget } from '../../db/background-budget';
import { BarFileError, BarFileReader, type BarLayout } from '../../domain/price-bars/bar-file';
import type { Timeframe } from '../../domain/price-bars/timeframes';
import { logger } from '../../logger';
import { QueueRunner } from '../../db/queue-runner';
import { copyLines } from '../imports/copy-rows';
import {
  CLAIM_UPLOAD,
  CREATE_STAGING,
  DELETE_UPLOAD_PARTS,
  FAIL_UPLOAD,
  FINISH_UPLOAD,
  FIRST_INCONSISTENT_BAR,
  MARK_UPLOAD_RUNNING,
  MERGE_STAGED_BARS,
  READ_UPLOAD_PART,
  SET_UPLOAD_PROGRESS,
  STAGING_COLUMNS,
  STAGING_TABLE,
} from './queries/price-bars.queries';

interface Claimed {
  id: string;
  user_id: string;
  symbol: string;
  timeframe: Timeframe;
  timezone: string;
  format: BarLayout;
}

/** Progress is written at most this often (a 1 MB part takes well under a second). */
const PROGRESS_EVERY_MS = 500;

/**
 * The background runner of bar uploads (the drain loop: db/queue-runner.ts, shared with the import
 * queue): the request stores the file in parts and kicks; a job claims the oldest
 * upload with a transaction-scoped advisory lock, parses the parts as a stream into a temporary
 * staging table by COPY, checks them, merges them into price_bars with ON CONFLICT and commits —
 * or rolls back and records the error, so a bad file writes no bar.
 */
export class PriceBarJobRunner extends QueueRunner {
  protected readonly queueName = 'price bar';

  constructor(
    private readonly dataSource: DataSource,
    /** Longest one statement may run (config.backgroundStatementTimeoutMs). */
    private readonly budgetMs: number,
    /** Told after an upload ends (live updates; tests). */
    private readonly onFinished?: (userId: string, uploadId: string) => void,
  ) {
    super();
  }

  /** At start-up: work through what is queued (or left running by a dead process), then poll. */
  start(pollMs = 5000): void {
    this.startPolling(pollMs);
  }

  /** Claims and runs one upload; false when none waits. */
  protected async runOne(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let claimed: Claimed | undefined;
    let restore: (() => void) | null = null;
    try {
      await runner.startTransaction();
      restore = await useBackgroundBudget(runner.manager, this.budgetMs);
      [claimed] = (await runner.manager.query(CLAIM_UPLOAD)) as Claimed[];
      if (!claimed) {
        await runner.rollbackTransaction();
        return false;
      }
      await this.dataSource.query(MARK_UPLOAD_RUNNING, [claimed.id]);
      await this.process(runner.manager, claimed);
      await runner.manager.query(DELETE_UPLOAD_PARTS, [claimed.id]);
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if (!claimed) throw error;
      const message =
        error instanceof BarFileError ? error.message : `The bars could not be stored: ${(error as Error).message}`;
      if (!(error instanceof BarFileError)) logger.error(`price bar upload ${claimed.id} failed`, error);
      await this.dataSource.query(FAIL_UPLOAD, [claimed.id, message]);
      await this.dataSource.query(DELETE_UPLOAD_PARTS, [claimed.id]);
    } finally {
      restore?.();
      await runner.release();
    }
    this.onFinished?.(claimed.user_id, claimed.id);
    return true;
  }

  private async process(manager: EntityManager, job: Claimed): Promise<void> {
    await manager.query(CREATE_STAGING);
    const decoder = new StringDecoder('utf8');
    let reader: BarFileReader | null = null;
    let carry = '';
    let lineNo = 0;
    let bytes = 0;
    let bars = 0;
    let reported = Date.now();
    const options = { timeframe: job.timeframe, timezone: job.timezone };

    const linesOf = (text: string): string[] => {
      const out: string[] = [];
      for (const raw of text.split('\n')) {
        lineNo += 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (!reader) {
          if (!line.trim()) continue;
          reader = BarFileReader.forFirstLine(line, options);
          if (reader.hasHeader) continue;
        }
        const bar = reader.read(line, lineNo);
        if (!bar) continue;
        const volume = bar.volume ?? '\\N';
        out.push(
          `${new Date(bar.ts).toISOString()}\t${bar.open}\t${bar.high}\t${bar.low}\t${bar.close}\t${volume}\t${lineNo}`,
        );
      }
      return out;
    };

    for (let part = 0; ; part += 1) {
      const [row] = (await manager.query(READ_UPLOAD_PART, [job.id, part])) as { bytes: Buffer }[];
      if (!row) break;
      bytes += row.bytes.length;
      const text = carry + decoder.write(row.bytes);
      const cut = text.lastIndexOf('\n');
      carry = cut < 0 ? text : text.slice(cut + 1);
      if (cut >= 0) {
        const lines = linesOf(text.slice(0, cut));
        bars += await copyLines(manager, STAGING_TABLE, STAGING_COLUMNS, lines);
      }
      if (Date.now() - reported >= PROGRESS_EVERY_MS) {
        reported = Date.now();
        await this.dataSource.query(SET_UPLOAD_PROGRESS, [job.id, bytes, lineNo]);
      }
    }
    const rest = carry + decoder.end();
    if (rest.trim()) bars += await copyLines(manager, STAGING_TABLE, STAGING_COLUMNS, linesOf(rest));
    if (bars === 0) throw new BarFileError('The file has no bars');
    const [bad] = (await manager.query(FIRST_INCONSISTENT_BAR)) as {
      line: number;
      open: string;
      high: string;
      low: string;
      close: string;
    }[];
    if (bad) {
      throw new BarFileError(
        `high ${bad.high} and low ${bad.low} do not hold open ${bad.open} and close ${bad.close}`,
        bad.line,
      );
    }
    const [merged] = (await manager.query(MERGE_STAGED_BARS, [job.user_id, job.symbol, job.timeframe])) as {
      added: number;
      replaced: number;
      distinct_bars: number;
      first_ts: Date;
      last_ts: Date;
    }[];
    const unchanged = merged.distinct_bars - merged.added - merged.replaced;
    await manager.query(FINISH_UPLOAD, [
      job.id,
      merged.added,
      merged.replaced,
      unchanged,
      merged.first_ts,
      merged.last_ts,
      lineNo,
    ]);
  }
}
