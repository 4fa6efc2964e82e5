import * as buckets from '../../../domain/analytics/buckets';
import { dec, winRate } from '../../../domain/decimal';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { positiveInt, type AnalyticsCore } from '../analytics-core';
import { queryHours } from '../queries/hours.query';
import { queryByTag } from '../queries/tags.query';

// Figures grouped by a key: symbol, month, weekday, hour, strategy, market, tag and the calendar's
// days (mostly the aggregate statement's buckets, shaped by domain/analytics/buckets.ts).

export async function assetPerformance(core: AnalyticsCore, scope: AnalyticsScope, limit?: number | null) {
  const n = positiveInt(limit, 'limit', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return buckets.assetPerformance((await core.aggregates(scope)).buckets, n);
}

export async function topSymbols(core: AnalyticsCore, scope: AnalyticsScope, limit?: number | null) {
  const n = positiveInt(limit, 'limit', 10);
  return (await assetPerformance(core, scope, null)).slice(0, n).map((a, i) => ({
    rank: i + 1,
    symbol: a.symbol,
    market: a.market,
    trades: a.totalTrades,
    winRate: a.winRate,
    totalPnl: a.totalPnl,
  }));
}

export async function monthlyPnl(core: AnalyticsCore, scope: AnalyticsScope, months?: number | null) {
  const n = positiveInt(months, 'months', 12, 120);
  return buckets.monthlyPnl((await core.aggregates(scope)).buckets, core.today(scope), n);
}

export async function byWeekday(core: AnalyticsCore, scope: AnalyticsScope) {
  return buckets.byWeekday((await core.aggregates(scope)).buckets);
}

export async function byHour(core: AnalyticsCore, scope: AnalyticsScope) {
  return buckets.byHour(await core.checked(scope, 'hours', () => queryHours(core.sql(scope), scope)));
}

export async function activityCalendar(core: AnalyticsCore, scope: AnalyticsScope) {
  return buckets.activityCalendar((await core.aggregates(scope)).buckets, core.today(scope));
}

export async function weekSummary(core: AnalyticsCore, scope: AnalyticsScope) {
  return buckets.weekSummary((await core.aggregates(scope)).buckets, core.today(scope));
}

export async function byStrategy(core: AnalyticsCore, scope: AnalyticsScope) {
  const [{ strategyNames }, { buckets: rows }] = await Promise.all([core.info(scope), core.aggregates(scope)]);
  return buckets.byStrategy(rows, strategyNames);
}

export async function byMarket(core: AnalyticsCore, scope: AnalyticsScope) {
  return buckets.byMarket((await core.aggregates(scope)).buckets);
}

export async function byEmotionalTag(core: AnalyticsCore, scope: AnalyticsScope) {
  const base = await core.convertedTo(scope);
  const rows = await core.checked(scope, 'tags', () => queryByTag(core.sql(scope), scope, base));
  return rows.map((r) => ({ key: r.key, pnl: dec(r.pnl), trades: r.n, winRate: winRate(r.wins, r.closed) }));
}
