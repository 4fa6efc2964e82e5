import { addDays, weekdayOf } from './local-date';
import { D, dec, winRate } from '../decimal';
import type { Market } from '../validation/trade-rules';

/** Counts and sums of one bucket (a rollup group: a day, an hour, a symbol, a strategy); decimals are strings, exact. */
export interface BucketRow {
  kind: 'day' | 'hour' | 'symbol' | 'strategy';
  key: string;
  market: Market | null;
  n: number;
  closed: number;
  wins: number;
  losses: number;
  pnl: string;
}

/** Sums bucket rows into a group (exact), for shaping months and weekdays out of days. */
interface Acc {
  n: number;
  closed: number;
  wins: number;
  losses: number;
  pnl: InstanceType<typeof D>;
}
const empty = (): Acc => ({ n: 0, closed: 0, wins: 0, losses: 0, pnl: new D(0) });
const addTo = (acc: Acc, r: BucketRow) => {
  acc.n += r.n;
  acc.closed += r.closed;
  acc.wins += r.wins;
  acc.losses += r.losses;
  acc.pnl = acc.pnl.plus(r.pnl);
};

function groupBy(rows: BucketRow[], keyOf: (r: BucketRow) => string): Map<string, Acc> {
  const out = new Map<string, Acc>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!out.has(k)) out.set(k, empty());
    addTo(out.get(k)!, r);
  }
  return out;
}

const days = (rows: BucketRow[]) => rows.filter((r) => r.kind === 'day');

/** The last `months` calendar months ending with today's, oldest first, zero-filled. */
export function monthlyPnl(rows: BucketRow[], today: string, months: number) {
  const byMonth = groupBy(days(rows), (r) => r.key.slice(0, 7));
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (months - 1 - i), 1));
    const month = d.toISOString().slice(0, 7);
    const acc = byMonth.get(month) ?? empty();
    return { month, pnl: dec(acc.pnl), trades: acc.n };
  });
}

export function byWeekday(rows: BucketRow[]) {
  const byDay = groupBy(days(rows), (r) => String(weekdayOf(r.key)));
  return Array.from({ length: 7 }, (_, weekday) => {
    const acc = byDay.get(String(weekday)) ?? empty();
    return { weekday, pnl: dec(acc.pnl), trades: acc.n, winRate: winRate(acc.wins, acc.closed) };
  });
}

export function byHour(rows: BucketRow[]) {
  const hours = new Map(rows.filter((r) => r.kind === 'hour').map((r) => [Number(r.key), r]));
  return Array.from({ length: 24 }, (_, hour) => {
    const r = hours.get(hour);
    return { hour, trades: r?.n ?? 0, winRate: r && r.closed > 0 ? winRate(r.wins, r.closed) : null };
  });
}

/** 13 weeks × 7 days: from the Sunday 13 weeks before this week's Saturday, to that Saturday. */
export function activityCalendar(rows: BucketRow[], today: string) {
  const end = addDays(today, 6 - weekdayOf(today));
  const start = addDays(end, -90);
  const byDay = new Map(days(rows).map((r) => [r.key, r]));
  const list = Array.from({ length: 91 }, (_, i) => {
    const date = addDays(start, i);
    const r = byDay.get(date);
    return { date, pnl: r ? dec(r.pnl) : '0', trades: r?.n ?? 0 };
  });
  return { start, end, days: list };
}

/** The last 7 days (today and the 6 before): trades with a pnl, their summed pnl and win rate. */
export function weekSummary(rows: BucketRow[], today: string) {
  const from = addDays(today, -6);
  const acc = empty();
  for (const r of rows) if (r.kind === 'day' && r.key >= from && r.key <= today) addTo(acc, r);
  return { trades: acc.closed, pnl: dec(acc.pnl), winRate: winRate(acc.wins, acc.closed) };
}

/** Per symbol, best total pnl first (ties: more trades, then symbol); the first `limit` (all by default). */
export function assetPerformance(rows: BucketRow[], limit = Infinity) {
  // Each pnl parsed once for the sort, not twice per comparison.
  const symbols = rows.filter((r) => r.kind === 'symbol').map((r) => ({ row: r, pnl: new D(r.pnl) }));
  symbols.sort((a, b) => b.pnl.comparedTo(a.pnl) || b.row.n - a.row.n || a.row.key.localeCompare(b.row.key));
  // Only the rows answered are shaped (the dashboard shows 10 of every symbol traded).
  return symbols.slice(0, limit).map(({ row: r }) => ({
    symbol: r.key,
    market: r.market!,
    totalPnl: dec(r.pnl),
    totalTrades: r.n,
    winRate: winRate(r.wins, r.closed),
    wins: r.wins,
    losses: r.losses,
  }));
}

export function byMarket(rows: BucketRow[]) {
  const acc = groupBy(
    rows.filter((r) => r.kind === 'symbol'),
    (r) => r.market!,
  );
  return groupStats(acc);
}

export function byStrategy(rows: BucketRow[], names: Map<string, string>) {
  const acc = groupBy(
    rows.filter((r) => r.kind === 'strategy'),
    (r) => (r.key ? (names.get(r.key) ?? r.key) : 'No strategy'),
  );
  return groupStats(acc);
}

function groupStats(acc: Map<string, Acc>) {
  return [...acc.entries()]
    .map(([key, a]) => ({ key, pnl: dec(a.pnl), trades: a.n, winRate: winRate(a.wins, a.closed) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
