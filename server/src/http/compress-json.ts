import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';

/** Below this a compressed answer is not worth the CPU (and often not smaller). */
export const COMPRESS_ABOVE_BYTES = 1024;

/** The answers compression considers: JSON of a compressible type. */
const isCompressibleJson = (req: Request, res: Response) =>
  /\bjson\b/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res);

/** Cache-Control: no-transform forbids re-encoding (RFC 7234 §5.2.2.4); `compression` then leaves the answer alone. */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * JSON answers (GraphQL, REST) compressed on the fly — gzip, or brotli when asked for (the
 * `compression` package prefers br when the client accepts it). Only JSON: built files go out
 * precompressed (static-client.ts), and the CSV export must stream row batch by row batch,
 * which a compressor buffering 16 KiB at a time would hold back.
 *
 * A request without Accept-Encoding is never compressed (`compression` then answers identity),
 * yet the package would still wrap write/end/on of its response: API clients and scripts that
 * do not ask for compression skip that and only get the `Vary: Accept-Encoding` the package would
 * have added to the same answers (compressible JSON that allows transformation).
 */
export function compressJson(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_ABOVE_BYTES, filter: isCompressibleJson });
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    onHeaders(res, () => {
      if (!isCompressibleJson(req, res)) return;
      const cacheControl = res.getHeader('Cache-Control');
      if (cacheControl && NO_TRANSFORM.test(String(cacheControl))) return;
      res.vary('Accept-Encoding');
    });
    next();
  };
}
