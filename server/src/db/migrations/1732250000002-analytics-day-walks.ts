import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-day summaries of the two ordered walks (equity in exit order, streaks in entry order), kept
 * on write so a long history's walks read days instead of trades, with exactly the same figures.
 *
 * analytics_equity_day — per account × exit day in the owner's zone ('infinity' for closed trades
 * without an exit date, which the exit order puts last): the day's pnl, its highest prefix sum
 * (from 0) and, for every new intraday high, the pair (that high, the lowest prefix sum before
 * the next high). With the balance and running peak at the day's start, those pairs give the
 * day's exact max drawdown (absolute and %): within a pair the peak is fixed, so its lowest
 * point is its deepest drawdown.
 *
 * analytics_streak_day — per account × entry day in the owner's zone: the leading and trailing
 * runs of equal non-zero pnl signs and the longest win and loss runs inside the day. Days combine
 * in entry order (a day made of one run extends the run before it).
 *
 * Each day is recomputed from its trades (an index range read) when a trade of it changes.
 */
export class AnalyticsDayWalks1732250000002 implements MigrationInterface {
  name = 'AnalyticsDayWalks1732250000002';

  async up(q: QueryRunner): Promise<void> {
    const owner = `account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE, user_id uuid NOT NULL, day date NOT NULL`;
    await q.query(`CREATE TABLE analytics_equity_day (${owner}, n int NOT NULL, pnl numeric NOT NULL, day_max numeric NOT NULL,
      last_at timestamptz NOT NULL, seg_max numeric[] NOT NULL, seg_min numeric[] NOT NULL, PRIMARY KEY (account_id, day))`);
    await q.query(`CREATE TABLE analytics_streak_day (${owner}, n int NOT NULL, nz int NOT NULL, lead_sign smallint NOT NULL,
      lead_len int NOT NULL, trail_sign smallint NOT NULL, trail_len int NOT NULL, best_win int NOT NULL, worst_loss int NOT NULL,
      PRIMARY KEY (account_id, day))`);

    await q.query(`
      CREATE FUNCTION analytics_equity_day_build(acc uuid, uid uuid, d date, tz text) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        r record; n int := 0; cum numeric := 0; hi numeric := 0; lo numeric := 0; last timestamptz;
        maxs numeric[] := '{}'; mins numeric[] := '{}';
      BEGIN
        DELETE FROM analytics_equity_day WHERE account_id = acc AND day = d;
        FOR r IN SELECT t.pnl, coalesce(t.exit_date, t.entry_date) AS at FROM trades t
                 WHERE t.account_id = acc AND t.pnl IS NOT NULL
                   AND ((d = 'infinity' AND t.exit_date IS NULL)
                        OR (t.exit_date >= d::timestamp AT TIME ZONE tz AND t.exit_date < (d + 1)::timestamp AT TIME ZONE tz))
                 ORDER BY t.exit_date, t.entry_date, t.id LOOP
          n := n + 1; cum := cum + r.pnl; last := r.at;
          IF cum > hi THEN
            maxs := maxs || hi; mins := mins || lo; hi := cum; lo := cum;
          ELSIF cum < lo THEN
            lo := cum;
          END IF;
        END LOOP;
        IF n > 0 THEN
          INSERT INTO analytics_equity_day VALUES (acc, uid, d, n, cum, hi, last, maxs || hi, mins || lo);
        END IF;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION analytics_streak_day_build(acc uuid, uid uuid, d date, tz text) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        r record; sg int; n int := 0; nz int := 0; cur_sign int := 0; cur_len int := 0;
        lead_sign int := 0; lead_len int := 0; lead_open boolean := true; bw int := 0; wl int := 0;
      BEGIN
        DELETE FROM analytics_streak_day WHERE account_id = acc AND day = d;
        FOR r IN SELECT t.pnl FROM trades t
                 WHERE t.account_id = acc AND t.pnl IS NOT NULL
                   AND t.entry_date >= d::timestamp AT TIME ZONE tz AND t.entry_date < (d + 1)::timestamp AT TIME ZONE tz
                 ORDER BY t.entry_date, t.id LOOP
          n := n + 1; sg := sign(r.pnl);
          CONTINUE WHEN sg = 0;  -- a 0 pnl neither extends nor breaks a run
          nz := nz + 1;
          IF sg = cur_sign THEN cur_len := cur_len + 1;
          ELSE
            IF cur_sign <> 0 THEN lead_open := false; END IF;
            cur_sign := sg; cur_len := 1;
          END IF;
          IF lead_open THEN lead_sign := sg; lead_len := cur_len; END IF;
          IF sg > 0 THEN bw := greatest(bw, cur_len); ELSE wl := greatest(wl, cur_len); END IF;
        END LOOP;
        IF n > 0 THEN
          INSERT INTO analytics_streak_day VALUES (acc, uid, d, n, nz, lead_sign, lead_len, cur_sign, cur_len, bw, wl);
        END IF;
      END $fn$`);
    // The days a trade row belongs to (exit day for equity, entry day for streaks), recomputed.
    await q.query(`
      CREATE FUNCTION analytics_day_walks_touch(t trades) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE tz text;
      BEGIN
        -- Trades removed by their account's cascade: the account's day rows went with it.
        IF NOT EXISTS (SELECT 1 FROM trading_accounts WHERE id = t.account_id) THEN RETURN; END IF;
        tz := coalesce((SELECT timezone FROM users WHERE id = t.user_id), 'UTC');
        PERFORM analytics_equity_day_build(t.account_id, t.user_id,
          coalesce((t.exit_date AT TIME ZONE tz)::date, 'infinity'::date), tz);
        PERFORM analytics_streak_day_build(t.account_id, t.user_id, (t.entry_date AT TIME ZONE tz)::date, tz);
      END $fn$`);
    await q.query(`
      CREATE FUNCTION analytics_day_walks_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_day_walks_touch(OLD); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analytics_day_walks_touch(NEW); END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER trades_analytics_day_walks AFTER INSERT OR UPDATE OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION analytics_day_walks_trigger()`);

    // Whole user (bulk loads, a change of zone): every day that holds a closed trade, rebuilt.
    await q.query(`
      CREATE FUNCTION analytics_day_walks_rebuild(uid uuid) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE tz text := coalesce((SELECT timezone FROM users WHERE id = uid), 'UTC'); k record;
      BEGIN
        DELETE FROM analytics_equity_day WHERE user_id = uid;
        DELETE FROM analytics_streak_day WHERE user_id = uid;
        FOR k IN SELECT DISTINCT account_id, coalesce((exit_date AT TIME ZONE tz)::date, 'infinity'::date) AS day
                 FROM trades WHERE user_id = uid AND pnl IS NOT NULL LOOP
          PERFORM analytics_equity_day_build(k.account_id, uid, k.day, tz);
        END LOOP;
        FOR k IN SELECT DISTINCT account_id, (entry_date AT TIME ZONE tz)::date AS day
                 FROM trades WHERE user_id = uid AND pnl IS NOT NULL LOOP
          PERFORM analytics_streak_day_build(k.account_id, uid, k.day, tz);
        END LOOP;
      END $fn$`);
    await q.query(`
      CREATE FUNCTION analytics_day_walks_timezone_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM analytics_day_walks_rebuild(NEW.id);
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER users_analytics_day_walks_timezone AFTER UPDATE OF timezone ON users
      FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_day_walks_timezone_trigger()`);
    await q.query(`SELECT analytics_day_walks_rebuild(id) FROM users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_analytics_day_walks_timezone ON users`);
    await q.query(`DROP TRIGGER trades_analytics_day_walks ON trades`);
    await q.query(`DROP FUNCTION analytics_day_walks_timezone_trigger(), analytics_day_walks_rebuild(uuid), analytics_day_walks_trigger(),
      analytics_day_walks_touch(trades), analytics_streak_day_build(uuid, uuid, date, text), analytics_equity_day_build(uuid, uuid, date, text)`);
    await q.query(`DROP TABLE analytics_streak_day, analytics_equity_day`);
  }
}
