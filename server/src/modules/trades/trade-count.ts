import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { TradeEntity } from '../../db/entities';
import type { TradeListQuery } from './trade-list-query';

/**
 * How many trades a list holds. Asked for only when a caller selects it (TradePage.total,
 * TradeConnection.totalCount, REST without a cursor): a first page never waits for it.
 *
 * When the filter is one the per-day rollup can apply (account, local days, market, strategy,
 * side — not a symbol search, a result or date-times), the rollup answers: its rows are per
 * day × symbol × side, far fewer than trades (16k rows for 100k trades). Otherwise COUNT(*) over
 * the same filtered query as the page.
 */
export async function countTrades(
  db: DataSource,
  userId: string,
  query: TradeListQuery,
  filtered: () => SelectQueryBuilder<TradeEntity>,
): Promise<number> {
  const f = query.filter ?? {};
  if (f.symbol?.trim() || f.result || f.fromInstant || f.toInstant) return filtered().getCount();
  const params: unknown[] = [userId];
  const conds = ['r.user_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conds.push(sql(`$${params.length}`));
  };
  if (query.accountId) add((p) => `r.account_id = ${p}`, query.accountId);
  if (f.from) add((p) => `r.day >= ${p}::date`, f.from);
  if (f.to) add((p) => `r.day <= ${p}::date`, f.to);
  if (f.market) add((p) => `r.market = ${p}`, f.market);
  if (f.strategyId) add((p) => `r.strategy_id = ${p}`, f.strategyId);
  if (f.tradeType) add((p) => `r.trade_type = ${p}`, f.tradeType);
  const [row] = await db.query(
    `SELECT coalesce(sum(r.trades), 0)::int AS n FROM analytics_day_rollup r WHERE ${conds.join(' AND ')}`,
    params,
  );
  return row.n;
}
