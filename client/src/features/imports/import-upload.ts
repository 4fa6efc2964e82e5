// The upload over REST (POST /api/imports, multipart): GraphQL carries a file only as text up to
// its 1 MB body limit, this takes any file up to the server's 50 MB. dry_run=true answers the
// preview and writes nothing; without it the server queues a batch (202) that GraphQL then polls.
import { readToken } from '../../session/token-store';
import { handleUnauthenticated } from '../../session/unauthenticated';
import type { ColumnMapping } from './column-mapping';

export interface ImportUploadRequest {
  file: File;
  accountId: string;
  timezone: string;
  /** A generic CSV's column mapping (format=generic); without it the server detects the format. */
  mapping?: ColumnMapping | null;
}

export interface PreviewRoundTrip {
  symbol: string;
  trade_type: 'long' | 'short';
  // Exact decimal strings (the dry run never sends money as floats).
  quantity: string;
  entry_price: string;
  exit_price: string | null;
  fees: string;
  pnl: string | null;
  entry_date: string;
  exit_date: string | null;
}

/** The REST dry-run answer (snake_case, as the server sends it). */
export interface ImportPreviewResult {
  format: string;
  rows_total: number;
  executions: number;
  /** Executions the account already holds (the import's de-duplication rule): they add nothing. */
  duplicates: number;
  /** Deposits, withdrawals, interest and fees the import would add as cash flows (optional: older servers). */
  cash_flows?: number;
  cash_flow_duplicates?: number;
  /** The broker accounts the file names; several (a Fidelity all-accounts file) all go to the chosen account. */
  broker_accounts: string[];
  /** Futures roots with no known contract size, 1 assumed (optional: older servers). */
  warnings?: string[];
  rows_skipped: Record<string, number>;
  errors: { row: number; message: string }[];
  round_trips: { closed: number; open: number; unmatched_closes: number; net_pnl: string; first: PreviewRoundTrip[] };
}

export interface QueuedBatch {
  id: string;
  status: string;
  format: string;
}

/** A refused upload with the server's own words (422 names the formats tried, 413 the size limit). */
export class ImportUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ImportUploadError';
  }
}

function messageOf(status: number, body: { detail?: string; errors?: Record<string, string> } | null): string {
  const fields = Object.values(body?.errors ?? {});
  if (fields.length) return fields.join(' ');
  if (body?.detail) return body.detail;
  return status === 0 ? 'The server could not be reached. Please try again.' : `The upload failed (HTTP ${status}).`;
}

async function post<T>(request: ImportUploadRequest, dryRun: boolean): Promise<T> {
  const form = new FormData();
  form.set('file', request.file, request.file.name);
  form.set('account_id', request.accountId);
  form.set('format', request.mapping ? 'generic' : 'auto');
  if (request.mapping) form.set('mapping', JSON.stringify(request.mapping));
  if (request.timezone.trim()) form.set('timezone', request.timezone.trim());
  if (dryRun) form.set('dry_run', 'true');
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/imports', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ImportUploadError(messageOf(0, null), 0);
  }
  const body = await response.json().catch(() => null);
  if (response.status === 401 && token) handleUnauthenticated();
  if (!response.ok) throw new ImportUploadError(messageOf(response.status, body), response.status);
  return body as T;
}

export const previewImportFile = (request: ImportUploadRequest) => post<ImportPreviewResult>(request, true);
export const startImportFile = (request: ImportUploadRequest) => post<QueuedBatch>(request, false);
