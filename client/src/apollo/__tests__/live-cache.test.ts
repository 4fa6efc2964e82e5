import { InMemoryCache } from '@apollo/client';
import {
  TradeListPageDocument,
  TradeRow_TradeFragmentDoc,
  type TradeRow_TradeFragment,
} from '../../__generated__/graphql';
import { applyPushedTrade } from '../live-cache';
import { createTypePolicies } from '../type-policies';

const ACCOUNT = 'acc-1';

type PushedRow = TradeRow_TradeFragment & { __typename: 'Trade' };

function trade(id: string, entryDate: string, symbol = 'EURUSD'): PushedRow {
  return {
    __typename: 'Trade',
    id,
    accountId: ACCOUNT,
    symbol,
    market: 'forex',
    tradeType: 'long',
    entryPrice: '1.1',
    exitPrice: '1.2',
    quantity: '1000',
    pnl: '100',
    rMultiple: null,
    result: 'win',
    entryDate,
    exitDate: null,
    strategy: null,
    playbook: null,
    tags: [],
  };
}

function cacheWith(lists: Array<{ variables: Record<string, unknown>; items: PushedRow[]; total: number }>) {
  const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
  for (const { variables, items, total } of lists) {
    cache.writeQuery({
      query: TradeListPageDocument,
      variables: { limit: 3, offset: 0, ...variables },
      // The cache needs __typename (Apollo's link adds it); the generated types leave it out.
      data: { trades: { __typename: 'TradePage', total, items } } as never,
    });
  }
  return cache;
}

const read = (cache: InMemoryCache, variables: Record<string, unknown>) =>
  cache.readQuery({ query: TradeListPageDocument, variables: { limit: 3, offset: 0, ...variables } })?.trades ?? null;

const push = (
  cache: InMemoryCache,
  kind: 'CREATED' | 'UPDATED' | 'DELETED' | 'MANY',
  t: PushedRow | null,
  id = t?.id ?? null,
) =>
  applyPushedTrade(cache, kind, ACCOUNT, id, t, (value) =>
    cache.writeFragment({ fragment: TradeRow_TradeFragmentDoc, data: value }),
  );

const older = trade('b', '2024-03-01T10:00:00.000Z');
const oldest = trade('c', '2024-02-01T10:00:00.000Z');

describe('pushed trade changes in the cache', () => {
  it('a created trade goes into the unfiltered first page in the server’s order, and every count grows', () => {
    const cache = cacheWith([
      { variables: { accountId: ACCOUNT }, items: [older, oldest], total: 2 },
      { variables: { accountId: ACCOUNT, limit: 0 }, items: [], total: 2 },
    ]);
    push(cache, 'CREATED', trade('a', '2024-04-01T10:00:00.000Z', 'NVDA'));
    expect(read(cache, { accountId: ACCOUNT })!.items.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(read(cache, { accountId: ACCOUNT })!.total).toBe(3);
    expect(read(cache, { accountId: ACCOUNT, limit: 0 })!.total).toBe(3);
  });

  it('breaks a tie on entry date by id, as the server does, and keeps the page at its limit', () => {
    const cache = cacheWith([
      { variables: { accountId: ACCOUNT }, items: [older, trade('m', older.entryDate), oldest], total: 3 },
    ]);
    push(cache, 'CREATED', trade('n', older.entryDate));
    expect(read(cache, { accountId: ACCOUNT })!.items.map((t) => t.id)).toEqual(['b', 'm', 'n']);
    expect(read(cache, { accountId: ACCOUNT })!.total).toBe(4);
  });

  it('drops a filtered, re-sorted or later page (its query refetches) and leaves another account’s lists alone', () => {
    const cache = cacheWith([
      { variables: { accountId: ACCOUNT, filter: { market: 'forex' } }, items: [older], total: 1 },
      { variables: { accountId: ACCOUNT, sort: { field: 'pnl', direction: 'asc' } }, items: [older], total: 1 },
      { variables: { accountId: ACCOUNT, offset: 3 }, items: [oldest], total: 4 },
      { variables: { accountId: 'acc-2' }, items: [], total: 0 },
    ]);
    push(cache, 'CREATED', trade('a', '2024-04-01T10:00:00.000Z'));
    expect(read(cache, { accountId: ACCOUNT, filter: { market: 'forex' } })).toBeNull();
    expect(read(cache, { accountId: ACCOUNT, sort: { field: 'pnl', direction: 'asc' } })).toBeNull();
    expect(read(cache, { accountId: ACCOUNT, offset: 3 })).toBeNull();
    expect(read(cache, { accountId: 'acc-2' })!.total).toBe(0);
  });

  it('a deleted trade leaves the page and the count; an update changes the row in place', () => {
    const cache = cacheWith([{ variables: { accountId: ACCOUNT }, items: [older, oldest], total: 2 }]);
    push(cache, 'UPDATED', { ...older, pnl: '-50', result: 'loss' });
    expect(read(cache, { accountId: ACCOUNT })!.items[0]).toMatchObject({ id: 'b', pnl: '-50', result: 'loss' });
    push(cache, 'DELETED', null, 'b');
    expect(read(cache, { accountId: ACCOUNT })!.items.map((t) => t.id)).toEqual(['c']);
    expect(read(cache, { accountId: ACCOUNT })!.total).toBe(1);
  });

  it('many changes at once (an import) drop the lists so they refetch', () => {
    const cache = cacheWith([{ variables: { accountId: ACCOUNT }, items: [older], total: 1 }]);
    push(cache, 'MANY', null, null);
    expect(read(cache, { accountId: ACCOUNT })).toBeNull();
  });
});
