import type { Market, TradeType } from '../../../db/entities/trade.entity';
import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';

export interface PositionRow {
  symbol: string;
  tradeType: TradeType;
  market: Market;
  quantity: string;
  avgEntry: string;
  numTrades: number;
  exposure: string;
}

/** Open trades aggregated by (symbol, trade_type): summed quantity, quantity-weighted entry, exposure = Σ entry × quantity × multiplier (money: 2 option contracts at 4.27 are $854, not $8.54). */
export async function queryOpenPositions(db: SqlReader, scope: AnalyticsScope): Promise<PositionRow[]> {
  const s = new ScopeSql(scope);
  return db.query(
    `SELECT t.symbol, t.trade_type AS "tradeType", min(t.market) AS market, sum(t.quantity)::text AS quantity,
            round(sum(t.entry_price * t.quantity) / sum(t.quantity), 12)::text AS "avgEntry",
            count(*)::int AS "numTrades", sum(t.entry_price * t.quantity * t.multiplier)::text AS exposure
     FROM trades t WHERE ${s.where} AND t.exit_price IS NULL
     GROUP BY t.symbol, t.trade_type ORDER BY sum(t.entry_price * t.quantity * t.multiplier) DESC, t.symbol, t.trade_type`,
    s.params,
  );
}
