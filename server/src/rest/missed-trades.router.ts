import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { MissedTradeDraft } from '../modules/missed-trades/missed-trade-rules';
import type { MissedTrade } from '../modules/missed-trades/missed-trades.service';
import { viewerOf } from './rest-errors';
import { bodyOf, optDecimal, optText, queryText, type Body } from './request-body';

// Planned R stays a decimal string ("1.5"): exact on the wire.
const missedTradeJson = (m: MissedTrade) => ({
  id: m.id,
  playbook_id: m.playbookId,
  symbol: m.symbol,
  time: m.time.toISOString(),
  planned_r: m.plannedR,
  note: m.note,
  created_at: m.createdAt.toISOString(),
});

/** POST and PUT take the same body: PUT replaces the whole missed trade. */
const draftOf = (body: Body): MissedTradeDraft => ({
  playbookId: optText(body, 'playbook_id'),
  symbol: optText(body, 'symbol'),
  time: optText(body, 'time'),
  plannedR: optDecimal(body, 'planned_r'),
  note: optText(body, 'note'),
});

/** /api/missed-trades[/:id]: setups seen but not taken (issue 30 item 2). */
export function missedTradesRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const list = await services.missedTrades.list(viewerOf(req), { playbookId: queryText(req, 'playbook_id') });
    res.json(list.map(missedTradeJson));
  });
  router.get('/counts', async (req, res) => {
    const counts = await services.missedTrades.counts(viewerOf(req));
    res.json(counts.map((c) => ({ playbook_id: c.playbookId, count: c.count })));
  });
  router.post('/', async (req, res) => {
    const created = await services.missedTrades.create(viewerOf(req), draftOf(bodyOf(req)));
    res.status(201).json(missedTradeJson(created));
  });
  router.put('/:id', async (req, res) => {
    res.json(missedTradeJson(await services.missedTrades.update(viewerOf(req), req.params.id, draftOf(bodyOf(req)))));
  });
  router.delete('/:id', async (req, res) => {
    const id = await services.missedTrades.delete(viewerOf(req), req.params.id);
    res.json({ id, detail: 'Missed trade deleted' });
  });
  return router;
}
