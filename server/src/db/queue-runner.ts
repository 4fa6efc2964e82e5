import { logger } from '../logger';

/**
 * The drain loop every background queue on PostgreSQL shares (imports, price-bar uploads).
 * Scheduled and retried work (notifications) runs on pg-boss 10 instead (db/job-queue.ts); these
 * queues predate it. A subclass claims and runs one job per call
 * of `runOne` (its claim uses FOR UPDATE SKIP LOCKED or an advisory lock, so several server
 * processes share a queue without taking the same job twice); this class decides when to call it.
 * Requests only enqueue and `kick`; a poll picks up jobs another process enqueued.
 */
export abstract class QueueRunner {
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  /** Names the queue in the log. */
  protected abstract readonly queueName: string;

  /** Claims and runs one job; false when none waits. A throw (the queue unreachable) ends this drain. */
  protected abstract runOne(): Promise<boolean>;

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

  /** At start-up: drain what is queued now, then poll every `pollMs`. */
  protected startPolling(pollMs: number): void {
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

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let worked: boolean;
      try {
        worked = await this.runOne();
      } catch (error) {
        // Logged, not thrown: the next kick or poll tries again.
        logger.error(`${this.queueName} queue unavailable`, error);
        return;
      }
      if (!worked) return;
    }
  }
}
