import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { transactionDb, type JobQueue } from '../../db/job-queue';
import { logger } from '../../logger';
import type { EventBus, LiveEvent, LiveListener } from '../../live/live-events';
import type { NotificationsService } from './notifications.service';

export const QUEUES = {
  /** One account's risk standing re-read after a write; stately: one waiting and one running per account. */
  riskCheck: 'risk-check',
  /** One notification's mail; retried with back-off when the mail service fails. */
  mail: 'notification-mail',
  /** The daily summary's minute tick (cron; pg-boss fires it once per minute across instances). */
  summaryTick: 'daily-summary-tick',
} as const;

const POLL_SECONDS = 1;

/**
 * The notification jobs on the PostgreSQL job queue (pg-boss): their queues, workers and the
 * summary's schedule. Every instance runs the workers; pg-boss hands each job to one of them.
 * Writes only enqueue, after their commit (RiskCheckTrigger below), so no request waits for a
 * risk check, a mail or the scheduler.
 */
export class NotificationJobs {
  readonly queue: JobQueue;

  constructor(queue: JobQueue) {
    this.queue = queue;
  }

  /** Creates pg-boss's schema and the queues (once per database), then starts this instance's workers. */
  async start(service: NotificationsService): Promise<void> {
    const boss = this.queue.boss;
    await this.queue.start([
      { name: QUEUES.riskCheck, policy: 'stately', retryLimit: 3, retryDelay: 5, expireInSeconds: 300 },
      {
        name: QUEUES.mail,
        policy: 'standard',
        retryLimit: 8,
        retryDelay: 15,
        retryBackoff: true,
        expireInSeconds: 300,
      },
      { name: QUEUES.summaryTick, policy: 'singleton', retryLimit: 0, expireInSeconds: 600 },
    ]);
    const one =
      <T extends object>(run: (data: T) => Promise<unknown>) =>
      async ([job]: PgBoss.Job<T>[]) => {
        if (job) await run(job.data);
      };
    await boss.work<{ userId: string; accountId: string }>(
      QUEUES.riskCheck,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      one((d) => service.checkRiskAlerts(d.userId, d.accountId)),
    );
    await boss.work<{ id: string; userId: string }>(
      QUEUES.mail,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      one((d) => service.deliver(d)),
    );
    await boss.work(
      QUEUES.summaryTick,
      { batchSize: 1, pollingIntervalSeconds: 5 },
      one(() => service.queueDailySummaries(new Date())),
    );
    // Every minute: a trading day ends at a cut-off of whole minutes in some zone.
    await boss.schedule(QUEUES.summaryTick, '* * * * *', {}, { tz: 'UTC' });
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  /** Enqueues a notification's mail inside the transaction that recorded it. */
  async enqueueMail(job: { id: string; userId: string }, manager: EntityManager): Promise<void> {
    await this.queue.boss.send(QUEUES.mail, job, { singletonKey: job.id, db: transactionDb(manager) });
  }

  /**
   * A risk check of the account, soon. Never throws and never waits for the caller: a write that
   * committed is not failed by a notification. Before `start` (tests that do not run the jobs),
   * nothing.
   */
  requestRiskCheck(userId: string, accountId: string): void {
    if (!this.queue.started) return;
    this.queue.boss
      .send(QUEUES.riskCheck, { userId, accountId }, { singletonKey: `${userId}:${accountId}` })
      .catch((error: Error) => logger.warn(`risk check not queued: ${error.message}`));
  }
}

/**
 * The event bus as every service sees it, plus: each `figures` event (a committed write that
 * moved an account's trades, cash flows or risk profile) asks for a risk check. Published on the
 * instance that wrote, so one write is one request, whatever the number of instances.
 */
export class RiskCheckTrigger implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly jobs: NotificationJobs,
  ) {}

  publish(userId: string, event: LiveEvent): void {
    this.inner.publish(userId, event);
    if (event.type === 'figures') this.jobs.requestRiskCheck(userId, event.accountId);
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    return this.inner.subscribe(userId, listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
