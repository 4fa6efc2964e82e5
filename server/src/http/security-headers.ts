import type { NextFunction, Request, Response } from 'express';

/** The headers a journal holding financial data should send on every answer. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy':
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
      "connect-src 'self'; font-src 'self' data:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });
  next();
}

/**
 * Browsers keep to https for a year once they have seen this over https (it is ignored over plain
 * http). Sent only when PUBLIC_URL is an https address: a server reached over http must not promise it.
 */
export function strictTransportSecurity(_req: Request, res: Response, next: NextFunction): void {
  res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}
