import express, { Router, type Request, type Response } from 'express';
import { create as contentDisposition } from 'content-disposition';
import type { AppServices } from '../app-services';
import { expensiveRoute, reportsCost } from './expensive-route';
import { bodyOf } from './request-body';
import { requireAuth } from './rest-errors';
import { requireViewer } from './require-viewer';

/** The largest statement POST /api/statements/verify reads (20,000 trades take about 7 MB). */
export const STATEMENT_VERIFY_BODY_LIMIT = '12mb';

type Services = Pick<AppServices, 'statements' | 'expensiveWork'>;

/** What POST /api/accounts/{id}/statements answers: the signed JSON and where its PDF is. */
export const statementJson = (id: string, json: Record<string, unknown>) => ({
  id,
  pdf_url: `/api/statements/${id}/pdf`,
  json,
});

/**
 * POST /api/accounts/:id/statements {from, to} (issue 35 item 5). Mounted under /accounts, after
 * requireAuth; the figures cost what a report does (the expensive-work budget).
 */
export function accountStatementsRouter(services: Services): Router {
  const router = Router();
  router.post('/:id/statements', expensiveRoute(services, reportsCost), async (req, res) => {
    const body = bodyOf(req);
    const issued = await services.statements.create(requireViewer(req), req.params.id as string, {
      from: body.from,
      to: body.to,
    });
    res.status(201).json(statementJson(issued.id, issued.json));
  });
  return router;
}

/**
 * /api/statements: the PDF of one of the caller's statements, and the public check. Verifying
 * needs no sign-in (whoever was handed a statement checks it) and reads a larger body than the
 * rest of /api, so its JSON parser runs before the router's 1 MB one (`verifyBodyParser`).
 */
export function statementsRouter(services: Services): Router {
  const router = Router();
  router.post('/verify', (req: Request, res: Response) => {
    const verdict = services.statements.verify(req.body);
    res.json({ valid: verdict.valid, reason: verdict.reason, key_id: verdict.keyId });
  });
  router.get('/:id/pdf', requireAuth, async (req, res) => {
    const pdf = await services.statements.pdf(requireViewer(req), req.params.id as string);
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(pdf.fileName));
    res.end(pdf.body);
  });
  return router;
}

export const verifyBodyParser = () => express.json({ limit: STATEMENT_VERIFY_BODY_LIMIT });

/** GET /.well-known/candlog-statement-key: the public keys statements are checked with. */
export function statementKeyHandler(services: Pick<AppServices, 'statements'>) {
  return (_req: Request, res: Response) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ algorithm: 'Ed25519', keys: services.statements.publishedKeys() });
  };
}
