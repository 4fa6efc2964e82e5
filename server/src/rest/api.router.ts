import express, { Router } from 'express';
import type { AppServices } from '../app-services';
import { accountsRouter } from './accounts.router';
import { analyticsRouter } from './analytics.router';
import { authRouter } from './auth.router';
import { importsRouter } from './imports.router';
import { reportsRouter } from './reports.router';
import { requireAuth, restErrorHandler } from './rest-errors';
import { tradesRouter } from './trades.router';

/**
 * The REST adapter under /api. `req.viewer` is set beforehand by the shared passport-jwt
 * middleware; every router except the public parts of auth requires it.
 */
export function apiRouter(services: AppServices): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use('/auth', authRouter(services));
  router.use('/accounts', requireAuth, accountsRouter(services));
  router.use('/trades', requireAuth, tradesRouter(services));
  router.use('/analytics', requireAuth, analyticsRouter(services));
  router.use('/reports', requireAuth, reportsRouter(services));
  router.use('/imports', requireAuth, importsRouter(services));
  router.use((_req, res) => {
    res.status(404).json({ detail: 'Not Found' });
  });
  router.use(restErrorHandler);
  return router;
}
