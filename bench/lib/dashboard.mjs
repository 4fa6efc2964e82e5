// The full dashboard + analytics page figure set, as the GraphQL resolvers request it (one memo per load).
export const FIGURES = [
  ['overall', (s, sc, m) => s.overall(sc, m)],
  ['daily', (s, sc, m) => s.daily(sc, null, m)],
  ['equityCurve', (s, sc, m) => s.equityCurve(sc, null, 2000, m)],
  ['openPositions', (s, sc, m) => s.openPositions(sc, m)],
  ['assetPerformance', (s, sc, m) => s.assetPerformance(sc, 10, m)],
  ['streaks', (s, sc, m) => s.streaks(sc, m)],
  ['monthlyPnl', (s, sc, m) => s.monthlyPnl(sc, 12, m)],
  ['byWeekday', (s, sc, m) => s.byWeekday(sc, m)],
  ['byHour', (s, sc, m) => s.byHour(sc, m)],
  ['topSymbols', (s, sc, m) => s.topSymbols(sc, 10, m)],
  ['topTrades', (s, sc, m) => s.topTrades(sc, 5, m)],
  ['scatter', (s, sc, m) => s.scatter(sc, m)],
  ['activityCalendar', (s, sc, m) => s.activityCalendar(sc, m)],
  ['weekSummary', (s, sc, m) => s.weekSummary(sc, m)],
  ['tradingPlan', (s, sc, m) => s.tradingPlan(sc, null, m)],
  ['alerts', (s, sc, m) => s.alerts(sc, null, m)],
  ['expectancy', (s, sc, m) => s.expectancy(sc, m)],
  ['rMultiples', (s, sc, m) => s.rMultiples(sc, m)],
  ['byEmotionalTag', (s, sc, m) => s.byEmotionalTag(sc, m)],
  ['byStrategy', (s, sc, m) => s.byStrategy(sc, m)],
  ['byMarket', (s, sc, m) => s.byMarket(sc, m)],
  ['holdingTimes', (s, sc, m) => s.holdingTimes(sc, m)],
];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
