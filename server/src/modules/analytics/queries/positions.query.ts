import type { Market, TradeType } from '../../../db/entities/trade.entity';
import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface PositionRow {
  symbol: string;
  tradeType: TradeType;
  market: Market;
  quantity: string;
  avgEntry: string;
  numTrades: number;
  exposure: string;
}

/** The open positions of ScopeSql `s`; `base`: converted to it, with the rates they lack. */
export const openPositionsSql = sqlBuilder(
  (s: ScopeSql, base: string | null) => {
    const source = base ? `${s.convertedTrades(base)} t` : 'trades t';
    const factor = base ? ' * t.fx_factor' : '';
    const missing = base
      ? `, string_agg(DISTINCT CASE WHEN t.fx_factor IS NULL
                      THEN t.currency || '→' || ${s.param(base)}::text || ' ' || t.fx_day END, '; ') AS missing`
      : '';
    return `
     SELECT t.symbol, t.trade_type AS "tradeType", min(t.market) AS market, sum(t.quantity)::text AS quantity,
            round(sum(t.entry_price * t.quantity${factor}) / sum(t.quantity), 12)::text AS "avgEntry",
            count(*)::int AS "numTrades",
            sum(t.entry_price * t.quantity * t.multiplier${factor})::text AS exposure${missing}
     FROM ${source} WHERE ${s.where} AND t.exit_price IS NULL
     GROUP BY t.symbol, t.trade_type
     ORDER BY sum(t.entry_price * t.quantity * t.multiplier${factor}) DESC NULLS LAST, t.symbol, t.trade_type`;
  },
  () => ({
    'all accounts, converted': [allAccountsSql(), 'EUR'],
    'one account, filtered': [filteredAccountSql(), null],
  }),
);

/**
 * Open trades aggregated by (symbol, trade_type): summed quantity, quantity-weighted entry, exposure =
 * Σ entry × quantity × multiplier (money: 2 option contracts at 4.27 are $854, not $8.54). `base` (all
 * accounts in several currencies): entry and exposure converted to it at the entry day's rate
 * (ScopeSql.convertedTrades); `missing` names the rates an open trade lacks (the caller refuses the
 * sum).
 */
export async function queryOpenPositions(
  db: SqlReader,
  scope: AnalyticsScope,
  base: string | null = null,
): Promise<Array<PositionRow & { missing?: string | null }>> {
  const s = new ScopeSql(scope);
  return db.query(openPositionsSql(s, base), s.params);
}
