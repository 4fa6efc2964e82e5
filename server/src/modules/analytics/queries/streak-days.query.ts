import type { SqlReader } from '../../../db/read-routing';
import type { StreakDay } from '../../../domain/analytics/streak-days';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { filteredAccountScope } from '../../figure-scope/scope-examples';

export interface StreakDaysData {
  /** Every day summary in scope, in order; `beforeCut` marks the days before the tail's first day. */
  days: Array<StreakDay & { beforeCut: boolean }>;
  /**
   * The pnl sign (1, -1 or 0) of every trade with a pnl from the local entry day of the `recent`-th
   * last one on, in entry order: the walk from the streak before that day. Read on demand (the
   * tail and the bars below are only needed when the bars are asked for: see AnalyticsService.streaks).
   */
  tailSigns(): number[];
  /** The last `recent` of those trades (all of them when fewer), in entry order. */
  recent(): Array<{ tradeId: string; entryDate: Date; pnl: string }>;
}

/**
 * One day summary as the statement sends it: [nz, leadSign, leadLen, trailSign, trailLen, bestWin,
 * worstLoss, beforeCut].
 */
type DayTuple = [number, number, number, number, number, number, number, boolean];

const SIGNS: Record<string, number> = { '+': 1, '-': -1, '0': 0 };

/** The placeholders of the streak-days statement after the scope's, and the day summaries' WHERE. */
function streakDaysParams(scope: AnalyticsScope, recent: number) {
  const s = new ScopeSql(scope);
  const offset = s.param(recent - 1);
  const limit = s.param(recent);
  const tz = s.tz;
  const dayConds = ['d.user_id = $1', 'd.account_id = $2'];
  if (scope.filter?.from) dayConds.push(`d.day >= ${s.param(scope.filter.from)}::date`);
  if (scope.filter?.to) dayConds.push(`d.day <= ${s.param(scope.filter.to)}::date`);
  return { s, placeholders: { offset, limit, tz, dayWhere: dayConds.join(' AND ') } };
}

/** The day summaries and the tail's trades of one account, under the scope's WHERE (trades `t`). */
export const streakDaysSql = sqlBuilder(
  (where: string, { offset, limit, tz, dayWhere }: ReturnType<typeof streakDaysParams>['placeholders']) =>
    `WITH cut AS (
       SELECT coalesce((SELECT (t.entry_date AT TIME ZONE ${tz})::date
                          FROM trades t WHERE ${where} AND t.pnl IS NOT NULL
                        ORDER BY t.entry_date DESC, t.id DESC OFFSET ${offset}::int LIMIT 1), '-infinity'::date) AS day
     )
     SELECT coalesce((SELECT json_agg(json_build_array(d.nz, d.lead_sign, d.lead_len, d.trail_sign, d.trail_len,
                                         d.best_win, d.worst_loss, d.day < cut.day) ORDER BY d.day)
                      FROM analytics_streak_day d, cut WHERE ${dayWhere}), '[]') AS days,
            coalesce((SELECT string_agg(CASE sign(t.pnl) WHEN 1 THEN '+' WHEN -1 THEN '-' ELSE '0' END, ''
                                        ORDER BY t.entry_date, t.id)
                      FROM trades t, cut WHERE ${where} AND t.pnl IS NOT NULL
                        AND t.entry_date >= (cut.day::timestamp AT TIME ZONE ${tz})), '') AS signs,
            coalesce((SELECT json_agg(json_build_object('tradeId', l.id, 'entryDate', l.entry_date,
                                                        'pnl', l.pnl::text)
                                      ORDER BY l.entry_date, l.id)
                      FROM (SELECT t.id, t.entry_date, t.pnl FROM trades t WHERE ${where} AND t.pnl IS NOT NULL
                            ORDER BY t.entry_date DESC, t.id DESC LIMIT ${limit}::int) l), '[]') AS recent`,
  () => {
    const unfiltered = streakDaysParams(filteredAccountScope({}), 20);
    const dated = streakDaysParams(filteredAccountScope({ from: '2026-01-01', to: '2026-01-31' }), 20);
    return {
      'one account': [unfiltered.s.where, unfiltered.placeholders],
      'one account, from and to': [dated.s.where, dated.placeholders],
    };
  },
);

/**
 * Streak inputs for a long history of one account (filters: date range only), in one statement:
 * the day summaries (analytics_streak_day, by local entry day) and the trades of the last few
 * days — from the day holding the `recent`-th last trade (an index scan backwards), so the
 * streak before that day comes from the summaries and the bars are walked from it.
 * Compact on the wire: the days as arrays, the tail as one sign character per trade (sign() of the
 * NUMERIC, exact) and whole rows only for the `recent` bars shown. At 100k trades (500 days, a few
 * hundred trades in the tail) the objects-per-day-and-trade JSON was 90 kB to build, send and
 * parse per dashboard.
 */
export async function queryStreakDays(db: SqlReader, scope: AnalyticsScope, recent: number): Promise<StreakDaysData> {
  const { s, placeholders } = streakDaysParams(scope, recent);
  const [row] = await db.query(streakDaysSql(s.where, placeholders), s.params);
  return {
    days: (row.days as DayTuple[]).map(
      ([nz, leadSign, leadLen, trailSign, trailLen, bestWin, worstLoss, beforeCut]) => ({
        nz,
        leadSign,
        leadLen,
        trailSign,
        trailLen,
        bestWin,
        worstLoss,
        beforeCut,
      }),
    ),
    tailSigns: () => Array.from(row.signs as string, (c) => SIGNS[c]),
    recent: () =>
      (row.recent as Array<{ tradeId: string; entryDate: string; pnl: string }>).map((b) => ({
        tradeId: b.tradeId,
        entryDate: new Date(b.entryDate),
        pnl: b.pnl,
      })),
  };
}
