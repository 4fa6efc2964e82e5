import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import type { Viewer } from '../../auth/viewer';

/**
 * The trades a statement lists and digests: its ScopeSql's WHERE (the account, the period's local
 * entry days), in entry order, at most `limit` rows (the caller asks one more than it allows).
 * Decimals as text: the service trims them to canonical decimal strings.
 */
export const statementTrades = sqlBuilder(
  (where: string, limit: number) => `
    SELECT t.id, t.symbol, t.market, t.trade_type AS "tradeType", t.entry_date AS "entryDate",
           t.exit_date AS "exitDate", t.entry_price::text AS "entryPrice", t.exit_price::text AS "exitPrice",
           t.quantity::text AS quantity, t.multiplier::text AS multiplier, t.fees::text AS fees,
           t.pnl::text AS pnl, t.result
      FROM trades t
     WHERE ${where}
     ORDER BY t.entry_date, t.id
     LIMIT ${limit}`,
  () => ({
    'one account, a period': [
      new ScopeSql(
        {
          viewer: { id: 'user', timezone: 'Europe/Berlin' } as Viewer,
          accountId: 'account',
          filter: { from: '2026-01-01', to: '2026-03-31' },
        },
        't',
      ).where,
      20001,
    ],
  }),
);

/** $1 id, $2 user, $3 account, $4 from, $5 to, $6 key id, $7 the signed JSON. */
export const INSERT_STATEMENT = `
  INSERT INTO statements (id, user_id, account_id, period_from, period_to, key_id, body)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;

/** Statement $1 of user $2: its signed JSON. */
export const FIND_STATEMENT = `
  SELECT id, body
    FROM statements
   WHERE id = $1 AND user_id = $2`;
