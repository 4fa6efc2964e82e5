// The last export offered before leaving: every trade of every account as the spec's CSV
// (GET /api/reports/export.csv, custom period without dates = the whole history).
import { readToken } from '../../session/token-store';

export const LAST_EXPORT_URL = '/api/reports/export.csv?period=custom';

/** Downloads the file; resolves with an error message, or null when it was saved. */
export async function downloadLastExport(now = new Date()): Promise<string | null> {
  const token = readToken();
  const response = await fetch(LAST_EXPORT_URL, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) return 'The export failed. Please try again.';
  const csv = (await response.text()).replace(/^\uFEFF/, '');
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `candlog_all_trades_${now.toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
