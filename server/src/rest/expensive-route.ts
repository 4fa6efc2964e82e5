import type { NextFunction, Request, Response } from 'express';
import type { ConcurrencyLimiter } from '../http/concurrency-limiter';

/**
 * REST's side of the per-user limit on expensive work (analytics, reports, trade lists): the
 * request waits for one of its user's slots (shared with GraphQL), or is answered 429 with
 * Retry-After. The slot is freed when the response ends or the client goes away.
 */
export function expensiveRoute(services: { expensiveOperations: ConcurrencyLimiter }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const limiter = services.expensiveOperations;
    const release = await limiter.acquire(req.viewer ? `user:${req.viewer.id}` : `ip:${req.ip}`);
    if (!release) {
      res.status(429).set('Retry-After', String(limiter.retryAfterSeconds))
        .json({ detail: `Too many expensive requests at once for this account. Retry in ${limiter.retryAfterSeconds} s.` });
      return;
    }
    res.once('close', release);
    next();
  };
}
