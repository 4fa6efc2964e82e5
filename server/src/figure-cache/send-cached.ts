import type { Response } from 'express';
import type { CachedResponse } from './response-store';

/**
 * A figure cache hit: the body exactly as it was first produced, already encoded. Sent with
 * res.end, not res.send: send would hash the body for an ETag on every hit (no-store answers are
 * never revalidated), the largest cost left on this path.
 */
export function sendCached(res: Response, hit: CachedResponse): void {
  res.statusCode = 200;
  res.setHeader('content-type', hit.contentType);
  res.setHeader('content-length', hit.body.length);
  res.setHeader('x-figure-cache', 'hit');
  res.end(hit.body);
}
