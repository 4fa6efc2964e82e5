import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';
import { SET_LOCAL_STATEMENT_TIMEOUT } from './queries/database.queries';

/**
 * Background work (imports, undo) has its own time budget per statement, never the request limit
 * (DB_STATEMENT_TIMEOUT_MS, 5 s: meant for a request, which a busy machine can push a COPY of
 * 80,000 rows past). Ten minutes by default: the work is cut into bounded chunks (copy-rows.ts,
 * execution-store.ts), so one statement takes seconds even for a million rows, and the budget only
 * stops a statement that is truly stuck.
 */
export const DEFAULT_BACKGROUND_STATEMENT_MS = 10 * 60 * 1000;

/** The pg client's own backstop, a little longer than the server-side limit (as data-source.ts does). */
const CLIENT_MARGIN_MS = 2000;

type Parameters = { query_timeout?: number };

/**
 * Gives the manager's transaction the background budget: `SET LOCAL statement_timeout` on the
 * server side (ends with the transaction) and the pool client's `query_timeout` backstop for as
 * long as the transaction holds the client. Returns the function that restores the client before
 * it goes back to the pool, where requests use it again.
 */
export async function useBackgroundBudget(manager: EntityManager, budgetMs: number): Promise<() => void> {
  if (!manager.queryRunner) throw new Error('useBackgroundBudget runs inside a transaction');
  await manager.query(SET_LOCAL_STATEMENT_TIMEOUT, [String(Math.max(0, budgetMs))]);
  const client = (await manager.queryRunner.connect()) as PoolClient & { connectionParameters?: Parameters };
  const parameters = client.connectionParameters;
  if (!parameters) return () => undefined;
  const before = parameters.query_timeout;
  parameters.query_timeout = budgetMs > 0 ? budgetMs + CLIENT_MARGIN_MS : undefined;
  return () => {
    parameters.query_timeout = before;
  };
}
