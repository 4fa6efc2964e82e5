import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every analytics statement filters trades by user_id AND account_id. The planner took the two as
 * independent and estimated an account's trades at ~1% of their real count, so it chose bitmap
 * scans plus a full sort for "best 5 by pnl" (20 ms at 10k trades) instead of reading 5 index
 * entries. Functional-dependency statistics (account_id decides user_id) fix the estimate.
 */
export class TradesOwnerStatistics1732250000003 implements MigrationInterface {
  name = 'TradesOwnerStatistics1732250000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE STATISTICS trades_owner_stats (dependencies) ON user_id, account_id FROM trades`);
    await q.query(`ANALYZE trades`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS trades_owner_stats`);
  }
}
