// The full dashboard + analytics page figure set, as the GraphQL resolvers request it, called on
// one per-request analytics object (`service.forRequest()`) per load.
export const FIGURES = [
  ['overall', (s, sc) => s.overall(sc)],
  ['daily', (s, sc) => s.daily(sc, null)],
  ['equityCurve', (s, sc) => s.equityCurve(sc, null, 2000)],
  ['openPositions', (s, sc) => s.openPositions(sc)],
  ['assetPerformance', (s, sc) => s.assetPerformance(sc, 10)],
  ['streaks', (s, sc) => s.streaks(sc)],
  ['monthlyPnl', (s, sc) => s.monthlyPnl(sc, 12)],
  ['byWeekday', (s, sc) => s.byWeekday(sc)],
  ['byHour', (s, sc) => s.byHour(sc)],
  ['topSymbols', (s, sc) => s.topSymbols(sc, 10)],
  ['topTrades', (s, sc) => s.topTrades(sc, 5)],
  ['scatter', (s, sc) => s.scatter(sc)],
  ['activityCalendar', (s, sc) => s.activityCalendar(sc)],
  ['weekSummary', (s, sc) => s.weekSummary(sc)],
  ['tradingPlan', (s, sc) => s.tradingPlan(sc, null)],
  ['alerts', (s, sc) => s.alerts(sc, null)],
  ['expectancy', (s, sc) => s.expectancy(sc)],
  ['rMultiples', (s, sc) => s.rMultiples(sc)],
  ['byEmotionalTag', (s, sc) => s.byEmotionalTag(sc)],
  ['byStrategy', (s, sc) => s.byStrategy(sc)],
  ['byMarket', (s, sc) => s.byMarket(sc)],
  ['holdingTimes', (s, sc) => s.holdingTimes(sc)],
];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
