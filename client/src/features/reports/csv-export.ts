// CSV export through the server's endpoint (GET /api/reports/export.csv): the server builds the
// rows (spec columns, RFC 4180, formula injection neutralised); the browser only downloads them.
import type { ReportPeriod } from '../../__generated__/graphql';
import { readToken } from '../../session/token-store';
import type { DateRange } from './report-range';

export const NO_TRADES_TO_EXPORT = 'No trades to export for the selected period';

export function buildExportUrl(period: ReportPeriod, applied: DateRange, accountId: string | null): string {
  const params = new URLSearchParams({ period });
  if (period === 'custom') {
    if (applied.start) params.set('start_date', applied.start);
    if (applied.end) params.set('end_date', applied.end);
  }
  if (accountId) params.set('account_id', accountId);
  return `/api/reports/export.csv?${params.toString()}`;
}

/** True when the CSV holds at least one row after its header line. */
export function hasDataRows(csv: string): boolean {
  const body = csv.replace(/^\uFEFF/, '');
  const headerEnd = body.search(/\r?\n/);
  return headerEnd >= 0 && body.slice(headerEnd).trim() !== '';
}

/** `trades_export_{period}_{date}.csv`, the date being the local calendar day of the export. */
export function exportFileName(period: ReportPeriod, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `trades_export_${period}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export type ExportOutcome =
  { kind: 'downloaded'; fileName: string } | { kind: 'empty' } | { kind: 'failed'; message: string };

export async function exportTradesCsv(
  period: ReportPeriod,
  applied: DateRange,
  accountId: string | null,
): Promise<ExportOutcome> {
  const token = readToken();
  const response = await fetch(buildExportUrl(period, applied, accountId), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (response.status === 204) return { kind: 'empty' };
  if (!response.ok) {
    const detail = await response.json().then(
      (b: { detail?: unknown }) => (typeof b.detail === 'string' ? b.detail : ''),
      () => '',
    );
    return { kind: 'failed', message: detail || 'Failed to export trades. Please try again.' };
  }
  const csv = await response.text();
  if (!hasDataRows(csv)) return { kind: 'empty' };
  // The header parser loads with the first export, not with the Reports screen.
  const { fileNameFromDisposition } = await import('./disposition-file-name');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? exportFileName(period);
  // response.text() drops the server's byte order mark; put it back so Excel reads the file as
  // UTF-8 (non-ASCII notes would open garbled).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { kind: 'downloaded', fileName };
}
