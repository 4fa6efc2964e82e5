import type { SelectQueryBuilder } from 'typeorm';
import type { TradeEntity } from '../../db/entities';
import { calendarDateProblem, DATE_RANGE_TEXT, isInstantInRange } from '../../domain/validation/dates';
import { TEXT_LIMITS } from '../../domain/validation/limits';
import { isUuid } from '../../domain/validation/uuid';
import { ValidationError } from '../../errors';

export const MAX_TRADE_LIMIT = 10000;

export interface TradeListFilter {
  symbol?: string | null;
  market?: string | null;
  strategyId?: string | null;
  tradeType?: string | null;
  result?: string | null;
  /** Inclusive calendar days (YYYY-MM-DD) in the viewer's zone, on entry date. */
  from?: string | null;
  to?: string | null;
  /** Inclusive instants (REST callers may send date-times). */
  fromInstant?: Date | null;
  toInstant?: Date | null;
  /** Issue 30: trades carrying tag `tagId`, following playbook `playbookId`, with rule `ruleId` ticked (followed or broken when `ruleFollowed` is set). */
  tagId?: string | null;
  playbookId?: string | null;
  ruleId?: string | null;
  ruleFollowed?: boolean | null;
}

export type TradeSortField =
  'entryDate' | 'symbol' | 'market' | 'tradeType' | 'entryPrice' | 'exitPrice' | 'quantity' | 'pnl' | 'result';

export interface TradeListQuery {
  accountId?: string | null;
  filter?: TradeListFilter | null;
  sort?: { field: TradeSortField; direction: 'asc' | 'desc' } | null;
  limit?: number | null;
  offset?: number | null;
}

const SORT_COLUMNS: Record<TradeSortField, string> = {
  entryDate: 't.entry_date',
  symbol: 't.symbol',
  market: 't.market',
  tradeType: 't.trade_type',
  entryPrice: 't.entry_price',
  exitPrice: 't.exit_price',
  quantity: 't.quantity',
  pnl: 't.pnl',
  result: 't.result',
};

/** The journal filters (issue 30); each id a UUID (checked by checkPaging), the owner's by `user_id`. */
function applyJournalFilters(qb: SelectQueryBuilder<TradeEntity>, f: TradeListFilter) {
  if (f.tagId)
    qb.andWhere(
      'EXISTS (SELECT 1 FROM trade_tags tt WHERE tt.trade_id = t.id AND tt.user_id = t.user_id AND tt.tag_id = :tagId)',
      { tagId: f.tagId },
    );
  if (f.playbookId)
    qb.andWhere(
      'EXISTS (SELECT 1 FROM trade_playbooks tp WHERE tp.trade_id = t.id AND tp.user_id = t.user_id' +
        ' AND tp.playbook_id = :playbookId)',
      { playbookId: f.playbookId },
    );
  if (f.ruleId)
    qb.andWhere(
      'EXISTS (SELECT 1 FROM trade_rule_checks rc WHERE rc.trade_id = t.id AND rc.user_id = t.user_id' +
        ' AND rc.rule_id = :ruleId AND (CAST(:ruleFollowed AS boolean) IS NULL OR rc.followed = :ruleFollowed))',
      { ruleId: f.ruleId, ruleFollowed: f.ruleFollowed ?? null },
    );
}

export function checkPaging(query: TradeListQuery): { limit: number; offset: number } {
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const errors: Record<string, string> = {};
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_TRADE_LIMIT)
    errors.limit = `Limit must be between 0 and ${MAX_TRADE_LIMIT}`;
  if (!Number.isInteger(offset) || offset < 0) errors.offset = 'Offset must be 0 or greater';
  for (const key of ['from', 'to'] as const) {
    const day = query.filter?.[key];
    // Date.parse accepts 2026-02-30 (it rolls over); PostgreSQL's date cast does not (a 500).
    const problem = day ? calendarDateProblem(day, key) : null;
    if (problem) errors[key] = problem;
  }
  for (const instant of [query.filter?.fromInstant, query.filter?.toInstant]) {
    if (instant && !isInstantInRange(instant)) errors.date = `Dates must be ${DATE_RANGE_TEXT}`;
  }
  for (const key of ['tagId', 'playbookId', 'ruleId'] as const) {
    const id = query.filter?.[key];
    if (id && !isUuid(id)) errors[key] = `${key} must be an id`;
  }
  if (query.filter?.ruleFollowed != null && !query.filter.ruleId) errors.ruleFollowed = 'ruleFollowed needs a ruleId';
  if ((query.filter?.symbol?.length ?? 0) > TEXT_LIMITS.search)
    errors.symbol = `Symbol must be at most ${TEXT_LIMITS.search} characters`;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { limit, offset };
}

/** Applies the filter (already scoped to the viewer) and the sort, newest entry first by default. */
export function applyTradeListQuery(qb: SelectQueryBuilder<TradeEntity>, query: TradeListQuery, zone: string) {
  const f = query.filter ?? {};
  if (f.symbol?.trim()) {
    const escaped = f.symbol
      .trim()
      .toUpperCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    qb.andWhere('t.symbol LIKE :symbol', { symbol: `%${escaped}%` });
  }
  if (f.market) qb.andWhere('t.market = :market', { market: f.market });
  if (f.strategyId) qb.andWhere('t.strategy_id = :strategyId', { strategyId: f.strategyId }); // a UUID (checked by the service)
  if (f.tradeType) qb.andWhere('t.trade_type = :tradeType', { tradeType: f.tradeType });
  if (f.result) qb.andWhere('t.result = :result', { result: f.result });
  if (f.from)
    qb.andWhere(`t.entry_date >= (CAST(:from AS date)::timestamp AT TIME ZONE :zone)`, { from: f.from, zone });
  if (f.to) qb.andWhere(`t.entry_date < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone)`, { to: f.to, zone });
  if (f.fromInstant) qb.andWhere('t.entry_date >= :fromInstant', { fromInstant: f.fromInstant });
  if (f.toInstant) qb.andWhere('t.entry_date <= :toInstant', { toInstant: f.toInstant });
  applyJournalFilters(qb, f);
  const sort = query.sort ?? { field: 'entryDate', direction: 'desc' };
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  qb.orderBy(SORT_COLUMNS[sort.field] ?? SORT_COLUMNS.entryDate, direction, 'NULLS LAST');
  // Stable pages: ties broken by entry date, then id.
  if (sort.field !== 'entryDate') qb.addOrderBy('t.entry_date', 'DESC');
  qb.addOrderBy('t.id', 'ASC');
  return qb;
}
