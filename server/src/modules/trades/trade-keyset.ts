import type { OrderByCondition } from 'typeorm';
import { ValidationError } from '../../errors';
import type { TradeSortField } from './trade-list-query';

/**
 * Keyset paging of trade lists on (sort key, id): a page starts strictly after (or before) the
 * last row the caller saw, so trades added or removed meanwhile neither shift nor repeat rows the
 * way OFFSET does. Every fragment here is fixed text chosen from a whitelist; the caller's values
 * (the cursor's key and id) travel only as parameters.
 */

type Direction = 'asc' | 'desc';

interface KeyColumn {
  column: string;
  /** The key as exact text for the cursor (timestamps to the microsecond, NUMERIC as written). */
  text: string;
  /** The cursor's text back to the column's type. */
  cast: (param: string) => string;
  /** Shape a cursor's text must have (checked before it reaches SQL). */
  shape: RegExp;
  nullable: boolean;
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const NUMERIC_TEXT = /^-?\d{1,40}(\.\d{1,40})?$/;
const ANY_TEXT = /^[\s\S]{0,200}$/;
const numeric = (column: string, nullable: boolean): KeyColumn => ({
  column,
  text: `${column}::text`,
  cast: (p) => `CAST(${p} AS numeric)`,
  shape: NUMERIC_TEXT,
  nullable,
});
const text = (column: string): KeyColumn => ({
  column,
  text: column,
  cast: (p) => p,
  shape: ANY_TEXT,
  nullable: false,
});

const KEYS: Record<TradeSortField, KeyColumn> = {
  entryDate: {
    column: 't.entry_date',
    text: `to_char(t.entry_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    cast: (p) => `(CAST(${p} AS timestamp) AT TIME ZONE 'UTC')`,
    shape: TIMESTAMP_TEXT,
    nullable: false,
  },
  symbol: text('t.symbol'),
  market: text('t.market'),
  tradeType: text('t.trade_type'),
  result: text('t.result'),
  entryPrice: numeric('t.entry_price', false),
  exitPrice: numeric('t.exit_price', true),
  quantity: numeric('t.quantity', false),
  pnl: numeric('t.pnl', true),
};

export interface KeysetOrder {
  field: TradeSortField;
  direction: Direction;
}

/** How the rows are walked: the key's direction and null placement, then the id's direction. */
interface Walk {
  key: 'ASC' | 'DESC';
  nullsFirst: boolean;
  id: 'ASC' | 'DESC';
}

/**
 * The forward order of a sort. Entry date (the default and the dashboard's) is laid out to match
 * the `(…, entry_date DESC NULLS LAST, id)` indexes read forwards (desc) or backwards (asc); other
 * keys put nulls last and break ties by id ascending. `backward` (last / before) reverses all of it.
 */
function walkOf(order: KeysetOrder, backward: boolean): Walk {
  const forward: Walk =
    order.field === 'entryDate' && order.direction === 'asc'
      ? { key: 'ASC', nullsFirst: true, id: 'DESC' }
      : { key: order.direction === 'asc' ? 'ASC' : 'DESC', nullsFirst: false, id: 'ASC' };
  if (!backward) return forward;
  return {
    key: forward.key === 'ASC' ? 'DESC' : 'ASC',
    nullsFirst: !forward.nullsFirst,
    id: forward.id === 'ASC' ? 'DESC' : 'ASC',
  };
}

/** The walk as TypeORM's ORDER BY: the key with its null placement, then the id. */
export function orderBy(order: KeysetOrder, backward: boolean): OrderByCondition {
  const w = walkOf(order, backward);
  return {
    [KEYS[order.field].column]: { order: w.key, nulls: w.nullsFirst ? 'NULLS FIRST' : 'NULLS LAST' },
    't.id': w.id,
  };
}

export const keyTextSql = (order: KeysetOrder) => KEYS[order.field].text;

export interface Cursor {
  key: string | null;
  id: string;
}

/**
 * Rows strictly after `cursor` in the walk. With a non-null key, the key's own bound comes first
 * (`key <= k`), so the index scan starts at the cursor instead of filtering from the first row.
 * `p` binds a value and returns its placeholder.
 */
export function afterSql(order: KeysetOrder, backward: boolean, cursor: Cursor, p: (v: unknown) => string): string {
  const w = walkOf(order, backward);
  const k = KEYS[order.field];
  const idBeyond = `t.id ${w.id === 'ASC' ? '>' : '<'} ${p(cursor.id)}::uuid`;
  if (cursor.key === null) {
    const sameNull = `(${k.column} IS NULL AND ${idBeyond})`;
    return w.nullsFirst ? `(${sameNull} OR ${k.column} IS NOT NULL)` : sameNull;
  }
  const key = k.cast(p(cursor.key));
  const [beyond, reach] = w.key === 'ASC' ? ['>', '>='] : ['<', '<='];
  const notNull = `(${k.column} ${reach} ${key} AND (${k.column} ${beyond} ${key} OR ${idBeyond}))`;
  return k.nullable && !w.nullsFirst ? `(${notNull} OR ${k.column} IS NULL)` : notNull;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to callers: base64url of [sort field, direction, key text, id]. */
export function encodeCursor(order: KeysetOrder, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([order.field, order.direction, cursor.key, cursor.id])).toString('base64url');
}

/** A cursor from this sort, else a clear error naming the argument (never a 500 from SQL). */
export function decodeCursor(text: string, order: KeysetOrder, argument: string): Cursor {
  const invalid = () => new ValidationError({ [argument]: `${argument} is not a cursor of this list` });
  if (text.length > 600 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw invalid();
  const [field, direction, key, id] = parts as unknown[];
  if (field !== order.field || direction !== order.direction) {
    throw new ValidationError({ [argument]: `${argument} belongs to another sort; start again without it` });
  }
  if (typeof id !== 'string' || !UUID.test(id)) throw invalid();
  const k = KEYS[order.field];
  if (key === null ? !k.nullable : typeof key !== 'string' || !k.shape.test(key)) throw invalid();
  return { key: key as string | null, id };
}
