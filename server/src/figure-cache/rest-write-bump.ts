import type { NextFunction, Request, Response } from 'express';
import type { FigureCache } from './figure-cache';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * REST: every signed-in request that may write (not GET/HEAD/OPTIONS) bumps its user's figure
 * version once the handler has answered (its transaction committed), and the answer is released
 * only after the bump: a client that saw the response never reads a figure cached before it.
 * Any unsafe method counts, writes or not — an extra bump only costs a recomputation.
 */
export function bumpFiguresAfterRestWrites(figureCache: FigureCache) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let bumped = false;
    res.end = ((...args: unknown[]) => {
      const userId = req.viewer?.id;
      if (bumped || !userId) return end(...args);
      bumped = true;
      void figureCache.afterWrite(userId).finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
