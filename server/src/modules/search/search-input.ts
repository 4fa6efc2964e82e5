import { ValidationError } from '../../errors';

/** A search is a few words; 200 characters is a long sentence, and bounds the parse. */
export const MAX_QUERY_CHARS = 200;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
/** Pages are cut by offset; past this many hits, narrowing the words beats paging on. */
export const MAX_SEARCH_OFFSET = 1000;

export interface SearchInput {
  q: string;
  limit?: number | null;
  cursor?: string | null;
}

export interface SearchRequest {
  q: string;
  limit: number;
  offset: number;
}

/** The cursor of the page that starts at `offset`: opaque to callers (base64url of "o:<offset>"). */
export const cursorAt = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function offsetOf(cursor: string | null | undefined): number {
  if (cursor === undefined || cursor === null || cursor === '') return 0;
  const m = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const offset = m ? Number(m[1]) : NaN;
  if (!(offset > 0 && offset <= MAX_SEARCH_OFFSET))
    throw new ValidationError({ cursor: 'cursor is not one this search gave (start again without it)' });
  return offset;
}

/** Checks what the caller typed: a 4xx that says what is wrong, never a database error. */
export function parseSearch(input: SearchInput): SearchRequest {
  const q = (input.q ?? '').trim();
  if (q === '') throw new ValidationError({ q: 'Type a word to search for' });
  if (q.length > MAX_QUERY_CHARS)
    throw new ValidationError({ q: `A search is at most ${MAX_QUERY_CHARS} characters (got ${q.length})` });
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT)
    throw new ValidationError({ limit: `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}` });
  return { q, limit, offset: offsetOf(input.cursor) };
}
