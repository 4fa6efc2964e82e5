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
 * the same filtered query as the page. Without any filter (the trades page's header, the first
 * REST page), the per-account exit-day summaries answer instead (countUnfiltered).
 */
export async function countTrades(
  db: DataSource,
  userId: string,
  query: TradeListQuery,
  filtered: () => SelectQueryBuilder<TradeEntity>,
): Promise<number> {
  const f = query.filter ?? {};
  if (f.symbol?.trim() || f.result || f.fromInstant || f.toInstant) return filtered().getCount();
  if (!f.from && !f.to && !f.market && !f.strategyId && !f.tradeType)
    return countUnfiltered(db, userId, query.accountId);
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

/**
 * Every trade of the viewer (or of one account): the closed ones from the equity walk's per-day
 * summaries (analytics_equity_day, one row per account × exit day, kept on write: 3,650 rows for
 * 1M trades) plus the open ones (pnl null, exactly the trades without an exit price) through the
 * open-positions partial index.
 */
async function countUnfiltered(db: DataSource, userId: string, accountId: string | null | undefined) {
  const account = accountId ? ' AND e.account_id = $2' : '';
  const [row] = await db.query(
    `SELECT (SELECT coalesce(sum(e.n), 0) FROM analytics_equity_day e WHERE e.user_id = $1${account})
          + (SELECT count(*) FROM trades t WHERE t.user_id = $1${account.replace('e.', 't.')} AND t.exit_price IS NULL) AS n`,
    accountId ? [userId, accountId] : [userId],
  );
  return Number(row.n);
}
