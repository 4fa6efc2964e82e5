import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import type { Viewer } from '../../auth/viewer';

/** What the printer builds the scoped statements with: one account over a report window. */
const exampleScope = () =>
  new ScopeSql({ viewer: { id: 'user', timezone: 'Europe/Berlin' } as Viewer, accountId: 'account', filter: {} }, 't', {
    window: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
  });

/** How many trades a CSV export holds: its ScopeSql's WHERE over the trades. */
export const countExportTrades = sqlBuilder(
  (where: string) => `SELECT count(*)::int AS n FROM trades t WHERE ${where}`,
  () => ({ 'account, window': [exampleScope().where] }),
);

/**
 * One batch of the CSV export: the scope's trades after the keyset `after` ((entry_date, id)
 * placeholders; null for the first batch), dates in the zone placeholder `zone`.
 */
export const exportTradesBatch = sqlBuilder(
  (where: string, zone: string, after: [string, string] | null, limit: number) => `
    SELECT t.id, t.entry_date AS "entryDateRaw",
           to_char(t.entry_date AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS date,
           t.symbol, t.trade_type AS type, t.market, t.entry_price::text AS entry, t.exit_price::text AS exit,
           t.quantity::text AS quantity, t.pnl::text AS pnl, a.currency, t.result, s.name AS strategy, t.notes
      FROM trades t
      LEFT JOIN strategies s ON s.id = t.strategy_id AND s.user_id = t.user_id
      JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
     WHERE ${where} ${after ? `AND (t.entry_date, t.id) > (${after[0]}, ${after[1]})` : ''}
     ORDER BY t.entry_date, t.id
     LIMIT ${limit}`,
  () => {
    const where = exampleScope().where;
    return { 'first batch': [where, '$5', null, 1000], 'next batch': [where, '$7', ['$5', '$6'], 1000] };
  },
);

/** The PDF's accounts: user $1's, or only account $2 when given. */
export const REPORT_ACCOUNTS = `
  SELECT id, name, currency
    FROM trading_accounts
   WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
   ORDER BY name`;
