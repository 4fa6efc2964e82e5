import { Router, type Request } from 'express';
import type { AppServices } from '../app-services';
import type { TradeEntity } from '../db/entities';
import { parseDateTimeInZone } from '../domain/time/zoned-date-time';
import { calendarDateProblem, DATE_RANGE_TEXT, isInstantInRange } from '../domain/validation/dates';
import { ValidationError } from '../errors';
import { createAccountLoaders } from '../modules/accounts/accounts.loaders';
import { loadTradeFills } from '../modules/trades/trade-executions.loader';
import { MAX_TRADE_LIMIT, type TradeListFilter } from '../modules/trades/trade-list-query';
import type { TradeInput } from '../modules/trades/trades.service';
import { requireViewer } from './require-viewer';
import { bodyOf, optBoolean, optDecimal, optStringList, optText, queryText, type Body } from './request-body';
import { tradeFillJson, tradeJson } from './serializers';
import { loadTradeLinks, type TradeLinksView } from '../modules/playbooks/trade-links.loader';
import type { TradeLinksInput } from '../modules/trades/trade-links';
import { bulkTagsInputOf, tagJson } from './playbooks.router';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Trades per page when a cursor comes without a limit. */
const DEFAULT_REST_PAGE = 100;

function inputOf(body: Body): TradeInput {
  return {
    accountId: optText(body, 'account_id'),
    symbol: optText(body, 'symbol'),
    market: optText(body, 'market'),
    tradeType: optText(body, 'trade_type'),
    entryPrice: optDecimal(body, 'entry_price'),
    exitPrice: optDecimal(body, 'exit_price'),
    quantity: optDecimal(body, 'quantity'),
    multiplier: optDecimal(body, 'multiplier'),
    fees: optDecimal(body, 'fees'),
    stopLoss: optDecimal(body, 'stop_loss'),
    initialStop: optDecimal(body, 'initial_stop'),
    plannedTarget: optDecimal(body, 'planned_target'),
    entryDate: optText(body, 'entry_date'),
    exitDate: optText(body, 'exit_date'),
    notes: optText(body, 'notes'),
    emotionalTags: optStringList(body, 'emotional_tags'),
    result: optText(body, 'result'),
    ...linksOf(body),
  };
}

/** Issue 30: tag_ids, playbook_id and rule_checks [{rule_id, followed}]; left out: kept. */
function linksOf(body: Body): TradeLinksInput {
  const checks = body.rule_checks;
  let ruleChecks: TradeLinksInput['ruleChecks'];
  if (checks !== undefined && checks !== null) {
    const problem = { rule_checks: 'rule_checks must be a list of {rule_id, followed}' };
    if (!Array.isArray(checks)) throw new ValidationError(problem);
    ruleChecks = checks.map((c: unknown) => {
      if (!c || typeof c !== 'object') throw new ValidationError(problem);
      const ruleId = optText(c as Body, 'rule_id');
      const followed = optBoolean(c as Body, 'followed');
      if (!ruleId || followed === undefined) throw new ValidationError(problem);
      return { ruleId, followed };
    });
  }
  return { tagIds: optStringList(body, 'tag_ids'), playbookId: optText(body, 'playbook_id'), ruleChecks };
}

function linksJson(links: TradeLinksView | undefined) {
  return {
    tags: (links?.tags ?? []).map(tagJson),
    playbook_id: links?.playbookId ?? null,
    rule_checks: (links?.ruleChecks ?? []).map((c) => ({ rule_id: c.ruleId, followed: c.followed })),
  };
}

/** rule_followed: true / false (with rule_id). */
function ruleFollowedOf(req: Request): boolean | undefined {
  const text = queryText(req, 'rule_followed');
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false')
    throw new ValidationError({ rule_followed: 'rule_followed must be true or false' });
  return text === 'true';
}

/** start_date / end_date: a calendar day (the user's zone) or a date-time; both inclusive. */
function dateBound(req: Request, key: 'start_date' | 'end_date', zone: string): Partial<TradeListFilter> {
  const text = queryText(req, key);
  if (!text) return {};
  if (LOCAL_DATE.test(text)) {
    const problem = calendarDateProblem(text, key);
    if (problem) throw new ValidationError({ [key]: problem });
    return key === 'start_date' ? { from: text } : { to: text };
  }
  const instant = parseDateTimeInZone(text.slice(0, 64), zone);
  if (!instant) throw new ValidationError({ [key]: `${key} must be a date like 2024-01-31` });
  if (!isInstantInRange(instant)) throw new ValidationError({ [key]: `${key} must be ${DATE_RANGE_TEXT}` });
  return key === 'start_date' ? { fromInstant: instant } : { toInstant: instant };
}

