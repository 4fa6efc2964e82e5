import type { DataSource } from 'typeorm';
import { QueueRunner } from '../../db/queue-runner';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import type { FigureCache } from '../../figure-cache/figure-cache';
import { processBatch } from './import-processor';
import { CLAIM_NEXT_BATCH, REQUEUE_ORPHAN_BATCHES } from './queries/import-queue.queries';

/** A batch as the queue hands it out. */
interface Claimed {
  id: string;
  user_id: string;
  account_id: string;
}

/**
 * The background runner for import batches (the drain loop: db/queue-runner.ts). A batch is claimed
 * with FOR UPDATE SKIP LOCKED; the upload's answer never waits for the import.
 */
export class ImportJobRunner extends QueueRunner {
  protected readonly queueName = 'import';

  constructor(
    private readonly dataSource: DataSource,
    /** Live updates: the batch's progress, and its trades and figures once it is done. */
    private readonly events?: EventBus,
    /** Retired after a batch commits, before its trades and figures are announced. */
    private readonly figureCache?: FigureCache | null,
    /** Longest one statement of a batch may run (config.backgroundStatementTimeoutMs). */
    private readonly budgetMs?: number,
  ) {
    super();
  }

  /**
   * At start-up: batches left 'running' by a process that died (their advisory lock is free) go back
   * to the queue — their transaction rolled back, so nothing of them was written — then poll, so
   * batches enqueued by another process are picked up too.
   */
  async start(pollMs = 5000): Promise<void> {
    await this.dataSource.query(REQUEUE_ORPHAN_BATCHES);
    this.startPolling(pollMs);
  }

  protected async runOne(): Promise<boolean> {
    const claimed: Claimed[] | Claimed[][] = await this.dataSource.query(CLAIM_NEXT_BATCH);
    const [row] = Array.isArray(claimed[0]) ? (claimed[0] as Claimed[]) : (claimed as Claimed[]);
    if (!row) return false;
    await processBatch(this.dataSource, row.id, (change) => this.announce(row, change), this.budgetMs);
    return true;
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
