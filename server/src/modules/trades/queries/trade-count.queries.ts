import { sqlBuilder } from '../../../db/sql-statement';

/** The list filters the per-day rollup can apply, each with its condition on parameter `p`. */
const ROLLUP_CONDITIONS = {
  accountId: (p: string) => `r.account_id = ${p}`,
  from: (p: string) => `r.day >= ${p}::date`,
  to: (p: string) => `r.day <= ${p}::date`,
  market: (p: string) => `r.market = ${p}`,
  strategyId: (p: string) => `r.strategy_id = ${p}`,
  tradeType: (p: string) => `r.trade_type = ${p}`,
};
export type RollupCountFilter = keyof typeof ROLLUP_CONDITIONS;

/** Trades counted from the per-day rollup: $1 the user, then one parameter per filter, in the order given. */
export const countTradesFromRollup = sqlBuilder(
  (filters: RollupCountFilter[]) => {
    const conditions = filters.map((name, i) => ROLLUP_CONDITIONS[name](`$${i + 2}`));
    return `
      SELECT coalesce(sum(r.trades), 0)::int AS n
        FROM analytics_day_rollup r
       WHERE ${['r.user_id = $1', ...conditions].join('\n         AND ')}`;
  },
  { market: [['market']], 'account and days': [['accountId', 'from', 'to']], strategy: [['strategyId', 'tradeType']] },
);

/**
 * Every trade of user $1 (of account $2 when `byAccount`): the closed ones from the per-account
 * exit-day summaries, plus the open ones (no exit price) through the open-positions partial index.
 */
export const countTradesUnfiltered = sqlBuilder(
  (byAccount: boolean) => {
    const account = (alias: string) => (byAccount ? ` AND ${alias}.account_id = $2` : '');
    return `
      SELECT (SELECT coalesce(sum(e.n), 0) FROM analytics_equity_day e WHERE e.user_id = $1${account('e')})
           + (SELECT count(*) FROM trades t WHERE t.user_id = $1${account('t')} AND t.exit_price IS NULL) AS n`;
  },
  { all: [false], account: [true] },
);
