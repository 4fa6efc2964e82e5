import { Router, type Request } from 'express';
import type { AnalyticsService } from '../modules/analytics/analytics.service';
import { filterFromQuery, num, queryInt, queryString } from './analytics.params';
import { requireViewer } from './require-viewer';

// Loosely typed until AppServices settles; only `analytics` is used.
type Services = { analytics: AnalyticsService };

/**
 * GET /api/analytics/{stats,equity-curve,balance-curve,daily-stats,open-positions,asset-performance}: the
 * spec's snake_case shapes, each with optional account_id (else all the viewer's accounts) and
 * the shared filter. Same service as GraphQL; a call computes one figure, so it needs no
 * per-request object (nothing to share).
 */
export function analyticsRouter(services: Services): Router {
  const router = Router();
  const svc = services.analytics;
  const scopeOf = (req: Request) =>
    svc.scope(requireViewer(req), queryString(req, 'account_id') ?? null, filterFromQuery(req));

  router.get('/stats', async (req, res) => {
    const o = await svc.overall(scopeOf(req));
    res.json({
      total_pnl: num(o.totalPnl),
      win_rate: o.winRate,
      // Issue 33 item 2: wins ÷ (wins + losses); win_rate keeps the spec's definition.
      win_rate_excluding_breakeven: o.winRateExcludingBreakeven,
      total_trades: o.totalTrades,
      closed_trades: o.closedTrades,
      winning_trades: o.winningTrades,
      losing_trades: o.losingTrades,
      breakeven_trades: o.breakevenTrades,
      average_win: num(o.averageWin),
      average_loss: num(o.averageLoss),
      gross_profit: num(o.grossProfit),
      gross_loss: num(o.grossLoss),
      profit_factor: o.profitFactor,
    });
  });

  router.get('/equity-curve', async (req, res) => {
    const scope = scopeOf(req);
    const curve = await svc.equityCurve(
      scope,
      queryString(req, 'initial_balance') ?? '10000',
      queryInt(req, 'limit') ?? 10000,
    );
    res.json(
      curve.points.map((p) => ({
        date: new Date(p.date).toISOString(),
        balance: num(p.balance),
        peak: num(p.peak),
        drawdown: num(p.drawdown),
        drawdown_percent: p.drawdownPercent,
      })),
    );
  });

  // The balance with cash flows per local day (issue 15); converted to the base currency across currencies.
  router.get('/balance-curve', async (req, res) => {
    const c = await svc.balanceCurve(scopeOf(req), queryInt(req, 'limit'));
    res.json({
      currency: c.currency,
      converted: c.converted,
      series: c.series.map((s) => ({
        currency: s.currency,
        total_points: s.totalPoints,
        final_balance: num(s.finalBalance),
        points: s.points.map((p) => ({
          date: p.date,
          balance: num(p.balance),
          trading_pnl: num(p.tradingPnl),
          flow: num(p.flow),
          pnl: num(p.pnl),
        })),
      })),
      missing_rates: c.missingRates,
      notice: c.notice,
    });
  });

  router.get('/daily-stats', async (req, res) => {
    const d = await svc.daily(scopeOf(req), queryString(req, 'date'));
    res.json({
      date: d.date,
      daily_pnl: num(d.dailyPnl),
      win_rate: d.winRate,
      win_rate_excluding_breakeven: d.winRateExcludingBreakeven,
      rr_ratio: d.rrRatio,
      total_trades: d.totalTrades,
      closed_trades: d.closedTrades,
      open_trades: d.openTrades,
      winning_trades: d.winningTrades,
      losing_trades: d.losingTrades,
      avg_win: num(d.avgWin),
      avg_loss: num(d.avgLoss),
      largest_win: num(d.largestWin),
      largest_loss: num(d.largestLoss),
    });
  });

  router.get('/open-positions', async (req, res) => {
    const o = await svc.openPositions(scopeOf(req));
    const item = (p: (typeof o.aggregated)[number]) => ({
      symbol: p.symbol,
      trade_type: p.tradeType,
      market: p.market,
      quantity: num(p.quantity),
      avg_entry: num(p.avgEntry),
      num_trades: p.numTrades,
      exposure: num(p.exposure),
    });
    res.json({
      total_positions: o.totalPositions,
      total_exposure: num(o.totalExposure),
      by_market: Object.fromEntries(o.byMarket.map((m) => [m.market, m.positions.map(item)])),
      aggregated: o.aggregated.map(item),
    });
  });

  router.get('/asset-performance', async (req, res) => {
    const list = await svc.assetPerformance(scopeOf(req), queryInt(req, 'limit'));
    res.json(
      list.map((a) => ({
        symbol: a.symbol,
        market: a.market,
        total_pnl: num(a.totalPnl),
        total_trades: a.totalTrades,
        win_rate: a.winRate,
        wins: a.wins,
        losses: a.losses,
      })),
    );
  });

  return router;
}
