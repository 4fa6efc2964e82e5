import type { DataSource } from 'typeorm';
import type { AnalyticsService } from '../../analytics/analytics.service';
import type { FxService } from '../../fx/fx.service';
import type { Viewer } from '../../auth/viewer';
import { loadReportData, type PdfReportInput } from './report-data';
import { renderReportPdf } from './render-pdf';
import { REPORT_ACCOUNTS } from '../queries/reports.queries';
type CurrencySummary = Awaited<ReturnType<FxService['allAccountsSummary']>>;

export interface PdfReport {
  fileName: string;
  body: Buffer;
}

/**
 * GET /api/reports/pdf: the figures of the Reports and Analytics screens for one account or all,
 * laid out by pdfkit. Over accounts in several currencies the money figures are printed without
 * a currency and the title says so (conversion to the base currency is the FX module's).
 * Constructed once at start-up: `new PdfReportService(dataSource, analytics)`.
 */
export class PdfReportService {
  constructor(
    private readonly db: DataSource,
    private readonly analytics: AnalyticsService,
    private readonly fx: FxService,
  ) {}

  async render(viewer: Viewer, input: PdfReportInput): Promise<PdfReport> {
    // report() checks the account is the viewer's (404 otherwise) before any other figure.
    const data = await loadReportData(this.analytics, viewer, input);
    const accounts: Array<{ id: string; name: string; currency: string }> = await this.db.query(REPORT_ACCOUNTS, [
      viewer.id,
      input.accountId,
    ]);
    const currencies = [...new Set(accounts.map((a) => a.currency))];
    // Accounts in several currencies: the per-account-currency figures and, when every rate is
    // known, the total in the base currency (else the notice) — never a silent sum.
    const conversion =
      currencies.length > 1
        ? await this.fx.allAccountsSummary(viewer, {
            from: data.summary.from === 'start' ? null : data.summary.from,
            to: data.summary.to,
            window: { start: data.summary.start, end: data.summary.end },
          })
        : null;
    const body = await renderReportPdf(data, {
      conversion,
      accounts: input.accountId ? accounts[0].name : `All accounts (${accounts.map((a) => a.name).join(', ')})`,
      currency: moneyCurrency(currencies, conversion),
      // Per-trade rows (best and worst trades) stay in their account's currency.
      tradeCurrency: new Map(accounts.map((a) => [a.id, a.currency])),
      generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      timeZone: viewer.timezone,
    });
    const slug = input.accountId ? accounts[0].name.replace(/[^A-Za-z0-9_-]+/g, '_') : 'all_accounts';
    return { fileName: `candlog_report_${slug}_${data.summary.from}_${data.summary.to}.pdf`, body };
  }
}

/**
 * The currency the report's money is in, as Analytics.moneyCurrency decides it: the accounts' one;
 * across currencies the one the period's trades share, else the base they are converted to (null
 * when a rate is missing: the figures are replaced by the notice).
 */
function moneyCurrency(currencies: string[], conversion: CurrencySummary | null): string | null {
  if (currencies.length === 1) return currencies[0];
  if (conversion && conversion.currencies.length === 1) return conversion.currencies[0].currency;
  return conversion?.converted?.currency ?? null;
}
