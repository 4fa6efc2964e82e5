-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/accounts/queries/accounts.queries.ts

-- ACCOUNT_STATS
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
 GROUP BY a.id;

-- SET_ACCOUNT_TRADES_STRATEGY
UPDATE trades SET strategy_id = $1 WHERE account_id = $2 AND user_id = $3;

-- LOCK_USER_FOR_ACCOUNT_DELETE
SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE;

-- FIND_OWNED_ACCOUNT
SELECT id, user_id AS "userId", strategy_id AS "strategyId", name, description, currency,
       initial_balance AS "initialBalance", is_active AS "isActive", created_at AS "createdAt",
       updated_at AS "updatedAt"
  FROM trading_accounts
 WHERE id = $1 AND user_id = $2;
