import type { NextFunction, Request, Response } from 'express';
import { MAX_TRADE_LIMIT } from '../modules/trades/trade-list-query';
import { REST_COSTS } from '../config/limits';
import type { ExpensiveWorkLimiter } from '../http/expensive-work-limiter';
import { limiterKeyOf } from '../modules/auth/viewer';
import { viewerOf } from './rest-errors';

/**
 * REST's side of the per-user limit on expensive work (analytics, reports, trade lists): the
 * request spends `cost` from its user's budget and waits for one of its slots (both shared with
 * GraphQL), or is answered 429 with Retry-After. The slot is freed when the response ends or the
 * client goes away. Mounted after requireAuth: every caller here is signed in.
 */
export function expensiveRoute(services: { expensiveWork: ExpensiveWorkLimiter }, cost: (req: Request) => number) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const admission = await services.expensiveWork.admit(limiterKeyOf(viewerOf(req)), cost(req));
    if (!('release' in admission)) {
      res
        .status(429)
        .set('Retry-After', String(admission.retryAfterSeconds))
        .json({
          detail: admission.serverBusy
            ? `The server is busy with expensive requests right now. Retry in ${admission.retryAfterSeconds} s.`
            : `Too many expensive requests for this account right now. Retry in ${admission.retryAfterSeconds} s.`,
        });
      return;
    }
    res.once('close', admission.release);
    next();
  };
}

/** A count asked for in the query string (`limit`), else `fallback`, at most `max`. */
function askedFor(req: Request, fallback: number, max: number): number {
  const text = req.query.limit;
  return typeof text === 'string' && /^\d+$/.test(text) ? Math.min(Number(text), max) : fallback;
}

/** GET /api/trades: per trade asked for (10,000 without a limit). */
export const tradeListCost = (req: Request) => REST_COSTS.perItem * askedFor(req, MAX_TRADE_LIMIT, MAX_TRADE_LIMIT);

/** /api/analytics/*: a figure; the equity curve also per point asked for (10,000 by default). */
export const analyticsCost = (req: Request) =>
  REST_COSTS.analyticsFigure +
  (req.path.startsWith('/equity-curve') ? REST_COSTS.perItem * askedFor(req, 10_000, 20_000) : 0);

export const reportsCost = () => REST_COSTS.csvExport;
