// The REST calls behind Settings → Your Data (issue 35 items 1–2): POST /api/export and
// /api/restore queue a job; GET /api/{export|restore}/{id} follows it; a done export downloads
// from its download_url with the same bearer token.
import { readToken } from '../../session/token-store';

export interface ArchiveJob {
  id: string;
  kind: 'export' | 'restore';
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: { rows_done: number; rows_total: number };
  bytes: number | null;
  error: string | null;
  download_url: string | null;
}

const authHeaders = (): Record<string, string> => {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function jobFrom(response: Response, failure: string): Promise<ArchiveJob> {
  const body = (await response.json().catch(() => ({}))) as Partial<ArchiveJob> & { detail?: string };
  if (!response.ok) throw new Error(body.detail || failure);
  return body as ArchiveJob;
}

export async function startExport(): Promise<ArchiveJob> {
  const response = await fetch('/api/export', { method: 'POST', headers: authHeaders() });
  return jobFrom(response, 'The export could not start. Please try again.');
}

export async function startRestore(file: File): Promise<ArchiveJob> {
  const form = new FormData();
  form.set('file', file, file.name);
  const response = await fetch('/api/restore', { method: 'POST', headers: authHeaders(), body: form });
  return jobFrom(response, 'The restore could not start. Please try again.');
}

export async function readJob(kind: ArchiveJob['kind'], id: string): Promise<ArchiveJob> {
  const response = await fetch(`/api/${kind}/${id}`, { headers: authHeaders() });
  return jobFrom(response, 'The job could not be read.');
}

/** The done export as an object URL the page can link to (the download needs the bearer token). */
export async function fetchExportFile(downloadUrl: string): Promise<string> {
  const response = await fetch(downloadUrl, { headers: authHeaders() });
  if (!response.ok) throw new Error('The export is no longer available: export again.');
  return URL.createObjectURL(await response.blob());
}

/** 0–100 for the progress bar. */
export const percentOf = (job: ArchiveJob | null): number =>
  !job
    ? 0
    : job.status === 'done'
      ? 100
      : job.progress.rows_total
        ? Math.min(99, Math.floor((job.progress.rows_done / job.progress.rows_total) * 100))
        : 0;
