import { Router, type Request } from 'express';
import type { AppServices } from '../app-services';
import type { TradingAccountEntity } from '../db/entities';
import type { AccountDraft } from '../domain/validation/account-rules';
import { createAccountLoaders } from '../modules/accounts/accounts.loaders';
import { requireViewer } from './require-viewer';
import { bodyOf, optBoolean, optDecimal, optText, type Body } from './request-body';
import { accountJson } from './serializers';

/** `strategy` may come as a name or as {name}; `strategy_id` of one of the user's strategies is not needed. */
function strategyName(body: Body): string | null | undefined {
  const s = body.strategy;
  if (s && typeof s === 'object' && !Array.isArray(s)) return optText(s as Body, 'name');
  return optText(body, 'strategy');
}

function draftOf(body: Body): AccountDraft {
  return {
    name: optText(body, 'name'),
    description: optText(body, 'description'),
    currency: optText(body, 'currency'),
    initialBalance: optDecimal(body, 'initial_balance'),
    strategy: strategyName(body),
    isActive: optBoolean(body, 'is_active'),
  };
}

/** /api/accounts/ (with the trailing slash of the spec) and /api/accounts/{id}. */
export function accountsRouter(services: AppServices): Router {
  const router = Router();
  const present = async (req: Request, accounts: TradingAccountEntity[]) => {
    const loaders = createAccountLoaders(services.dataSource, requireViewer(req).id);
    return Promise.all(
      accounts.map(async (a) =>
        accountJson(
          a,
          a.strategyId ? await loaders.strategyById.load(a.strategyId) : null,
          await loaders.accountStats.load(a.id),
        ),
      ),
    );
  };

  router.get('/', async (req, res) => {
    res.json(await present(req, await services.accounts.list(requireViewer(req))));
  });
  router.post('/', async (req, res) => {
    const account = await services.accounts.create(requireViewer(req), draftOf(bodyOf(req)));
    res.status(201).json((await present(req, [account]))[0]);
  });
  router.get('/:id', async (req, res) => {
    res.json((await present(req, [await services.accounts.get(requireViewer(req), req.params.id)]))[0]);
  });
  router.put('/:id', async (req, res) => {
    const account = await services.accounts.update(requireViewer(req), req.params.id, draftOf(bodyOf(req)));
    res.json((await present(req, [account]))[0]);
  });
  router.delete('/:id', async (req, res) => {
    const id = await services.accounts.delete(requireViewer(req), req.params.id);
    res.json({ id, detail: 'Trading account deleted' });
  });
  return router;
}
