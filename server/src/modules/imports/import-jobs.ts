import type { DataSource } from 'typeorm';
import { logger } from '../../logger';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import type { FigureCache } from '../../figure-cache/figure-cache';
import { processBatch } from './import-processor';
import { CLAIM_NEXT_BATCH, REQUEUE_ORPHAN_BATCHES } from './queries/import-queue.queries';

/**
 * The background runner for import batches, on PostgreSQL alone (pg-boss needs Node ≥ 22.12; this
 * project runs on Node 20). A batch is claimed with FOR UPDATE SKIP LOCKED, so several server
 * processes share the queue without taking the same batch twice. Requests only enqueue and kick;
 * the upload's answer never waits for the import.
 */
interface Claimed {
  id: string;
  user_id: string;
  account_id: string;
}

export class ImportJobRunner {
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    /** Live updates: the batch's progress, and its trades and figures once it is done. */
    private readonly events?: EventBus,
    /** Retired after a batch commits, before its trades and figures are announced. */
    private readonly figureCache?: FigureCache | null,
    /** Longest one statement of a batch may run (config.backgroundStatementTimeoutMs). */
    private readonly budgetMs?: number,
  ) {}

  /** Work through the queue now (in this process, after the current tick). */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * At start-up: batches left 'running' by a process that died (their advisory lock is free) go back
   * to the queue — their transaction rolled back, so nothing of them was written — then poll, so
   * batches enqueued by another process are picked up too.
   */
  async start(pollMs = 5000): Promise<void> {
    await this.requeueOrphans();
    this.kick();
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining;
  }

  /** Resolves when the queue this process can see is empty (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async requeueOrphans(): Promise<void> {
    await this.dataSource.query(REQUEUE_ORPHAN_BATCHES);
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      let claimed: Claimed[];
      try {
        claimed = await this.dataSource.query(CLAIM_NEXT_BATCH);
      } catch (error) {
        logger.error('import queue unavailable', error);
        return;
      }
      const [row] = Array.isArray(claimed[0]) ? (claimed[0] as Claimed[]) : claimed;
      if (!row) return;
      await processBatch(this.dataSource, row.id, (change) => this.announce(row, change), this.budgetMs);
    }
  }

  private announce(row: Claimed, change: 'progress' | 'done' | 'failed'): void {
    const publish = () => {
      this.events?.publish(row.user_id, { type: 'import', batchId: row.id, accountId: row.account_id });
      if (change === 'done') publishTradeChange(this.events, row.user_id, 'MANY', row.account_id, null);
    };
    if (change !== 'done' || !this.figureCache) return publish();
    // The batch has committed: retire the user's cached figures, then tell their screens to refetch.
    void this.figureCache.afterWrite(row.user_id).finally(publish);
  }
}
