import type { SqlReader } from '../../../db/read-routing';
import type { StreakIsland } from '../../../domain/analytics/streaks';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface StreakBarRow {
  tradeId: string;
  entryDate: Date;
  pnl: string;
  rn: number;
}
export interface StreakData {
  bestWin: number;
  worstLoss: number;
  islands: StreakIsland[];
  recent: StreakBarRow[];
}

/** The runs under the scope's WHERE; `n`: the placeholder of how many recent trades. */
export const streaksSql = sqlBuilder(
  (where: string, n: string) =>
    // Every window orders by (entry_date, id), the partial index's order: one pass, no re-sort.
    `WITH seq AS MATERIALIZED (
       SELECT t.id, t.entry_date, t.pnl, sign(t.pnl)::int AS sg, row_number() OVER w AS rn
       FROM trades t WHERE ${where} AND t.pnl IS NOT NULL
       WINDOW w AS (ORDER BY t.entry_date, t.id)
     ), numbered AS (
       SELECT rn, sg, sum(starts) OVER (ORDER BY entry_date, id ROWS UNBOUNDED PRECEDING) AS run
       FROM (SELECT rn, sg, entry_date, id,
                    CASE WHEN sg = lag(sg) OVER (ORDER BY entry_date, id) THEN 0 ELSE 1 END AS starts
             FROM seq WHERE sg <> 0) nz
     ), runs AS (
       SELECT run, min(sg) AS sign, count(*)::int AS count, min(rn)::int AS "firstRn", max(rn)::int AS "lastRn"
       FROM numbered GROUP BY run
     ), total AS (SELECT count(*) AS n FROM seq)
     SELECT coalesce((SELECT max(count) FROM runs WHERE sign > 0), 0) AS "bestWin",
            coalesce((SELECT max(count) FROM runs WHERE sign < 0), 0) AS "worstLoss",
            coalesce((SELECT json_agg(x ORDER BY x.run)
                        FROM (SELECT * FROM runs ORDER BY run DESC LIMIT ${n}::int + 1) x), '[]') AS islands,
            coalesce((SELECT json_agg(json_build_object('tradeId', id, 'entryDate', entry_date, 'pnl', pnl::text,
                                                        'rn', rn) ORDER BY rn)
                      FROM seq, total WHERE rn > total.n - ${n}::int), '[]') AS recent`,
  () => {
    const [all, one] = [allAccountsSql(), filteredAccountSql()];
    return { 'all accounts': [all.where, all.param(20)], 'one account, filtered': [one.where, one.param(20)] };
  },
);

/**
 * Runs of equal pnl signs over the scope's trades with a pnl in ascending entry date (0 pnl is
 * skipped, so it neither extends nor breaks a run): the longest win and loss runs, the last 51
 * runs (enough to start the walk of the last `recent` trades) and those trades themselves.
 * One ordered pass: a change flag by lag(), its running sum numbers the runs.
 */
export async function queryStreaks(db: SqlReader, scope: AnalyticsScope, recent: number): Promise<StreakData> {
  const s = new ScopeSql(scope);
  const [row] = await db.query(streaksSql(s.where, s.param(recent)), s.params);
  return {
    bestWin: row.bestWin,
    worstLoss: row.worstLoss,
    islands: row.islands.map((i: StreakIsland & { run: number }) => ({
      sign: i.sign,
      count: i.count,
      firstRn: i.firstRn,
      lastRn: i.lastRn,
    })),
    recent: row.recent.map((b: { tradeId: string; entryDate: string; pnl: string; rn: number }) => ({
      ...b,
      entryDate: new Date(b.entryDate),
    })),
  };
}
