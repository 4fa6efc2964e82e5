import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../logger';
import { LOCK_SETUP, UNLOCK_SETUP } from './queries/job-queue.queries';

/** pg-boss keeps its tables here, beside (never inside) the app's migrated public schema. */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's statements run on a TypeORM connection: the serving pool (one pool, one statement
 * limit, the primary under read routing) or, for `send` inside a transaction, the transaction's
 * own connection, so a job is enqueued exactly when the rows that ask for it commit.
 */
function runnerDb(run: (text: string, values: unknown[] | undefined) => Promise<{ records?: unknown[] }>): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: (await run(text, values)).records ?? [] }) };
}

export function poolDb(dataSource: DataSource): PgBoss.Db {
  return runnerDb(async (text, values) => {
    const runner = dataSource.createQueryRunner('master');
    try {
      return await runner.query(text, values, true);
    } catch (error) {
      // pg-boss's schema scripts open their own BEGIN: one that fails part-way (another instance
      // created the schema first, which pg-boss expects and ignores) would hand the pool a
      // connection stuck in an aborted transaction.
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  });
}

export function transactionDb(manager: EntityManager): PgBoss.Db {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('transactionDb needs a transaction’s entity manager');
  return runnerDb((text, values) => runner.query(text, values, true));
}

const SETUP_LOCK_KEY = 'candlog.job-queue.setup';

export interface QueueSpec {
  name: string;
  policy: PgBoss.QueuePolicy;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/**
 * The maintained PostgreSQL job queue (pg-boss 10: Node ≥ 20) for scheduled and retried work. It
 * creates or upgrades its own schema at `start` (an advisory lock lets several instances start at
 * once); cron schedules fire once per slot across every instance; queue policies and singleton
 * keys keep duplicates out. Nothing here runs on a request: a request at most enqueues.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private running = false;
  private bossStarted = false;

  constructor(private readonly dataSource: DataSource) {
    this.boss = new PgBoss({
      db: poolDb(dataSource),
      schema: JOB_SCHEMA,
      // Maintenance (expiring stuck jobs, archiving) and cron: pg-boss coordinates them between
      // instances itself.
      supervise: true,
      schedule: true,
      migrate: true,
    });
    this.boss.on('error', (error) => logger.warn(`job queue: ${error.message}`));
  }

  get started(): boolean {
    return this.running;
  }

  async start(queues: QueueSpec[]): Promise<void> {
    // pg-boss 10 survives two instances creating its schema at once, but not creating the same
    // queue at once (its partitions deadlock): instances starting together take turns here.
    const lock = this.dataSource.createQueryRunner('master');
    await lock.connect();
    try {
      await lock.query(LOCK_SETUP, [SETUP_LOCK_KEY]);
      this.bossStarted = true;
      await this.boss.start();
      for (const q of queues) await this.boss.createQueue(q.name, q);
    } finally {
      await lock.query(UNLOCK_SETUP, [SETUP_LOCK_KEY]).catch(() => undefined);
      await lock.release();
    }
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    if (!this.bossStarted) return;
    this.bossStarted = false;
    // Running handlers finish (up to 10 s); the pool is TypeORM's, closed by its owner.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
