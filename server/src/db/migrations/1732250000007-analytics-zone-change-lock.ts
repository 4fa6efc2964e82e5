import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * A change of zone rebuilds the user's rollups and day summaries (their days are local days),
 * while trade writes adjust them using the zone they read. A trade written while the change was
 * uncommitted read the old zone and landed on the old zone's day, after the rebuild had already
 * run without it: that day stayed wrong until rebuilt again.
 *
 * Now every trade row written takes a shared per-user advisory lock first (shared locks never wait
 * on each other, so trade writes do not serialize), and a change of zone takes the same lock
 * exclusively before the row changes. The change waits for in-flight trade writes to commit (its
 * rebuild then sees them); trade writes that start during the change wait for it, and their
 * triggers' later statements read the new zone. Held to the end of each transaction.
 */
export class AnalyticsZoneChangeLock1732250000007 implements MigrationInterface {
  name = 'AnalyticsZoneChangeLock1732250000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(sqlFunction('analytics_zone_lock_key'));
    await q.query(sqlFunction('analytics_zone_trade_guard'));
    await q.query(`CREATE TRIGGER trades_analytics_zone_guard BEFORE INSERT OR UPDATE OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION analytics_zone_trade_guard()`);
    await q.query(sqlFunction('analytics_zone_change_guard'));
    await q.query(`CREATE TRIGGER users_analytics_zone_guard BEFORE UPDATE OF timezone ON users
      FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_zone_change_guard()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_analytics_zone_guard ON users`);
    await q.query(`DROP TRIGGER trades_analytics_zone_guard ON trades`);
    await q.query(
      `DROP FUNCTION analytics_zone_change_guard(), analytics_zone_trade_guard(), analytics_zone_lock_key(uuid)`,
    );
  }
}
