import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { TradeEntity } from '../../db/entities';
import { countTradesFromRollup, countTradesUnfiltered, type RollupCountFilter } from './queries/trade-count.queries';
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
  if (f.symbol?.trim() || f.result || f.fromInstant || f.toInstant || f.tagId || f.playbookId || f.ruleId)
    return filtered().getCount();
  if (!f.from && !f.to && !f.market && !f.strategyId && !f.tradeType)
    return countUnfiltered(db, userId, query.accountId);
  const given = (
    [
      ['accountId', query.accountId],
      ['from', f.from],
      ['to', f.to],
      ['market', f.market],
      ['strategyId', f.strategyId],
      ['tradeType', f.tradeType],
    ] as Array<[RollupCountFilter, unknown]>
  ).filter(([, value]) => value);
  const [row] = await db.query(countTradesFromRollup(given.map(([name]) => name)), [
    userId,
    ...given.map(([, value]) => value),
  ]);
  return row.n;
}

/**
 * Every trade of the viewer (or of one account): the closed ones from the equity walk's per-day
 * summaries (analytics_equity_day, one row per account × exit day, kept on write: 3,650 rows for
 * 1M trades) plus the open ones (pnl null, exactly the trades without an exit price) through the
 * open-positions partial index.
 */
async function countUnfiltered(db: DataSource, userId: string, accountId: string | null | undefined) {
  const [row] = await db.query(countTradesUnfiltered(Boolean(accountId)), accountId ? [userId, accountId] : [userId]);
  return Number(row.n);
}
