import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { MappingTemplate } from '../modules/imports/mapping-templates.service';
import { viewerOf } from './rest-errors';
import { bodyOf, optText } from './request-body';

const templateJson = (t: MappingTemplate) => ({
  id: t.id,
  name: t.name,
  header: t.header,
  mapping: t.mapping,
  updated_at: new Date(t.updatedAt).toISOString(),
});

/** /api/import-mapping-templates: the viewer's saved generic CSV column mappings (list, save by name, delete). */
export function mappingTemplatesRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json((await services.mappingTemplates.list(viewerOf(req))).map(templateJson));
  });
  router.post('/', async (req, res) => {
    const body = bodyOf(req);
    const saved = await services.mappingTemplates.save(viewerOf(req), {
      name: optText(body, 'name') ?? undefined,
      header: body.header,
      mapping: body.mapping,
    });
    res.status(201).json(templateJson(saved));
  });
  router.delete('/:id', async (req, res) => {
    res.json({ id: await services.mappingTemplates.delete(viewerOf(req), req.params.id) });
  });
  return router;
}
