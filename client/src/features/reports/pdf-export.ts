// The PDF report through the server (GET /api/reports/pdf): pdfkit lays out the same figures the
// Reports and Analytics screens show for the selected period; the browser only downloads the file.
import type { ReportPeriod } from '../../__generated__/graphql';
import { readToken } from '../../session/token-store';
import type { ExportOutcome } from './csv-export';
import type { DateRange } from './report-range';

export function buildPdfUrl(period: ReportPeriod, applied: DateRange, accountId: string | null): string {
  const params = new URLSearchParams({ period });
  if (period === 'custom') {
    if (applied.start) params.set('start_date', applied.start);
    if (applied.end) params.set('end_date', applied.end);
  }
  if (accountId) params.set('account_id', accountId);
  return `/api/reports/pdf?${params.toString()}`;
}

export async function downloadReportPdf(
  period: ReportPeriod,
  applied: DateRange,
  accountId: string | null,
): Promise<ExportOutcome> {
  const token = readToken();
  const response = await fetch(buildPdfUrl(period, applied, accountId), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const detail = await response.json().then(
      (b: { detail?: unknown }) => (typeof b.detail === 'string' ? b.detail : ''),
      () => '',
    );
    return { kind: 'failed', message: detail || 'Failed to generate the PDF report. Please try again.' };
  }
  const blob = await response.blob();
  const { fileNameFromDisposition } = await import('./disposition-file-name');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `report_${period}.pdf`;
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { kind: 'downloaded', fileName };
}
