/**
 * The input limits, in one place: every transport (GraphQL, REST, the CLI) reaches them through
 * the services' rules, and the edge guard (input-guard.ts) applies the absolute ones to every
 * request before anything else runs. docs/security.md lists them.
 */

/** Maximum length, in characters (UTF-16 code units, as JavaScript counts), of each text field. */
export const TEXT_LIMITS = {
  accountName: 100,
  accountDescription: 2000,
  /** Also keeps the (user_id, name) btree index entry far below PostgreSQL's ~2.7 KB row limit. */
  strategyName: 100,
  symbol: 32,
  notes: 20000,
  /** RFC 5321's path limit. */
  email: 254,
  username: 100,
  /** Long enough for any passphrase; argon2 hashes any length, but nobody types more. */
  password: 1024,
  timezone: 64,
  /** Search text in list filters. */
  search: 100,
} as const;

/** No string anywhere in a request may be longer than this (the longest field, notes, fits). */
export const MAX_STRING_LENGTH = 20000;

/** Objects/arrays nested deeper than this are refused before parsing or validation recurses. */
export const MAX_INPUT_DEPTH = 16;

/**
 * The calendar range of every date a caller can send (trade entry/exit, filters, report days).
 * Outside it, years below 100 meet JavaScript's two-digit-year rules and years past 9999 do not
 * fit ISO strings; nothing a trader logs is that old or that far ahead.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;
