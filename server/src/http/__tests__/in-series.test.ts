import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSeries } from '../in-series';

const req = {} as Request;
const res = {} as Response;

/** Runs the series once; resolves with what it passed to the router's next (undefined: carried on). */
function run(series: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => {
    void series(req, res, ((error?: unknown) => resolve(error)) as NextFunction);
  });
}

describe('inSeries', () => {
  it('runs every handler in order, then carries on', async () => {
    const seen: string[] = [];
    const step =
      (name: string): RequestHandler =>
      (_req, _res, next) => {
        seen.push(name);
        next();
      };
    expect(await run(inSeries(step('a'), step('b'), step('c')))).toBeUndefined();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('waits for a handler that calls next later', async () => {
    const seen: string[] = [];
    const later: RequestHandler = (_req, _res, next) => void setTimeout(() => next(), 5);
    const last: RequestHandler = (_req, _res, next) => {
      seen.push('last');
      next();
    };
    expect(await run(inSeries(later, last))).toBeUndefined();
    expect(seen).toEqual(['last']);
  });

  it.each([
    ['passed to next', ((_req, _res, next) => next(new Error('boom'))) as RequestHandler],
    [
      'thrown',
      (() => {
        throw new Error('boom');
      }) as RequestHandler,
    ],
    ['rejected', (async () => Promise.reject(new Error('boom'))) as RequestHandler],
  ])('skips the rest and hands an error %s to the router', async (_how, failing) => {
    const after = jest.fn<void, Parameters<RequestHandler>>();
    const error = await run(inSeries(failing, after));
    expect(error).toEqual(new Error('boom'));
    expect(after).not.toHaveBeenCalled();
  });

  it('stops a handler that does not call next: it answered', async () => {
    const after = jest.fn<void, Parameters<RequestHandler>>();
    const next = jest.fn();
    inSeries(() => undefined, after)(req, res, next);
    // A fixed window on purpose: it proves nothing runs next, which no event announces.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(after).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });
});
