// One screenshot up to POST /api/attachments (multipart, issue 31). XMLHttpRequest, not fetch:
// only it reports the upload's progress. A refusal carries the server's own words (422: not an
// image, not the type it claims, over 20 on the trade or day; 413: over 10 MB).
import { readToken } from '../../session/token-store';
import { handleUnauthenticated } from '../../session/unauthenticated';

/** Where a screenshot goes: a trade, or a day of one account (accountId) or of all (null). */
export type AttachmentTarget = { tradeId: string } | { day: string; accountId: string | null };

export class AttachmentUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AttachmentUploadError';
  }
}

/** The server's message: the field errors first (they name the file's fault), then `detail`. */
export function refusalMessage(status: number, body: unknown): string {
  const { detail, errors } = (body ?? {}) as { detail?: unknown; errors?: Record<string, unknown> };
  const fields = Object.values(errors ?? {}).filter((v): v is string => typeof v === 'string');
  if (fields.length) return fields.join(' ');
  if (typeof detail === 'string' && detail) return detail;
  if (status === 0) return 'The server could not be reached. Please try again.';
  return `The upload failed (HTTP ${status}).`;
}

export function uploadAttachment(
  file: File,
  target: AttachmentTarget,
  onProgress: (fraction: number) => void,
): Promise<{ id: string }> {
  const form = new FormData();
  if ('tradeId' in target) form.set('trade_id', target.tradeId);
  else {
    form.set('day', target.day);
    if (target.accountId) form.set('account_id', target.accountId);
  }
  // The file last: the server reads the target's fields before the file's bytes arrive.
  form.set('file', file, file.name || 'pasted-image');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/attachments');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new AttachmentUploadError(refusalMessage(0, null), 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (xhr.status === 401 && token) handleUnauthenticated();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as { id: string });
      else reject(new AttachmentUploadError(refusalMessage(xhr.status, body), xhr.status));
    };
    xhr.send(form);
  });
}
