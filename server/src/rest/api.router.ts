import express, { Router } from 'express';
import { cacheRestFigures } from '../figure-cache/rest-figure-cache';
import type { AppServices } from '../app-services';
import { MAX_RESPONSE_BYTES } from '../config/limits';
import { accessTokensRouter } from './access-tokens.router';
import { accountsRouter } from './accounts.router';
import { apiDocsRouter } from './api-docs.router';
import { attachmentsRouter } from './attachments.router';
import { analyticsRouter } from './analytics.router';
import { authRouter } from './auth.router';
import { cashFlowsRouter } from './cash-flows.router';
import { analyticsCost, expensiveRoute, reportsCost, tradeListCost } from './expensive-route';
import { contractMultipliersRouter } from './contract-multipliers.router';
import { importsRouter } from './imports.router';
import { journalRouter } from './journal.router';
import { mappingTemplatesRouter } from './mapping-templates.router';
import { priceBarsRouter, tradeBarsRouter } from './price-bars.router';
import { exportRouter, restoreRouter } from './archive.router';
import { fxRouter } from './fx.router';
import { missedTradesRouter } from './missed-trades.router';
import { settingsRouter } from './settings.router';
import { reportsRouter } from './reports.router';
import { riskRouter } from './risk.router';
import { reportsPdfRouter } from './reports-pdf.router';
import { capResponseSize } from './response-size-cap';
import { refuseWritesWithReadToken, requireAuth, restErrorHandler } from './rest-errors';
import { tradesRouter } from './trades.router';
import { meRouter } from './me.router';
import { accountStatementsRouter, statementsRouter, verifyBodyParser } from './statements.router';
import { playbooksRouter, tagsRouter } from './playbooks.router';
import { playbookFiguresRouter } from './playbook-figures.router';
import { searchRouter } from './search.router';

/**
 * The REST adapter under /api. `req.viewer` is set beforehand by the shared bearer-token
 * middleware; every router except the public parts of auth requires it.
 */
export function apiRouter(services: AppServices): Router {
  const router = Router();
  // A signed statement may be larger than any other body (its trades): parsed here, first.
  router.post('/statements/verify', verifyBodyParser());
  router.use(express.json({ limit: '1mb' }));
  router.use(capResponseSize(MAX_RESPONSE_BYTES));
  router.use(apiDocsRouter(services.config.publicUrl));
  router.use(refuseWritesWithReadToken);
  router.use('/auth', authRouter(services));
  router.use('/accounts', requireAuth, cashFlowsRouter(services), riskRouter(services), accountsRouter(services));
  router.use('/me', requireAuth, meRouter(services));
  router.use(
    '/accounts',
    requireAuth,
    cashFlowsRouter(services),
    accountStatementsRouter(services),
    accountsRouter(services),
  );
  router.use('/statements', statementsRouter(services));
  router.get('/trades', requireAuth, expensiveRoute(services, tradeListCost)); // the list; single trades and writes are cheap
  router.use('/trades', requireAuth, tradesRouter(services));
  router.use('/tags', requireAuth, tagsRouter(services));
  router.use('/playbooks', requireAuth, playbooksRouter(services));
  router.use('/trades', requireAuth, tradeBarsRouter(services), tradesRouter(services));
  // Figures answered from the figure cache skip the expensive-work admission (figure-cache/).
  const cachedFigures = services.figureCache ? [cacheRestFigures(services.figureCache)] : [];
  router.use(
    '/analytics',
    requireAuth,
    ...cachedFigures,
    expensiveRoute(services, analyticsCost),
    analyticsRouter(services),
    playbookFiguresRouter(services),
  );
  router.use(
    '/reports',
    requireAuth,
    expensiveRoute(services, reportsCost),
    reportsRouter(services),
    reportsPdfRouter(services),
  );
  router.use('/imports', requireAuth, importsRouter(services));
  router.use('/price-bars', requireAuth, priceBarsRouter(services));
  router.use('/export', requireAuth, exportRouter(services));
  router.use('/restore', requireAuth, restoreRouter(services));
  router.use('/import-mapping-templates', requireAuth, mappingTemplatesRouter(services));
  router.use('/contract-multipliers', requireAuth, contractMultipliersRouter(services));
  router.use('/access-tokens', requireAuth, accessTokensRouter(services));
  router.use('/fx-rates', requireAuth, fxRouter(services));
  router.use('/settings', requireAuth, settingsRouter(services));
  router.use('/missed-trades', requireAuth, missedTradesRouter(services));
  router.use('/journal', requireAuth, journalRouter(services));
  router.use('/attachments', requireAuth, attachmentsRouter(services));
  router.use('/search', requireAuth, searchRouter(services));
  router.use((_req, res) => {
    res.status(404).json({ detail: 'Not Found' });
  });
  router.use(restErrorHandler);
  return router;
}
