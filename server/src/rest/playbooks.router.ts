import { Router } from 'express';
import type { AppServices } from '../app-services';
import type { PlaybookDraft } from '../domain/playbooks/playbook-input';
import type { Playbook } from '../modules/playbooks/playbooks.service';
import type { Tag } from '../modules/playbooks/tags.service';
import { ValidationError } from '../errors';
import { viewerOf } from './rest-errors';
import { bodyOf, optStringList, optText, type Body } from './request-body';

export const tagJson = (t: Tag) => ({ id: t.id, name: t.name, kind: t.kind, color: t.color });

export const playbookJson = (p: Playbook) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  entry_criteria: p.entryCriteria,
  exit_criteria: p.exitCriteria,
  rules: p.rules.map((r) => ({ id: r.id, text: r.text })),
});

function tagDraftOf(body: Body) {
  return { name: optText(body, 'name'), kind: optText(body, 'kind'), color: optText(body, 'color') };
}

function rulesOf(body: Body): PlaybookDraft['rules'] {
  const rules = body.rules;
  if (rules === undefined || rules === null) return undefined;
  const problem = { rules: 'rules must be a list of {id?, text}' };
  if (!Array.isArray(rules)) throw new ValidationError(problem);
  return rules.map((rule: unknown) => {
    if (typeof rule === 'string') return { text: rule };
    if (!rule || typeof rule !== 'object' || Array.isArray(rule)) throw new ValidationError(problem);
    return { id: optText(rule as Body, 'id'), text: optText(rule as Body, 'text') };
  });
}

/** Fields left out are kept (PUT) or empty (POST). */
function playbookDraftOf(body: Body): PlaybookDraft {
  return {
    name: optText(body, 'name'),
    description: optText(body, 'description'),
    entryCriteria: optText(body, 'entry_criteria'),
    exitCriteria: optText(body, 'exit_criteria'),
    rules: rulesOf(body),
  };
}

/** /api/tags (with merge) and /api/playbooks (issue 30), over the same services as GraphQL. */
export function tagsRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json((await services.tags.list(viewerOf(req))).map(tagJson));
  });
  router.post('/', async (req, res) => {
    res.status(201).json(tagJson(await services.tags.create(viewerOf(req), tagDraftOf(bodyOf(req)))));
  });
  router.put('/:id', async (req, res) => {
    res.json(tagJson(await services.tags.update(viewerOf(req), req.params.id, tagDraftOf(bodyOf(req)))));
  });
  router.delete('/:id', async (req, res) => {
    res.json({ id: await services.tags.delete(viewerOf(req), req.params.id), detail: 'Tag deleted' });
  });
  router.post('/:id/merge', async (req, res) => {
    const intoId = optText(bodyOf(req), 'into_id');
    res.json(tagJson(await services.tags.merge(viewerOf(req), req.params.id, intoId)));
  });
  return router;
}

export function playbooksRouter(services: AppServices): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json((await services.playbooks.list(viewerOf(req))).map(playbookJson));
  });
  router.post('/', async (req, res) => {
    const playbook = await services.playbooks.create(viewerOf(req), playbookDraftOf(bodyOf(req)));
    res.status(201).json(playbookJson(playbook));
  });
  router.put('/:id', async (req, res) => {
    const playbook = await services.playbooks.update(viewerOf(req), req.params.id, playbookDraftOf(bodyOf(req)));
    res.json(playbookJson(playbook));
  });
  router.delete('/:id', async (req, res) => {
    res.json({ id: await services.playbooks.delete(viewerOf(req), req.params.id), detail: 'Playbook deleted' });
  });
  return router;
}

/** POST /api/trades/bulk-tags {trade_ids | import_batch_id, add_tag_ids, remove_tag_ids, playbook_id}. */
export function bulkTagsInputOf(body: Body) {
  return {
    tradeIds: optStringList(body, 'trade_ids'),
    importBatchId: optText(body, 'import_batch_id'),
    addTagIds: optStringList(body, 'add_tag_ids'),
    removeTagIds: optStringList(body, 'remove_tag_ids'),
    playbookId: optText(body, 'playbook_id'),
  };
}
