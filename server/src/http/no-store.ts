import type { NextFunction, Request, Response } from 'express';

/**
 * API answers (JSON, CSV) carry one user's financial data and tokens: no browser or proxy may
 * keep a copy. Set before the handlers, so errors and streamed exports carry it too.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}
