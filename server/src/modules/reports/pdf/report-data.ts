import type { AnalyticsService } from '../../analytics/analytics.service';
import type { Viewer } from '../../auth/viewer';
import { ConflictError } from '../../../errors';

/** Trades listed in the PDF's best and worst tables. */
export const PDF_TOP_TRADES = 10;
/** Points of the equity and drawdown chart (vector lines: more would only grow the file). */
export const PDF_EQUITY_POINTS = 400;

export interface PdfReportInput {
  accountId: string | null;
  period: string;
  from?: string;
  to?: string;
}

/**
 * Every figure the PDF prints, read through the same AnalyticsService calls the Reports and
 * Analytics screens make for the same filter (the summary is the Reports screen's `report`;
 * the breakdowns are the Analytics screen's figures filtered to the report's days), so a figure
 * in the file always equals the one on screen.
 */
export async function loadReportData(service: AnalyticsService, viewer: Viewer, input: PdfReportInput) {
  // One request object for the whole report: the symbol, weekday and month figures share one
  // aggregate statement, as they do on the Analytics screen's request.
  const analytics = service.forRequest();
  const base = analytics.scope(viewer, input.accountId, {});
  const summary = await analytics.report(base, input.period, input.from ?? null, input.to ?? null);
  const scope = analytics.scope(viewer, input.accountId, { from: summary.from, to: summary.to });
  const today = analytics.today(scope);
  const months = monthsBetween(summary.from, today);
  const [equity, monthly, weekdays, symbols, tags, top] = await Promise.all([
    // Accounts in several currencies with a missing rate have no single equity curve (issue 15):
    // the PDF prints the reason instead, as the screen does, never a sum of currencies.
    analytics.equityCurve(scope, null, PDF_EQUITY_POINTS).catch((error: unknown) => {
      if (error instanceof ConflictError) return { missingRates: error.message };
      throw error;
    }),
    analytics.monthlyPnl(scope, months),
    analytics.byWeekday(scope),
    analytics.assetPerformance(scope, 25),
    analytics.byEmotionalTag(scope),
    analytics.topTrades(scope, PDF_TOP_TRADES),
  ]);
  const firstMonth = summary.from.slice(0, 7);
  const lastMonth = summary.to.slice(0, 7);
  return {
    summary,
    equity: 'missingRates' in equity ? null : equity,
    equityNotice: 'missingRates' in equity ? equity.missingRates : null,
    monthly: monthly.filter((m) => m.month >= firstMonth && m.month <= lastMonth),
    weekdays,
    symbols,
    tags,
    top,
  };
}

export type ReportData = Awaited<ReturnType<typeof loadReportData>>;

/** Calendar months from `from`'s month to `to`'s month inclusive, capped at the service's 120. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return Math.min(120, Math.max(1, (ty - fy) * 12 + (tm - fm) + 1));
}
