import express, { type Express, type Router } from 'express';
import type { AppServices } from '../app-services';
import { attachViewer, configureJwtPassport } from '../modules/auth/jwt-passport';
import { apiRouter } from '../rest/api.router';
import { compressJson } from './compress-json';
import { healthzHandler } from './healthz';
import { securityHeaders, strictTransportSecurity } from './security-headers';
import { staticClient } from './static-client';

/**
 * The Express app: security headers, health, one passport-jwt step that sets `req.viewer` for
 * both APIs, /graphql, /api, then the client with its SPA fallback.
 */
export function createApp(services: AppServices, graphqlRouter: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind docker-compose or a reverse proxy the client address comes from X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(securityHeaders);
  // HSTS only when PUBLIC_URL says the journal is reached over https (a TLS proxy in front).
  if (services.config.publicUrl.startsWith('https:')) app.use(strictTransportSecurity);
  app.use(compressJson());
  app.get('/healthz', healthzHandler(services.dataSource));
  const viewer = attachViewer(configureJwtPassport(services.dataSource, services.config.jwtSecret));
  app.use('/graphql', viewer, graphqlRouter);
  app.use('/api', viewer, apiRouter(services));
  app.use(staticClient(services.config.clientDist));
  return app;
}
