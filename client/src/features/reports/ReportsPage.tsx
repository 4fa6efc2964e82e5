// /reports: a period (or custom range), the server's report statistics, the CSV export through
// the server and the PDF card (not built yet: the spec's notice).
import { useState } from 'react';
import type { ReportPeriod } from '../../__generated__/graphql';
import { useNotify } from '../../components/Notifications';
import { useCurrentAccount } from '../../app/current-account';
import { NO_TRADES_TO_EXPORT, exportTradesCsv } from './csv-export';
import { EMPTY_RANGE, changeRangeDate, reportVariables, type DateRange } from './report-range';
import { ReportPeriodPicker } from './ReportPeriodPicker';
import { ReportStatsPanel } from './ReportStatsPanel';
import { useReport } from './use-report';
import './reports.css';

export default function ReportsPage() {
  const { accountId, account, loading: accountsLoading = false } = useCurrentAccount();
  const notify = useNotify();
  const [period, setPeriod] = useState<ReportPeriod>('monthly');
  const [range, setRange] = useState<{ draft: DateRange; applied: DateRange }>({
    draft: EMPTY_RANGE,
    applied: EMPTY_RANGE,
  });
  const variables = reportVariables(period, range.applied);
  const { report, loading, error } = useReport(accountId, variables, accountsLoading);
  const [exporting, setExporting] = useState(false);

  const onDateChange = (field: keyof DateRange, value: string) =>
    setRange((r) => changeRangeDate(r.draft, r.applied, field, value));

  const onExport = async () => {
    setExporting(true);
    try {
      const outcome = await exportTradesCsv(period, range.applied, accountId);
      if (outcome.kind === 'empty') notify(NO_TRADES_TO_EXPORT, 'info');
      else if (outcome.kind === 'failed') notify(outcome.message, 'error');
      else notify(`Exported ${outcome.fileName}`, 'success');
    } catch {
      notify('Failed to export trades. Please try again.', 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="rp-page" aria-labelledby="reports-title">
      <header>
        <h1 id="reports-title" className="rp-title">
          Reports
        </h1>
        <p className="rp-muted rp-subtitle">
          {account ? `${account.name} · ` : 'All accounts · '}figures computed by the server in your time zone
        </p>
      </header>
      <ReportPeriodPicker period={period} draft={range.draft} onPeriodChange={setPeriod} onDateChange={onDateChange} />
      {error && (
        <p className="rp-error" role="alert">
          Could not load the report: {error.message}
        </p>
      )}
      <div className="rp-grid">
        <section className="rp-card rp-action" aria-labelledby="export-csv-title">
          <h2 id="export-csv-title" className="rp-card__title">
            Export to CSV
          </h2>
          <p className="rp-muted">Download the trades of the selected period as a spreadsheet-safe CSV file.</p>
          <button type="button" className="btn btn--primary" onClick={onExport} disabled={exporting || accountsLoading}>
            {exporting ? 'Exporting...' : 'Export to CSV'}
          </button>
        </section>
        <section className="rp-card rp-action" aria-labelledby="pdf-title">
          <h2 id="pdf-title" className="rp-card__title">
            Generate PDF Report
          </h2>
          <p className="rp-muted">A printable performance report of the selected period.</p>
          <button type="button" className="btn" onClick={() => notify('PDF Export functionality coming soon!', 'info')}>
            Generate PDF
          </button>
        </section>
      </div>
      <ReportStatsPanel report={report} loading={loading} currency={account?.currency ?? 'USD'} />
    </section>
  );
}
