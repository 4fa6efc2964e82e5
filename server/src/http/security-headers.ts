import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The headers a journal holding financial data sends on every answer, through helmet: exactly the
 * set it sent before helmet (nosniff, frames denied, no referrer, same-origin opener and resources,
 * the CSP below), plus HSTS when `https` says the journal is reached over https (a TLS proxy in
 * front): browsers keep to https for a year once they have seen it, so a server reached over plain
 * http must not promise it. helmet's other defaults stay off, so nothing a page relies on changes.
 */
export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
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
