import type { SqlReader } from '../../../db/read-routing';
import { TradeEntity } from '../../../db/entities/trade.entity';
import type { AnalyticsScope } from '../analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';

const TRADE_COLUMNS = `t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId", t.symbol, t.market,
  t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice", t.quantity, t.multiplier, t.fees,
  t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate", t.exit_date AS "exitDate", t.notes,
  t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

/**
 * Best and worst `limit` closed trades by pnl, as entities so the Trade resolvers apply. One statement.
 * `base` (accounts in several currencies): ranked by the P&L converted to it, but each trade keeps its
 * own account currency's figures (per-trade figures stay in the account currency, issue 15).
 */
export async function queryTopTrades(
  db: SqlReader,
  scope: AnalyticsScope,
  limit: number,
  base: string | null = null,
): Promise<{ best: TradeEntity[]; worst: TradeEntity[] }> {
  const s = new ScopeSql(scope);
  const n = s.param(limit);
  const source = base ? `${s.convertedTrades(base)} t` : 'trades t';
  const columns = base
    ? TRADE_COLUMNS.replace('t.fees,', 't.native_fees AS fees,').replace('t.pnl,', 't.native_pnl AS pnl,')
    : TRADE_COLUMNS;
  const rows: Array<Record<string, unknown> & { side: string }> = await db.query(
    `(SELECT 'best' AS side, ${columns} FROM ${source} WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl DESC, t.entry_date DESC, t.id LIMIT ${n})
     UNION ALL
     (SELECT 'worst' AS side, ${columns} FROM ${source} WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl ASC, t.entry_date DESC, t.id LIMIT ${n})`,
    s.params,
  );
  const toEntity = ({ side: _side, ...r }: Record<string, unknown>) => Object.assign(new TradeEntity(), r);
  return {
    best: rows.filter((r) => r.side === 'best').map(toEntity),
    worst: rows.filter((r) => r.side === 'worst').map(toEntity),
  };
}
