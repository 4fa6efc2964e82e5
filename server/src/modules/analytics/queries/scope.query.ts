import type { SqlReader } from '../../../db/read-routing';
import { NotFoundError } from '../../../errors';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { isUuid } from '../../../domain/validation/uuid';

export const DEFAULT_INITIAL_BALANCE = '10000';

/**
 * Checks the scope's account belongs to the viewer (another user's id answers exactly like a missing
 * one) and returns the equity curve's default start: the account's initial balance, or 10000 over all
 * accounts. Also maps strategy ids to names for the by-strategy groups, and counts the account's
 * closed trades (from the day summaries).
 */
export interface ScopeInfo {
  initialBalance: string;
  strategyNames: Map<string, string>;
  /** Closed trades of the scope's account (0 over all accounts): decides per-day or per-trade walks. */
  accountClosedTrades: number;
  /** The account's currency; over all accounts the one they share, else null (alert texts). */
  currency: string | null;
}

/**
 * $1 user, $2 account or null: the account's initial balance, the user's strategy names, the
 * account's closed trades and the currency the scope's accounts share.
 */
export const SCOPE_INFO = `
  SELECT (SELECT initial_balance::text FROM trading_accounts WHERE id = $2 AND user_id = $1) AS balance,
         (SELECT coalesce(json_object_agg(id, name), '{}') FROM strategies WHERE user_id = $1) AS strategies,
         (SELECT coalesce(sum(n), 0)::int FROM analytics_equity_day WHERE account_id = $2 AND user_id = $1) AS closed,
         (SELECT CASE WHEN count(DISTINCT currency) = 1 THEN min(currency) END FROM trading_accounts
           WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)) AS currency`;

export async function queryScopeInfo(db: SqlReader, scope: AnalyticsScope): Promise<ScopeInfo> {
  if (scope.accountId !== null && !isUuid(scope.accountId)) throw new NotFoundError('Trading account not found');
  const [row] = await db.query(SCOPE_INFO, [scope.viewer.id, scope.accountId]);
  if (scope.accountId !== null && row.balance === null) throw new NotFoundError('Trading account not found');
  return {
    initialBalance: scope.accountId === null ? DEFAULT_INITIAL_BALANCE : row.balance,
    strategyNames: new Map(Object.entries(row.strategies as Record<string, string>)),
    accountClosedTrades: scope.accountId === null ? 0 : row.closed,
    currency: row.currency ?? null,
  };
}
