import express, { type Express, type Router } from 'express';
import type { AppServices } from '../app-services';
import { attachViewer, configureSessionTokens } from '../modules/auth/session-tokens';
import { apiRouter } from '../rest/api.router';
import { sendRestUnavailable } from '../rest/rest-errors';
import { sendGraphQLUnavailable } from '../graphql/service-unavailable';
import { healthzHandler } from './healthz';
import { requestLogging } from './request-logging';
import { noStore } from './no-store';
import { compressJson } from './compress-json';
import { securityHeaders } from './security-headers';
import { staticClient } from './static-client';
import { inSeries } from './in-series';
import { bumpFiguresAfterRestWrites } from '../figure-cache/rest-write-bump';
import { statementKeyHandler } from '../rest/statements.router';

/**
 * The Express app: security headers, health, one bearer-token step that sets `req.viewer` for
 * both APIs, /graphql, /api, then the client with its SPA fallback.
 */
export function createApp(services: AppServices, graphqlRouter: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on res.send answers: every one is an API answer marked no-store (no client revalidates
  // it), and the tag is a SHA-1 of the whole body — a large dashboard's JSON on every request. The
  // built client keeps its ETags (static-client.ts sends files through `send`, which sets its own).
  app.set('etag', false);
  // Behind a reverse proxy the client address comes from X-Forwarded-For, believed only from
  // the proxies TRUST_PROXY names (default loopback).
  app.set('trust proxy', services.config.trustProxy.length ? services.config.trustProxy : false);
  // Every answer: the access line, the security headers (HSTS only when PUBLIC_URL says the
  // journal is reached over https, a TLS proxy in front) and compressed JSON. One layer each for
  // what every request runs (in-series.ts), the same order as before.
  app.use(
    inSeries(
      requestLogging(),
      securityHeaders({ https: services.config.publicUrl.startsWith('https:') }),
      compressJson(),
    ),
  );
  const tokens = configureSessionTokens(services.dataSource, services.config.jwtSecret, services.viewers);
  const accessTokens = (secret: string) => services.accessTokens.authenticate(secret);
  app.use('/graphql', inSeries(noStore, attachViewer(tokens, sendGraphQLUnavailable, accessTokens)), graphqlRouter);
  const restWrites = services.figureCache ? [bumpFiguresAfterRestWrites(services.figureCache)] : [];
  app.use(
    '/api',
    inSeries(noStore, attachViewer(tokens, sendRestUnavailable, accessTokens), ...restWrites),
    apiRouter(services),
  );
  // After the APIs (no path of theirs is /healthz), so their requests do not test its route first.
  app.get('/healthz', healthzHandler(services.dataSource));
  // The public keys signed statements are checked with (issue 35 item 5; docs/security.md).
  app.get('/.well-known/candlog-statement-key', statementKeyHandler(services));
  app.use(staticClient(services.config.clientDist));
  return app;
}
