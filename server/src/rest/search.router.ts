import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { SearchHit } from '../modules/search/search.service';
import { queryInt, queryString } from './analytics.params';
import { viewerOf } from './rest-errors';

const hitJson = (h: SearchHit) => ({
  kind: h.kind,
  id: h.id,
  date: h.date,
  account_id: h.accountId,
  title: h.title,
  snippet: h.snippet,
});

/** GET /api/search?q=&limit=&cursor= (issue 31 item 5), over the same service as GraphQL's `search`. */
export function searchRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const page = await services.search.search(viewerOf(req), {
      q: queryString(req, 'q') ?? '',
      limit: queryInt(req, 'limit'),
      cursor: queryString(req, 'cursor'),
    });
    res.json({ hits: page.hits.map(hitJson), next_cursor: page.nextCursor });
  });
  return router;
}
