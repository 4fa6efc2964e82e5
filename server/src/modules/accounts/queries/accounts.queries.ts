/**
 * Balance and trade count of the owner's ($2) accounts $1: initial balance + realised P&L + cash
 * flows (deposits and interest add, withdrawals and fees subtract), exact NUMERIC as text.
 */
export const ACCOUNT_STATS = `
  SELECT a.id,
         (a.initial_balance + COALESCE(sum(t.pnl), 0) + COALESCE((
            SELECT sum(CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END)
              FROM cash_flows f
             WHERE f.account_id = a.id AND f.user_id = $2
         ), 0))::text AS balance,
         count(t.id)::int AS trade_count
    FROM trading_accounts a
    LEFT JOIN trades t ON t.account_id = a.id
   WHERE a.id = ANY($1::uuid[]) AND a.user_id = $2
   GROUP BY a.id`;

/** An account's strategy is its trades' strategy: renaming it re-tags them all. */
export const SET_ACCOUNT_TRADES_STRATEGY = `UPDATE trades SET strategy_id = $1 WHERE account_id = $2 AND user_id = $3`;

/**
 * Locks the user row, serialising parallel deletes of one user's accounts. NO KEY UPDATE: trade
 * inserts (their foreign-key KEY SHARE on users) are not held up.
 */
export const LOCK_USER_FOR_ACCOUNT_DELETE = `SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`;

/** One account by id ($1) and owner ($2), its columns under TradingAccountEntity's property names. */
export const FIND_OWNED_ACCOUNT = `
  SELECT id, user_id AS "userId", strategy_id AS "strategyId", name, description, currency,
         initial_balance AS "initialBalance", is_active AS "isActive", created_at AS "createdAt",
         updated_at AS "updatedAt"
    FROM trading_accounts
   WHERE id = $1 AND user_id = $2`;
