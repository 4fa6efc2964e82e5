// Pushed trade changes written into the normalized cache, so the lists on screen (the trades
// page, the dashboard's recent trades) and their counts change with no refetch. A list whose
// order or filter we cannot reproduce here (a filter, another sort, a later page) is dropped
// from the cache instead, and the query showing it refetches once.
import type { ApolloCache, Reference } from '@apollo/client';

export type PushedKind = 'CREATED' | 'UPDATED' | 'DELETED' | 'MANY';

export interface PushedTrade {
  __typename?: 'Trade';
  id: string;
  accountId: string;
  entryDate: string;
}

interface TradeListArgs {
  accountId?: string | null;
  filter?: Record<string, unknown> | null;
  sort?: { field: string; direction: string } | null;
  limit?: number;
  offset?: number;
}

interface TradePageValue {
  __typename?: string;
  total?: number;
  items?: readonly Reference[];
}

/** `trades({"accountId":"…","limit":10})` → its arguments (Apollo's store field name). */
export function argsOfStoreField(storeFieldName: string): TradeListArgs {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as TradeListArgs;
  } catch {
    return {};
  }
}

/** The server's default order (entry date, newest first), first page, no filter: we can place a trade in it. */
function placeable(args: TradeListArgs): boolean {
  const filtered = args.filter && Object.values(args.filter).some((v) => v !== null && v !== undefined && v !== '');
  const defaultSort = !args.sort || (args.sort.field === 'entryDate' && args.sort.direction === 'desc');
  return !filtered && defaultSort && !args.offset;
}

/**
 * Applies one pushed change to every cached trade list (`writeTrade` puts the trade itself in
 * the cache and answers its reference).
 */
export function applyPushedTrade<T extends PushedTrade>(
  cache: ApolloCache,
  kind: PushedKind,
  accountId: string,
  tradeId: string | null,
  trade: T | null,
  writeTrade: (trade: T) => Reference | undefined,
): void {
  const ref = trade ? writeTrade(trade) : undefined;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      trades(existing: unknown, { storeFieldName, readField, DELETE }) {
        const page = existing as TradePageValue | undefined;
        if (!page || typeof page !== 'object' || !('items' in page || 'total' in page)) return existing;
        // A query may ask for the rows, the count, or both: only what is stored is changed.
        const counted = (delta: number) => (page.total !== undefined ? { total: Math.max(0, page.total + delta) } : {});
        const args = argsOfStoreField(storeFieldName);
        if (args.accountId && args.accountId !== accountId) return existing;
        const items = page.items ?? [];
        const has = tradeId !== null && items.some((item) => readField('id', item) === tradeId);
        if (kind === 'UPDATED') {
          // The row itself changed in place (normalized); only an order by another field may move it.
          return has && args.sort && args.sort.field !== 'entryDate' ? DELETE : existing;
        }
        if (kind === 'MANY' || !placeable(args)) return DELETE;
        if (kind === 'DELETED') {
          return {
            ...page,
            ...counted(-1),
            ...(page.items ? { items: items.filter((i) => readField('id', i) !== tradeId) } : {}),
          };
        }
        // CREATED
        if (has || !ref || !trade) return existing;
        const limit = args.limit ?? 50;
        // The server's order: entry date newest first, ties by id ascending.
        const at = items.findIndex((item) => {
          const date = String(readField('entryDate', item) ?? '');
          return date < trade.entryDate || (date === trade.entryDate && String(readField('id', item)) > trade.id);
        });
        const next = [...items];
        next.splice(at < 0 ? next.length : at, 0, ref);
        // A trade older than the whole full page belongs to a later page: the count grows, the page does not.
        const fits = at >= 0 || items.length < limit;
        return { ...page, ...counted(1), ...('items' in page ? { items: fits ? next.slice(0, limit) : items } : {}) };
      },
    },
  });
}

/**
 * Figures derived from an account's trades: dropped so the screens showing them refetch once.
 * The account's balance and trade count are not dropped but refetched with the account list
 * (use-live-updates.ts): dropping them would empty the list while it reloads, and the current
 * account would fall back to the first one for that moment.
 */
export function evictFigures(cache: ApolloCache, accountId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Account', id: accountId }), fieldName: 'analytics' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'analytics' });
  cache.gc();
}
