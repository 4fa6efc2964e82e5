import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { ContractMultiplierRow } from '../modules/trades/contract-multipliers.service';
import { viewerOf } from './rest-errors';
import { bodyOf } from './request-body';

// Point values stay decimal strings here: "0.5" and "125000" are exact contract sizes, not floats.
const rowJson = (r: ContractMultiplierRow) => ({
  root: r.root,
  name: r.name,
  built_in: r.builtIn,
  own: r.own,
  point_value: r.pointValue,
});

/** /api/contract-multipliers: the built-in futures table with the viewer's overrides; PUT /:root sets one, DELETE drops it. */
export function contractMultipliersRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json((await services.contractMultipliers.list(viewerOf(req))).map(rowJson));
  });
  router.put('/:root', async (req, res) => {
    const value = bodyOf(req).point_value;
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
    res.json(rowJson(await services.contractMultipliers.set(viewerOf(req), req.params.root, text)));
  });
  router.delete('/:root', async (req, res) => {
    res.json({ root: await services.contractMultipliers.remove(viewerOf(req), req.params.root) });
  });
  return router;
}
