import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after the other as one Express layer: what `app.use(a, b, c)` does for
 * handlers that take no error, without the router's per-layer work (path match, parameter
 * processing, URL rewrite and restore) between them — a few microseconds per layer on every
 * request. Like Express, an error a handler passes to `next`, throws, or rejects with skips the
 * rest and goes on to the router's error handling; a call of `next` after that changes nothing.
 */
export function inSeries(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    let failed = false;
    const step = (error?: unknown): void => {
      if (failed) return;
      if (error !== undefined && error !== null) {
        failed = true;
        return next(error);
      }
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise)
          result.then(undefined, (reason: unknown) => step(reason ?? new Error('Rejected promise')));
      } catch (thrown) {
        step(thrown ?? new Error('Thrown value'));
      }
    };
    step();
  };
}
