import type { EntityManager } from 'typeorm';
import type { ParsedCashFlow } from './parsers/types';
import { ACCOUNT_CURRENCY, INSERT_IMPORTED_CASH_FLOWS, KNOWN_CASH_FLOW_KEYS } from './queries/cash-flow-store.queries';

/** A file's cash flow with its de-duplication key. */
export type KeyedCashFlow = ParsedCashFlow & { importKey: string };

export interface CashFlowPlan {
  /** New to the account: what the import inserts. */
  fresh: KeyedCashFlow[];
  /** Already in the account (an earlier import of the same rows), or the same broker id twice in the file. */
  duplicates: number;
  /** Flows in another currency than the account's, counted like skipped rows: never converted silently. */
  otherCurrency: Record<string, number>;
}

/**
 * The batch-independent natural key of an imported flow: kind, instant, amount and the broker's
 * reference. Without a reference, the n-th identical row of the file gets #n (a multiset, as for
 * fills without ids): two real deposits of the same amount at the same second stay two, and a
 * re-import of the file maps onto the same keys.
 */
export function keyCashFlows(flows: readonly ParsedCashFlow[]): KeyedCashFlow[] {
  const seen = new Map<string, number>();
  return flows.map((f) => {
    const base = `${f.kind}|${f.occurredAt.toISOString()}|${f.amount}`;
    if (f.brokerRef) return { ...f, importKey: `${base}|ref:${f.brokerRef}` };
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...f, importKey: `${base}|#${n}` };
  });
}

/** Which of the file's flows the account lacks (read under the account's import lock by the import). */
export async function planCashFlows(
  manager: EntityManager,
  scope: { userId: string; accountId: string },
  flows: readonly ParsedCashFlow[],
): Promise<CashFlowPlan> {
  const otherCurrency: Record<string, number> = {};
  if (!flows.length) return { fresh: [], duplicates: 0, otherCurrency };
  const [account]: { currency: string }[] = await manager.query(ACCOUNT_CURRENCY, [scope.accountId, scope.userId]);
  const same: ParsedCashFlow[] = [];
  for (const f of flows) {
    if (f.currency && account && f.currency !== account.currency) {
      const kind = `${f.kind} in ${f.currency} (account in ${account.currency}): not imported`;
      otherCurrency[kind] = (otherCurrency[kind] ?? 0) + 1;
    } else same.push(f);
  }
  const keyed = keyCashFlows(same);
  const stored: { import_key: string }[] = keyed.length
    ? await manager.query(KNOWN_CASH_FLOW_KEYS, [scope.accountId, scope.userId, keyed.map((f) => f.importKey)])
    : [];
  const known = new Set(stored.map((r) => r.import_key));
  const fresh: KeyedCashFlow[] = [];
  for (const f of keyed) {
    if (known.has(f.importKey)) continue;
    known.add(f.importKey); // the same broker id twice in one file is one movement
    fresh.push(f);
  }
  return { fresh, duplicates: keyed.length - fresh.length, otherCurrency };
}

/** Inserts the plan's new flows for the batch; a concurrent copy of a key is left alone. Returns the count written. */
export async function insertCashFlows(
  manager: EntityManager,
  scope: { userId: string; accountId: string; batchId: string },
  fresh: readonly KeyedCashFlow[],
): Promise<number> {
  if (!fresh.length) return 0;
  const rows: unknown[] = await manager.query(INSERT_IMPORTED_CASH_FLOWS, [
    scope.userId,
    scope.accountId,
    scope.batchId,
    fresh.map((f) => f.kind),
    fresh.map((f) => f.amount),
    fresh.map((f) => f.occurredAt.toISOString()),
    fresh.map((f) => f.note),
    fresh.map((f) => f.importKey),
  ]);
  return rows.length;
}
