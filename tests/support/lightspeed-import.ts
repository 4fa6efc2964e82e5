/**
 * Imports through REST the way a client does: a Lightspeed file upload (202), then polling the
 * batch until its background job has finished. Lightspeed is the smallest broker format: one line
 * per execution, and its Trade Number is the broker's execution id, so a test controls which
 * fills repeat.
 */
import { rest } from './api-client';

export const LIGHTSPEED_HEADER =
  'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price,Commission Amount,FeeSEC';

export interface FinishedBatch {
  id: string;
  status: string;
  [field: string]: unknown;
}

/** `rows` are Lightspeed lines under the header; `timezone` overrides the format's US Eastern. */
export async function importLightspeedRows(
  baseUrl: string,
  token: string,
  accountId: string,
  rows: string[],
  opts: { timezone?: string } = {},
): Promise<FinishedBatch> {
  const form = new FormData();
  form.set('account_id', accountId);
  if (opts.timezone) form.set('timezone', opts.timezone);
  form.set('file', new Blob([[LIGHTSPEED_HEADER, ...rows].join('\n')]), 'ls.csv');
  const res = await fetch(`${baseUrl}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const batch = (await rest(baseUrl, 'GET', `/api/imports/${id}`, undefined, { token })).body as FinishedBatch;
    if (!['queued', 'running'].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 50));
  }
}
