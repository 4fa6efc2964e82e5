import type { NextFunction, Request, Response } from 'express';

/**
 * A JSON answer over `maxBytes` is replaced by a 422 that says what to ask for instead — never a
 * truncated body or a 500. (Trade lists are also capped by their page size; streamed CSV exports
 * write line by line and are not buffered, so they are not capped.)
 */
export function capResponseSize(maxBytes: number) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && body.length > 0 && Buffer.byteLength(body) > maxBytes) {
        const mb = Math.round(maxBytes / (1024 * 1024));
        res.status(422).type('application/json');
        return send(
          JSON.stringify({
            detail: `The response would be larger than ${mb} MB. Ask for fewer items (limit) or a narrower period.`,
          }),
        );
      }
      return send(body);
    };
    next();
  };
}
