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
  /** Currencies converted into the account's and whose rates (issue 27; optional: older servers). */
  conversions?: PreviewConversion[];
  /** Instruments refused for want of a rate to the account's currency. */
  missing_rates?: { currency: string; to: string; day: string; symbol: string; executions: number; message: string }[];
}

export interface PreviewConversion {
  from: string;
  to: string;
  source: 'broker' | 'user';
  executions: number;
  /** Account units per instrument unit. */
  min_rate: string;
  max_rate: string;
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

/** The dry run's progress lines (Accept: application/x-ndjson), in file rows. */
export interface PreviewProgressLine {
  phase: 'parse' | 'match';
  rows_total: number;
  rows_read: number;
  rows_matched: number;
}

/**
 * Reads the dry run's NDJSON answer: progress lines as the server reads and matches the file, then
 * the preview (or an error that arrived after the first line).
 */
async function readPreviewStream(
  response: Response,
  onProgress: (p: PreviewProgressLine) => void,
): Promise<ImportPreviewResult> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += value ?? '';
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      const message = JSON.parse(line) as {
        progress?: PreviewProgressLine;
        preview?: ImportPreviewResult;
        error?: { detail: string };
      };
      if (message.progress) onProgress(message.progress);
      if (message.preview) return message.preview;
      if (message.error) throw new ImportUploadError(message.error.detail, 500);
    }
    if (done) throw new ImportUploadError('The preview was cut off. Please try again.', 0);
  }
}

async function post<T>(
  request: ImportUploadRequest,
  dryRun: boolean,
  onProgress?: (p: PreviewProgressLine) => void,
): Promise<T> {
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
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(onProgress ? { accept: 'application/x-ndjson, application/json' } : {}),
      },
    });
  } catch {
    throw new ImportUploadError(messageOf(0, null), 0);
  }
  if (onProgress && response.ok && /ndjson/.test(response.headers?.get('content-type') ?? '')) {
    try {
      return (await readPreviewStream(response, onProgress)) as T;
    } catch (e) {
      throw e instanceof ImportUploadError ? e : new ImportUploadError(messageOf(0, null), 0);
    }
  }
  const body = await response.json().catch(() => null);
  if (response.status === 401 && token) handleUnauthenticated();
  if (!response.ok) throw new ImportUploadError(messageOf(response.status, body), response.status);
  return body as T;
}

/** The dry run; `onProgress` follows it in file rows while the server reads and matches the file. */
export const previewImportFile = (request: ImportUploadRequest, onProgress?: (p: PreviewProgressLine) => void) =>
  post<ImportPreviewResult>(request, true, onProgress);
export const startImportFile = (request: ImportUploadRequest) => post<QueuedBatch>(request, false);
