import type { NextFunction, Request, Response } from 'express';
import type { FigureCache } from './figure-cache';
import { sendCached } from './send-cached';

/**
 * The REST twins of the figure queries (GET /api/analytics/…): the same cache, keyed by the whole
 * URL (path and query string) instead of a document. Mounted before the expensive-work admission,
 * so a hit costs no budget; only 200 answers are kept (errors go out through the error handler
 * with their own status). The version token is read before the handler computes, as for GraphQL.
 */
export function cacheRestFigures(figureCache: FigureCache) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const viewer = req.viewer;
    if (req.method !== 'GET' || !viewer) return next();
    const lookup = await figureCache.lookup({
      userId: viewer.id,
      timezone: viewer.timezone,
      documentHash: `rest ${req.originalUrl}`,
      variables: null,
    });
    if (lookup?.hit) return sendCached(res, lookup.hit);
    if (lookup) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode === 200) {
          const text = JSON.stringify(body);
          void figureCache.store(lookup.key, {
            contentType: 'application/json; charset=utf-8',
            body: Buffer.from(text, 'utf8'),
          });
        }
        return json(body);
      };
    }
    next();
  };
}
