import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Before zones were checked against pg_timezone_names, any zone the JavaScript runtime knew was
 * stored (US/Pacific-New, for one); every later trade write and analytics call of that user then
 * failed in `AT TIME ZONE`. Such zones become the database's spelling of the same name when it
 * differs only in case, else UTC (timezone_set is cleared so the client offers the choice again).
 * The timezone triggers rebuild the user's day buckets as for any change of zone.
 */
export class RepairUnknownTimeZones1732263000000 implements MigrationInterface {
  name = 'RepairUnknownTimeZones1732263000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH known AS (SELECT name FROM pg_timezone_names),
      repaired AS (
        SELECT u.id, (SELECT k.name FROM known k WHERE lower(k.name) = lower(u.timezone) ORDER BY k.name LIMIT 1) AS zone
        FROM users u WHERE u.timezone NOT IN (SELECT name FROM known))
      UPDATE users u SET timezone = coalesce(r.zone, 'UTC'), timezone_set = u.timezone_set AND r.zone IS NOT NULL
      FROM repaired r WHERE r.id = u.id`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the old values could not be used.
  }
}
