/**
 * Per trade, the same definitions as the analytics rollups (migration AnalyticsRollupsCoarse):
 * R rounded to 12 places (closed trades with an initial stop apart from the entry: the risk planned
 * at entry, not the current stop loss — issue 33), holding time in
 * seconds (trades with an exit date). Shared by analytics' converted aggregates and breakdown's
 * statement, so both compute R and holding time alike; SQL over the trades' alias `t`. Fragments, not
 * statements: they print inside the statements that use them (server/sql/analytics.sql, breakdown.sql).
 */
const rSql = (
  pnl = 't.pnl',
) => `CASE WHEN ${pnl} IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
  THEN round(${pnl} / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END`;
export const R_SQL = rSql();
/**
 * R over converted trades (ScopeSql.convertedTrades): the account currency's P&L over its risk,
 * not the converted one.
 */
export const CONVERTED_R_SQL = rSql('t.native_pnl');
export const HOLD_SQL = `CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END`;
