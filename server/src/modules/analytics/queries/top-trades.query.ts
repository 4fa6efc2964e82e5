import type { SqlReader } from '../../../db/read-routing';
import { TradeEntity } from '../../../db/entities/trade.entity';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

const TRADE_COLUMNS = `t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId",
  t.symbol, t.market, t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice",
  t.quantity, t.multiplier, t.fees, t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate",
  t.exit_date AS "exitDate", t.notes, t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt",
  t.updated_at AS "updatedAt"`;

/** Best and worst trades of ScopeSql `s` (`n`: the limit's placeholder), ranked converted to `base` when given. */
export const topTradesSql = sqlBuilder(
  (s: ScopeSql, n: string, base: string | null) =>
    // Converted: the ranking reads the fragment once into a narrow (id, converted pnl) list, then
    // the 2n trades are read as stored (their own currency).
    base
      ? `WITH c AS MATERIALIZED (
         SELECT t.id, t.pnl, t.entry_date FROM ${s.convertedTrades(base)} t WHERE ${s.where} AND t.pnl IS NOT NULL
       ), ranked AS (
         (SELECT 'best' AS side, c.id, row_number() OVER (ORDER BY c.pnl DESC, c.entry_date DESC, c.id) AS ord
            FROM c ORDER BY c.pnl DESC, c.entry_date DESC, c.id LIMIT ${n})
         UNION ALL
         (SELECT 'worst', c.id, row_number() OVER (ORDER BY c.pnl ASC, c.entry_date DESC, c.id)
            FROM c ORDER BY c.pnl ASC, c.entry_date DESC, c.id LIMIT ${n})
       )
       SELECT r.side, ${TRADE_COLUMNS} FROM ranked r JOIN trades t ON t.id = r.id AND t.user_id = $1
        ORDER BY r.side, r.ord`
      : `
     (SELECT 'best' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL
       ORDER BY t.pnl DESC, t.entry_date DESC, t.id LIMIT ${n})
     UNION ALL
     (SELECT 'worst' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL
       ORDER BY t.pnl ASC, t.entry_date DESC, t.id LIMIT ${n})`,
  () => {
    const [all, one] = [allAccountsSql(), filteredAccountSql()];
    return {
      'all accounts, converted': [all, all.param(5), 'EUR'],
      'one account, filtered': [one, one.param(5), null],
    };
  },
);

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
  const sql = topTradesSql(s, s.param(limit), base);
  const rows: Array<Record<string, unknown> & { side: string }> = await db.query(sql, s.params);
  const toEntity = ({ side: _side, ...r }: Record<string, unknown>) => Object.assign(new TradeEntity(), r);
  return {
    best: rows.filter((r) => r.side === 'best').map(toEntity),
    worst: rows.filter((r) => r.side === 'worst').map(toEntity),
  };
}
