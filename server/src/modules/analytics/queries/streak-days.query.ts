import type { SqlReader } from '../../../db/read-routing';
import type { StreakDay } from '../../../domain/analytics/streak-days';
import type { AnalyticsScope } from '../analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';

export interface StreakDaysData {
  /** Every day summary in scope, in order; `beforeCut` marks the days before the tail's first day. */
  days: Array<StreakDay & { beforeCut: boolean }>;
  /**
   * Every trade with a pnl from the local entry day of the `recent`-th last one on, in entry order;
   * `entryDate` as PostgreSQL's JSON sends it (only the last `recent` become Dates, in the service).
   */
  tail: Array<{ tradeId: string; entryDate: string; pnl: string }>;
}

/**
 * Streak inputs for a long history of one account (filters: date range only), in one statement:
 * the day summaries (analytics_streak_day, by local entry day) and the trades of the last few
 * days — from the day holding the `recent`-th last trade (an index scan backwards), so the
 * streak before that day comes from the summaries and the bars are walked from it.
 */
export async function queryStreakDays(db: SqlReader, scope: AnalyticsScope, recent: number): Promise<StreakDaysData> {
  const s = new ScopeSql(scope);
  const offset = s.param(recent - 1);
  const tz = s.tz;
  const dayConds = ['d.user_id = $1', 'd.account_id = $2'];
  if (scope.filter?.from) dayConds.push(`d.day >= ${s.param(scope.filter.from)}::date`);
  if (scope.filter?.to) dayConds.push(`d.day <= ${s.param(scope.filter.to)}::date`);
  const [row] = await db.query(
    `WITH cut AS (
       SELECT coalesce((SELECT (t.entry_date AT TIME ZONE ${tz})::date FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL
                        ORDER BY t.entry_date DESC, t.id DESC OFFSET ${offset}::int LIMIT 1), '-infinity'::date) AS day
     )
     SELECT coalesce((SELECT json_agg(json_build_object('nz', d.nz, 'leadSign', d.lead_sign, 'leadLen', d.lead_len,
                       'trailSign', d.trail_sign, 'trailLen', d.trail_len, 'bestWin', d.best_win, 'worstLoss', d.worst_loss,
                       'beforeCut', d.day < cut.day) ORDER BY d.day)
                      FROM analytics_streak_day d, cut WHERE ${dayConds.join(' AND ')}), '[]') AS days,
            coalesce((SELECT json_agg(json_build_object('tradeId', t.id, 'entryDate', t.entry_date, 'pnl', t.pnl::text) ORDER BY t.entry_date, t.id)
                      FROM trades t, cut WHERE ${s.where} AND t.pnl IS NOT NULL
                        AND t.entry_date >= (cut.day::timestamp AT TIME ZONE ${tz})), '[]') AS tail`,
    s.params,
  );
  return { days: row.days, tail: row.tail };
}
