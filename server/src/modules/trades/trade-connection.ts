import type { DataSource } from 'typeorm';
import { TradeEntity } from '../../db/entities';
import { ValidationError } from '../../errors';
import { isUuid } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { countTrades } from './trade-count';
import {
  afterSql,
  decodeCursor,
  encodeCursor,
  keyTextSql,
  orderBy as keysetOrderBy,
  type Cursor,
  type KeysetOrder,
} from './trade-keyset';
import { applyTradeListQuery, checkPaging, type TradeListFilter, type TradeListQuery } from './trade-list-query';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 50;

export interface TradeConnectionArgs {
  accountId?: string | null;
  filter?: TradeListFilter | null;
  orderBy?: KeysetOrder | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /** REST pages may be as long as its unpaged list (MAX_TRADE_LIMIT); GraphQL keeps MAX_PAGE_SIZE. */
  maxPageSize?: number;
}

export interface TradeEdgeModel {
  cursor: string;
  node: TradeEntity;
}

/** A Relay connection; `totalCount` runs its statement only when called (a selected field). */
export interface TradeConnectionModel {
  edges: TradeEdgeModel[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
}

function pageSize(args: TradeConnectionArgs): { size: number; backward: boolean } {
  const max = args.maxPageSize ?? MAX_PAGE_SIZE;
  const bad = (field: string) => new ValidationError({ [field]: `${field} must be an integer between 1 and ${max}` });
  if (args.first != null && args.last != null)
    throw new ValidationError({ last: 'Pass first (with after) or last (with before), not both' });
  if (args.after != null && args.before != null)
    throw new ValidationError({ before: 'Pass after or before, not both' });
  const backward = args.last != null || (args.before != null && args.first == null);
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > max) throw bad(backward ? 'last' : 'first');
  if (backward && args.after != null) throw new ValidationError({ after: 'after goes with first, not last' });
  if (!backward && args.before != null) throw new ValidationError({ before: 'before goes with last, not first' });
  return { size, backward };
}

/**
 * One page of the viewer's trades by keyset: (sort key, id) after or before a cursor, one
 * statement reading `size + 1` rows (the extra one says whether another page follows). The
 * filter and its validation are the trade list's; the account check is the caller's.
 * `hasPreviousPage` (forward) and `hasNextPage` (backward) say whether a cursor was given, as
 * Relay allows: the rows on the other side are not read.
 */
export async function tradeConnection(
  db: DataSource,
  viewer: Viewer,
  args: TradeConnectionArgs,
): Promise<TradeConnectionModel> {
  const order: KeysetOrder = args.orderBy ?? { field: 'entryDate', direction: 'desc' };
  const { size, backward } = pageSize(args);
  const listQuery: TradeListQuery = { accountId: args.accountId, filter: args.filter };
  checkPaging(listQuery);
  const cursorText = backward ? args.before : args.after;
  const cursor: Cursor | null = cursorText ? decodeCursor(cursorText, order, backward ? 'before' : 'after') : null;

  const filtered = () => {
    const qb = db
      .getRepository(TradeEntity)
      .createQueryBuilder('t')
      .where('t.user_id = :userId', { userId: viewer.id });
    if (args.accountId) qb.andWhere('t.account_id = :accountId', { accountId: args.accountId });
    return applyTradeListQuery(qb, listQuery, viewer.timezone);
  };
  let total: Promise<number> | null = null;
  const totalCount = () => (total ??= countTrades(db, viewer.id, listQuery, filtered));
  const strategyId = args.filter?.strategyId;
  // A malformed strategy id matches nothing (as in the trade list), rather than failing in SQL.
  if (strategyId && !isUuid(strategyId)) {
    return { edges: [], pageInfo: emptyInfo(cursor !== null, backward), totalCount: async () => 0 };
  }

  const qb = filtered();
  if (cursor) {
    let n = 0;
    const params: Record<string, unknown> = {};
    const bind = (v: unknown) => {
      const name = `keyset${n++}`;
      params[name] = v;
      return `:${name}`;
    };
    qb.andWhere(afterSql(order, backward, cursor, bind), params);
  }
  // The order replaces the list's: keyset needs (key, id) in exactly the walk's directions.
  qb.orderBy(keysetOrderBy(order, backward))
    .addSelect(keyTextSql(order), 'keyset_key')
    .limit(size + 1);
  const { entities, raw } = await qb.getRawAndEntities<{ keyset_key: string | null }>();
  const more = entities.length > size;
  const rows = entities.slice(0, size).map((node, i) => ({ node, key: raw[i].keyset_key }));
  if (backward) rows.reverse();
  const edges = rows.map(({ node, key }) => ({ node, cursor: encodeCursor(order, { key, id: node.id }) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? cursor !== null : more,
      hasPreviousPage: backward ? more : cursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount,
  };
}

function emptyInfo(hadCursor: boolean, backward: boolean) {
  return {
    hasNextPage: backward && hadCursor,
    hasPreviousPage: !backward && hadCursor,
    startCursor: null,
    endCursor: null,
  };
}
