import { D, AVERAGE_DP, dec, mean, ratio, winRate, winRateExcludingBreakeven } from '../../../domain/decimal';
import {
  meanHalfWidth,
  SQN_RELIABLE_MIN_TRADES,
  systemQualityNumber,
  wilsonInterval,
} from '../../../domain/analytics/confidence';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import type { AnalyticsCore } from '../analytics-core';

// The summary figures: totals of the scope's closed trades (the aggregate statement, or the
// converted summary over accounts in several currencies).

export async function overall(core: AnalyticsCore, scope: AnalyticsScope) {
  const converted = await core.conversion(scope);
  if (converted) {
    const { currency: _currency, ...figures } = converted;
    return {
      ...figures,
      breakevenTrades: converted.closedTrades - converted.winningTrades - converted.losingTrades,
      winRateExcludingBreakeven: winRateExcludingBreakeven(converted.winningTrades, converted.losingTrades),
    };
  }
  const { totals: t } = await core.aggregates(scope);
  return {
    totalPnl: dec(t.pnl),
    winRate: winRate(t.wins, t.closed),
    // The second figure (issue 33 item 2): the spec's win rate counts breakevens in the denominator.
    winRateExcludingBreakeven: winRateExcludingBreakeven(t.wins, t.losses),
    totalTrades: t.n,
    closedTrades: t.closed,
    winningTrades: t.wins,
    losingTrades: t.losses,
    breakevenTrades: t.breakevens,
    averageWin: mean(t.winSum, t.wins),
    averageLoss: mean(t.lossSum, t.losses),
    grossProfit: dec(t.winSum),
    grossLoss: dec(t.lossSum),
    profitFactor: ratio(t.winSum, t.lossSum),
  };
}

export async function expectancy(core: AnalyticsCore, scope: AnalyticsScope) {
  const { totals: t } = await core.aggregates(scope);
  const wilson = wilsonInterval(t.wins, t.closed);
  const value = t.closed === 0 ? null : new D(t.pnl).div(t.closed);
  const half = meanHalfWidth(t.closed, Number(t.pnl), Number(t.pnlSquares));
  const round = (x: InstanceType<typeof D>) => x.toDecimalPlaces(AVERAGE_DP).toFixed();
  return {
    trades: t.closed,
    value: value && round(value),
    ciLow: value && half !== null ? round(value.minus(half)) : null,
    ciHigh: value && half !== null ? round(value.plus(half)) : null,
    winRate: t.closed === 0 ? null : winRate(t.wins, t.closed),
    winRateCiLow: wilson?.low ?? null,
    winRateCiHigh: wilson?.high ?? null,
    winRateExcludingBreakeven: winRateExcludingBreakeven(t.wins, t.losses),
  };
}

export async function rMultiples(core: AnalyticsCore, scope: AnalyticsScope) {
  const { totals: t } = await core.aggregates(scope);
  return {
    trades: t.rTrades,
    // R on the initial stop (issue 33): closed trades without one have no R and are counted apart.
    tradesWithoutR: t.closed - t.rTrades,
    basis: 'INITIAL_STOP' as const,
    averageR: t.rTrades === 0 ? null : new D(t.rSum).div(t.rTrades).toNumber(),
    sqn: systemQualityNumber(t.rTrades, Number(t.rSum), Number(t.rSquares)),
    reliable: t.rTrades >= SQN_RELIABLE_MIN_TRADES,
  };
}

export async function holdingTimes(core: AnalyticsCore, scope: AnalyticsScope) {
  const { totals: t } = await core.aggregates(scope);
  const hours = (secs: string, n: number) => (n === 0 ? null : new D(secs).div(n).div(3600).toNumber());
  return {
    winsHours: hours(t.winHoldSecs, t.winHoldN),
    lossesHours: hours(t.lossHoldSecs, t.lossHoldN),
    breakevenHours: hours(t.breakevenHoldSecs, t.breakevenHoldN),
  };
}
