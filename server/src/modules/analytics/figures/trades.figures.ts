import { ConflictError } from '../../../errors';
import { D, dec } from '../../../domain/decimal';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { positiveInt, type AnalyticsCore } from '../analytics-core';
import { queryOpenPositions } from '../queries/positions.query';
import { queryScatter } from '../queries/scatter.query';
import { queryTopTrades } from '../queries/top-trades.query';

/** Scatter charts get at most this many (newest) trades; beyond it a chart bins anyway. */
export const SCATTER_LIMIT = 2000;

// Figures listing trades or positions: open positions, best/worst trades, the scatter points.

export async function openPositions(core: AnalyticsCore, scope: AnalyticsScope) {
  const base = await core.convertedTo(scope);
  const rows = await core.checked(scope, 'positions', () => queryOpenPositions(core.sql(scope), scope, base));
  // An open trade's entry day without a rate: no exposure adds different currencies (issue 15).
  const gaps = rows.map((r) => r.missing).filter(Boolean);
  if (gaps.length)
    throw new ConflictError(`Exchange rates are missing for open positions. Missing: ${gaps.join('; ')}.`);
  const aggregated = rows.map(({ missing: _missing, ...r }) => ({
    ...r,
    quantity: dec(r.quantity),
    avgEntry: dec(r.avgEntry),
    exposure: dec(r.exposure),
  }));
  const markets = [...new Set(aggregated.map((p) => p.market))].sort();
  const byMarket = markets.map((market) => {
    const positions = aggregated.filter((p) => p.market === market);
    return {
      market,
      count: positions.length,
      exposure: dec(positions.reduce((s, p) => s.plus(p.exposure), new D(0))),
      positions,
    };
  });
  return {
    totalPositions: aggregated.length,
    totalExposure: dec(aggregated.reduce((s, p) => s.plus(p.exposure), new D(0))),
    byMarket,
    aggregated,
  };
}

export async function topTrades(core: AnalyticsCore, scope: AnalyticsScope, limit?: number | null) {
  const n = positiveInt(limit, 'limit', 5, 100);
  const base = await core.convertedTo(scope);
  return core.checked(scope, `top:${n}`, () => queryTopTrades(core.sql(scope), scope, n, base));
}

/**
 * Both scatter charts' points, column-oriented (entry i of every list is one trade): a handful
 * of leaf lists, not 2,000 objects, and one series for both charts (bench/README.md).
 */
export async function scatter(core: AnalyticsCore, scope: AnalyticsScope) {
  const rows = await core.checked(scope, 'scatter', () => queryScatter(core.sql(scope), scope, SCATTER_LIMIT));
  return {
    tradeIds: rows.map((r) => r.tradeId),
    symbols: rows.map((r) => r.symbol),
    pnl: rows.map((r) => dec(r.pnl)),
    risk: rows.map((r) => r.risk),
    reward: rows.map((r) => r.reward),
    hours: rows.map((r) => r.hours),
    riskBasis: 'INITIAL_STOP' as const,
  };
}
