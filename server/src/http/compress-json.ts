import compression from 'compression';
import type { Request, Response } from 'express';

/** Below this a compressed answer is not worth the CPU (and often not smaller). */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * JSON answers (GraphQL, REST) compressed on the fly — gzip, or brotli when asked for (the
 * `compression` package prefers br when the client accepts it). Only JSON: built files go out
 * precompressed (static-client.ts), and the CSV export must stream row batch by row batch,
 * which a compressor buffering 16 KiB at a time would hold back.
 */
export function compressJson() {
  return compression({
    threshold: COMPRESS_ABOVE_BYTES,
    filter: (req: Request, res: Response) =>
      /\bjson\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