function limitOf(req: Request): number | undefined {
  const text = queryText(req, 'limit');
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new ValidationError({ limit: 'limit must be a whole number' });
  // The list's own message, with or without a cursor.
  if (Number(text) > MAX_TRADE_LIMIT)
    throw new ValidationError({ limit: `Limit must be between 0 and ${MAX_TRADE_LIMIT}` });
  return Number(text);
}

/** /api/trades: list {trades, total}, create, update, delete — over the same TradesService. */
export function tradesRouter(services: AppServices): Router {
  const router = Router();
  const present = async (req: Request, trades: TradeEntity[]) => {
    const viewerId = requireViewer(req).id;
    const loaders = createAccountLoaders(services.dataSource, viewerId);
    const links = await loadTradeLinks(
      services.dataSource,
      viewerId,
      trades.map((t) => t.id),
    );
    return Promise.all(
      trades.map(async (t) => ({
        ...tradeJson(t, t.strategyId ? await loaders.strategyById.load(t.strategyId) : null),
        ...linksJson(links.get(t.id)),
      })),
    );
  };

  router.get('/', async (req, res) => {
    const viewer = requireViewer(req);
    const filter: TradeListFilter = {
      symbol: queryText(req, 'symbol'),
      market: queryText(req, 'market'),
      strategyId: queryText(req, 'strategy_id'),
      tradeType: queryText(req, 'trade_type'),
      result: queryText(req, 'result'),
      tagId: queryText(req, 'tag_id'),
      playbookId: queryText(req, 'playbook_id'),
      ruleId: queryText(req, 'rule_id'),
      ruleFollowed: ruleFollowedOf(req),
      ...dateBound(req, 'start_date', viewer.timezone),
      ...dateBound(req, 'end_date', viewer.timezone),
    };
    const accountId = queryText(req, 'account_id');
    const limit = limitOf(req);
    const cursor = queryText(req, 'cursor');
    if (cursor !== undefined || (limit !== undefined && limit > 0)) {
      // Keyset pages (newest entry first, as without them): `next_cursor` fetches the next page,
      // null on the last. The first page (no cursor) still carries `total`; later pages do not count.
      const page = await services.trades.connection(viewer, {
        accountId,
        filter,
        first: limit ?? DEFAULT_REST_PAGE,
        after: cursor || null,
        maxPageSize: MAX_TRADE_LIMIT,
      });
      const trades = await present(
        req,
        page.edges.map((e) => e.node),
      );
      const next_cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      res.json(
        cursor === undefined ? { trades, total: await page.totalCount(), next_cursor } : { trades, next_cursor },
      );
      return;
    }
    // No limit means every match (the reports screen asks without one).
    const { items, total } = await services.trades.list(viewer, { accountId, filter, limit: limit ?? 10000 });
    res.json({ trades: await present(req, items), total: await total() });
  });
  router.post('/bulk-tags', async (req, res) => {
    res.json(await services.tradeLinks.bulk(requireViewer(req), bulkTagsInputOf(bodyOf(req))));
  });
  router.post('/', async (req, res) => {
    const trade = await services.trades.create(requireViewer(req), inputOf(bodyOf(req)));
    res.status(201).json((await present(req, [trade]))[0]);
  });
  // The detail adds the trade's fills (an imported trade's executions, in time order; [] for a manual trade).
  router.get('/:id', async (req, res) => {
    const viewer = requireViewer(req);
    const trade = await services.trades.get(viewer, req.params.id);
    const fills =
      trade.origin === 'import' ? (await loadTradeFills(services.dataSource, viewer.id, [trade.id])).get(trade.id) : [];
    res.json({ ...(await present(req, [trade]))[0], executions: (fills ?? []).map(tradeFillJson) });
  });
  router.put('/:id', async (req, res) => {
    const body = bodyOf(req);
    const version = body.expected_version;
    const trade = await services.trades.update(
      requireViewer(req),
      req.params.id,
      inputOf(body),
      typeof version === 'number' ? version : null,
    );
    res.json((await present(req, [trade]))[0]);
  });
  router.delete('/:id', async (req, res) => {
    res.json({ id: await services.trades.delete(requireViewer(req), req.params.id), detail: 'Trade deleted' });
  });
  return router;
}
