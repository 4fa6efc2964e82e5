import type { AnalyticsService } from '../../analytics/analytics.service';
import type { Viewer } from '../../auth/viewer';
import { ConflictError } from '../../../errors';
import { parseReportPeriod, reportWindow, type ReportWindow } from '../../../domain/analytics/report-period';

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
export async function loadReportData(
  service: AnalyticsService,
  viewer: Viewer,
  input: PdfReportInput,
  now: Date = new Date(),
) {
  // One request object for the whole report: the symbol, weekday and month figures share one
  // aggregate statement, as they do on the Analytics screen's request.
  const analytics = service.forRequest();
  const range = reportWindow(parseReportPeriod(input.period), now, viewer.timezone, input.from, input.to);
  // Every figure, the summary included, over the report's exact window (issue 27 item 10; its
  // days too, for the balance walk): over accounts in several currencies the same trades decide
  // whether the figures are converted (issue 15).
  const scope = analytics.scope(viewer, input.accountId, {
    from: range.from,
    to: range.to,
    // A custom range is whole days: the day filter alone is that window (and the day rollup applies).
    window: input.period === 'custom' ? null : { start: range.start, end: range.end },
  });
  const summary = await analytics
    .report(scope, input.period, input.from ?? null, input.to ?? null)
    .catch((error: unknown) => {
      // A missing rate across currencies: the PDF prints the notice (and the per-currency
      // figures) instead of any sum, as the screen does.
      if (error instanceof ConflictError) return { missingRates: error.message };
      throw error;
    });
  if ('missingRates' in summary) return withoutMoney(input.period, range, summary.missingRates);
  const today = analytics.today(scope);
  const months = monthsBetween(summary.from, today);
  const [equity, monthly, weekdays, symbols, tags, top] = await Promise.all([
    analytics.equityCurve(scope, null, PDF_EQUITY_POINTS),
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
    equity: equity as typeof equity | null,
    moneyNotice: null as string | null,
    monthly: monthly.filter((m) => m.month >= firstMonth && m.month <= lastMonth),
    weekdays,
    symbols,
    tags,
    top,
  };
}

/** The report when its money cannot be added up (a rate missing across currencies): the notice, no figure. */
function withoutMoney(period: string, range: ReportWindow, notice: string) {
  return {
    summary: {
      period: parseReportPeriod(period),
      from: range.from ?? 'start',
      to: range.to,
      start: range.start,
      end: range.end,
    } as const,
    equity: null,
    moneyNotice: notice,
    monthly: [],
    weekdays: [],
    symbols: [],
    tags: [],
    top: { best: [], worst: [] },
  };
}

export type ReportData = Awaited<ReturnType<typeof loadReportData>>;

/** Calendar months from `from`'s month to `to`'s month inclusive, capped at the service's 120. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return Math.min(120, Math.max(1, (ty - fy) * 12 + (tm - fm) + 1));
}
