import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The headers a journal holding financial data sends on every answer, through helmet: exactly the
 * set it sent before helmet (nosniff, frames denied, no referrer, same-origin opener and resources,
 * the CSP below), plus HSTS when `https` says the journal is reached over https (a TLS proxy in
 * front): browsers keep to https for a year once they have seen it, so a server reached over plain
 * http must not promise it. helmet's other defaults stay off, so nothing a page relies on changes.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  const headers = headersSetBy(helmetWith({ https }));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a middleware sets, found by running it once against a stand-in response. helmet's
 * headers depend on its options only (nothing from the request), so they are computed at start-up
 * and set directly: helmet's chain of ten middlewares per answer cost more than the headers.
 */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let passed = false;
  void middleware({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error('security headers: the middleware did not complete synchronously');
  return headers;
}

function helmetWith({ https }: { https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // blob: the screenshots (issue 31) are fetched with the owner's bearer token and shown from
        // blob URLs, which only this origin's own scripts can create.
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Express's own X-Powered-By is switched off in app.ts.
    xPoweredBy: false,
  });
}
