import type { BreakdownDimension } from './breakdown.types';

/** Holding-time buckets: upper bounds in seconds (the last is open-ended). */
const HOLD_BUCKETS = [
  { below: 300, label: '< 5 min' },
  { below: 3600, label: '5 min – 1 h' },
  { below: 14400, label: '1 – 4 h' },
  { below: 86400, label: '4 h – 1 day' },
  { below: 604800, label: '1 day – 1 week' },
  { below: null, label: '≥ 1 week' },
];
/** R-multiple buckets: upper bounds in R (the last is open-ended). */
const R_BUCKETS = [
  { below: -2, label: '< −2R' },
  { below: -1, label: '−2R to −1R' },
  { below: 0, label: '−1R to 0R' },
  { below: 1, label: '0R to 1R' },
  { below: 2, label: '1R to 2R' },
  { below: 3, label: '2R to 3R' },
  { below: null, label: '≥ 3R' },
];

/** CASE … WHEN x < bound THEN index …: constants only, from the tables above. */
const bucketSql = (value: string, buckets: { below: number | null }[]) =>
  `CASE WHEN ${value} IS NULL THEN NULL ${buckets
    .map((b, i) => (b.below === null ? `ELSE ${i}` : `WHEN ${value} < ${b.below} THEN ${i}`))
    .join(' ')} END`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What the statement needs besides the trades and their per-trade values (x). */
export type Join = 'tag' | 'account' | 'strategy';

export interface DimensionDef {
  /** The group key as text (SQL over `t`, `x`, and the join's alias). */
  key: string;
  /** A readable label when SQL knows it (a name); else `label` below shapes it from the key. */
  labelSql?: string;
  join?: Join;
  label: (key: string | null, labelText: string | null) => string;
  /** Natural order: numeric keys compare as numbers, others by label. */
  numeric: boolean;
}

export const DIMENSIONS: Record<BreakdownDimension, DimensionDef> = {
  SYMBOL: { key: 't.symbol', label: (k) => k ?? '', numeric: false },
  MARKET: { key: 't.market', label: (k) => k ?? '', numeric: false },
  SIDE: { key: 't.trade_type', label: (k) => k ?? '', numeric: false },
  ACCOUNT: {
    key: 't.account_id::text',
    labelSql: 'a.name',
    join: 'account',
    label: (k, l) => l ?? k ?? '',
    numeric: false,
  },
  STRATEGY: {
    key: 't.strategy_id::text',
    labelSql: 's.name',
    join: 'strategy',
    label: (k, l) => (k === null ? 'No strategy' : (l ?? k)),
    numeric: false,
  },
  EMOTIONAL_TAG: { key: 'tag.tag', join: 'tag', label: (k) => k ?? '', numeric: false },
  WEEKDAY: { key: 'extract(dow FROM x.local)::int::text', label: (k) => WEEKDAYS[Number(k)] ?? '', numeric: true },
  HOUR: {
    key: 'extract(hour FROM x.local)::int::text',
    label: (k) => `${String(k).padStart(2, '0')}:00`,
    numeric: true,
  },
  MONTH: { key: `to_char(x.local, 'YYYY-MM')`, label: (k) => k ?? '', numeric: false },
  YEAR: { key: `to_char(x.local, 'YYYY')`, label: (k) => k ?? '', numeric: false },
  HOLDING_TIME: {
    key: `(${bucketSql('x.hold', HOLD_BUCKETS)})::text`,
    label: (k) => (k === null ? 'Open' : HOLD_BUCKETS[Number(k)].label),
    numeric: true,
  },
  R_MULTIPLE: {
    key: `(${bucketSql('x.r', R_BUCKETS)})::text`,
    label: (k) => (k === null ? 'No R' : R_BUCKETS[Number(k)].label),
    numeric: true,
  },
};

/** The joins' SQL; `$1` is the viewer's id (names come only from the viewer's own rows). */
export const JOINS: Record<Join, string> = {
  tag: 'CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag(tag)',
  account: 'LEFT JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = $1',
  strategy: 'LEFT JOIN strategies s ON s.id = t.strategy_id AND s.user_id = $1',
};
