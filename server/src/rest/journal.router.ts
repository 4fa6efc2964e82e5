import { Router } from 'express';
import { ValidationError } from '../errors';
import type { JournalDayDraft } from '../modules/journal-days/journal-day-rules';
import type { JournalDay, JournalDayFigures } from '../modules/journal-days/journal-days.service';
import type { JournalTemplate, JournalTemplateDraft } from '../modules/journal-days/journal-templates.service';
import type { AppServices } from '../app-services';
import type { Viewer } from '../modules/auth/viewer';
import { queryString } from './analytics.params';
import { viewerOf } from './rest-errors';
import { bodyOf, optText, type Body } from './request-body';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function figuresJson(f: JournalDayFigures) {
  // net_pnl stays a decimal string: the day's P&L is exact (issue 31's contract).
  return { trades: f.trades, net_pnl: f.netPnl, win_rate: f.winRate };
}

/** A single day's answer (`detail`) adds the day's Trading Plan outcome and broken playbook rules. */
async function dayDetailJson(services: AppServices, viewer: Viewer, d: JournalDay) {
  const [plan, rules] = await Promise.all([
    services.journalDays.tradingPlan(viewer, d),
    services.journalDays.rulesBroken(viewer, d),
  ]);
  return {
    trading_plan: {
      met: plan.metCount,
      total: plan.objectives.length,
      percent: plan.overallPercent,
      objectives: plan.objectives.map((o) => ({
        key: o.key,
        label: o.label,
        target: o.target,
        actual: o.actual,
        met: o.met,
      })),
    },
    rules_broken: rules,
  };
}

export async function journalDayJson(services: AppServices, viewer: Viewer, d: JournalDay, detail = false) {
  return {
    ...(detail ? await dayDetailJson(services, viewer, d) : {}),
    date: d.date,
    account_id: d.accountId,
    saved: d.id !== null,
    plan: d.plan,
    review: d.review,
    mood: d.mood,
    lessons: d.lessons,
    template_id: d.templateId,
    updated_at: iso(d.updatedAt),
    figures: figuresJson(await services.journalDays.figures(viewer, d)),
  };
}

export function journalTemplateJson(t: JournalTemplate) {
  return { id: t.id, name: t.name, plan: t.plan, review: t.review, updated_at: t.updatedAt.toISOString() };
}

function optMood(body: Body): number | null | undefined {
  const v = body.mood;
  if (v === undefined || v === null) return v as undefined | null;
  if (typeof v === 'number') return v;
  throw new ValidationError({ mood: 'Mood must be a whole number from 1 to 5' });
}

/** Only the keys present in the body change (PUT keeps the rest). */
function dayDraftOf(body: Body): JournalDayDraft {
  const draft: JournalDayDraft = {
    plan: optText(body, 'plan'),
    review: optText(body, 'review'),
    mood: optMood(body),
    lessons: optText(body, 'lessons'),
    templateId: optText(body, 'template_id'),
  };
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as JournalDayDraft;
}

function templateDraftOf(body: Body): JournalTemplateDraft {
  const draft: JournalTemplateDraft = {
    name: optText(body, 'name'),
    plan: optText(body, 'plan'),
    review: optText(body, 'review'),
  };
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as JournalTemplateDraft;
}

/** /api/journal/days[/{date}] and /api/journal/templates[/{id}] (issue 31). */
export function journalRouter(services: AppServices): Router {
  const router = Router();
  const days = services.journalDays;
  const templates = services.journalTemplates;
  router.get('/days', async (req, res) => {
    const viewer = viewerOf(req);
    const from = queryString(req, 'from');
    const to = queryString(req, 'to');
    if (!from || !to) throw new ValidationError({ [from ? 'to' : 'from']: 'from and to are required (YYYY-MM-DD)' });
    const list = await days.list(viewer, { from, to, accountId: queryString(req, 'account_id') });
    res.json(await Promise.all(list.map((d) => journalDayJson(services, viewer, d))));
  });
  router.get('/days/:date', async (req, res) => {
    const viewer = viewerOf(req);
    const day = await days.get(viewer, req.params.date, queryString(req, 'account_id'));
    res.json(await journalDayJson(services, viewer, day, true));
  });
  router.put('/days/:date', async (req, res) => {
    const viewer = viewerOf(req);
    const day = await days.put(viewer, req.params.date, queryString(req, 'account_id'), dayDraftOf(bodyOf(req)));
    res.json(await journalDayJson(services, viewer, day, true));
  });
  router.delete('/days/:date', async (req, res) => {
    const day = await days.delete(viewerOf(req), req.params.date, queryString(req, 'account_id'));
    res.json({ id: day.key, detail: 'Day entry deleted' });
  });
  router.get('/templates', async (req, res) => {
    res.json((await templates.list(viewerOf(req))).map(journalTemplateJson));
  });
  router.post('/templates', async (req, res) => {
    const t = await templates.create(viewerOf(req), templateDraftOf(bodyOf(req)));
    res.status(201).json(journalTemplateJson(t));
  });
  router.put('/templates/:id', async (req, res) => {
    res.json(journalTemplateJson(await templates.update(viewerOf(req), req.params.id, templateDraftOf(bodyOf(req)))));
  });
  router.delete('/templates/:id', async (req, res) => {
    const id = await templates.delete(viewerOf(req), req.params.id);
    res.json({ id, detail: 'Template deleted' });
  });
  return router;
}
