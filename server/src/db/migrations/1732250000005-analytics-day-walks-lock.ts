import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * Day summaries are rebuilt from the trades (delete + insert), not adjusted by deltas, so two
 * transactions writing trades of the same account must not rebuild concurrently: the second
 * would not see the first's uncommitted trade and would collide on the day's key. Each refresh
 * now takes a transaction-level advisory lock per account first (in account order, so two
 * refreshes never wait on each other crosswise); in READ COMMITTED the rebuild's queries then
 * see the other transaction's committed trades.
 */
export class AnalyticsDayWalksLock1732250000005 implements MigrationInterface {
  name = 'AnalyticsDayWalksLock1732250000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(sqlFunction('analytics_day_walks_refresh'));
  }

  async down(): Promise<void> {
    throw new Error('AnalyticsDayWalksLock cannot be reverted; revert AnalyticsDayWalks instead.');
  }
}
