import type { DataSource } from 'typeorm';
import type {
  BreakdownDimension,
  BreakdownFilter,
  BreakdownMetric,
  BreakdownOrder,
  BreakdownRow,
} from './breakdown.types';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../domain/validation/uuid';
import { roundMoney } from '../../domain/money/minor-units';
import { validateFilter } from '../figure-scope/analytics.filter';
import type { Viewer } from '../auth/viewer';
import { DIMENSIONS } from './breakdown.dimensions';
import { compareFigures, METRICS } from './breakdown.metrics';
import { FxService } from '../fx/fx.service';
import { convertedCurrencyOrConflict } from '../fx/fx-summary';
import { queryBreakdown, RESULTS, type GroupRow } from './queries/breakdown.query';

export const MAX_GROUPS = 1000;
/** The money metrics a conversion across currencies fills with more digits than the currency has. */
const CONVERTED_MONEY_FIELDS = [
  'netPnl',
  'grossPnl',
  'fees',
  'averageWin',
  'averageLoss',
  'expectancy',
  'largestWin',
  'largestLoss',
] as const;
export const DEFAULT_GROUPS = 100;

export interface BreakdownArgs {
  accountId?: string | null;
  filter?: BreakdownFilter | null;
  groupBy: readonly BreakdownDimension[];
  metrics: readonly BreakdownMetric[];
  orderBy?: BreakdownOrder | null;
  limit?: number | null;
}

export interface BreakdownModel {
  groupBy: BreakdownDimension[];
  metrics: BreakdownMetric[];
  rows: BreakdownRow[];
  totalGroups: number;
}

function checkArgs(args: BreakdownArgs) {
  const errors: Record<string, string> = {};
  if (args.groupBy.length < 1 || args.groupBy.length > 2) errors.groupBy = 'groupBy takes one or two dimensions';
  else if (new Set(args.groupBy).size !== args.groupBy.length) errors.groupBy = 'groupBy repeats a dimension';
  if (args.groupBy.some((d) => !(d in DIMENSIONS))) errors.groupBy = 'groupBy has an unknown dimension';
  if (args.metrics.length < 1) errors.metrics = 'metrics needs at least one metric';
  if (args.metrics.some((m) => !(m in METRICS))) errors.metrics = 'metrics has an unknown metric';
  const limit = args.limit ?? DEFAULT_GROUPS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_GROUPS)
    errors.limit = `limit must be an integer between 1 and ${MAX_GROUPS}`;
  const metric = args.orderBy?.metric;
  if (metric && !args.metrics.includes(metric)) errors.orderBy = 'orderBy.metric must be one of the requested metrics';
  const result = args.filter?.result ?? null;
  if (result && !(RESULTS as readonly string[]).includes(result)) errors.result = 'result is not a trade result';
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { limit, result: result as (typeof RESULTS)[number] | null };
}

/** Natural order of one dimension's keys: numbers as numbers, else by label; null keys last. */
function compareKeys(dimension: BreakdownDimension, a: GroupRow, b: GroupRow, i: number): number {
  const [ka, kb] = [a.keys[i], b.keys[i]];
  if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
  if (DIMENSIONS[dimension].numeric) return Number(ka) - Number(kb);
  const label = (r: GroupRow) => DIMENSIONS[dimension].label(r.keys[i], r.labels[i]);
  return label(a).localeCompare(label(b)) || ka.localeCompare(kb);
}

/**
 * `breakdown`: the viewer's trades grouped by one or two dimensions with the requested metrics,
 * in one SQL statement (breakdown.query.ts); figures shaped by the analytics' own helpers, so they
 * equal the dashboard's and the analytics screen's for the same filter.
 */
export class BreakdownService {
  constructor(private readonly db: DataSource) {}

  async breakdown(viewer: Viewer, args: BreakdownArgs): Promise<BreakdownModel> {
    const { limit, result } = checkArgs(args);
    const accountId = args.accountId ?? null;
    if (accountId !== null && !isUuid(accountId)) throw new NotFoundError('Trading account not found');
    const f = args.filter ?? {};
    const filter = validateFilter({
      from: f.from,
      to: f.to,
      market: f.market,
      symbol: f.symbol?.trim() || null,
      strategyId: f.strategyId,
      tradeType: f.tradeType,
    });
    const groupBy = [...args.groupBy];
    const metrics = [...new Set(args.metrics)];
    // All accounts in several currencies: money converted at each exit day's rate, never summed raw (issue 15).
    const base =
      accountId === null
        ? convertedCurrencyOrConflict(await new FxService(this.db).allAccountsSummary(viewer, filter))
        : null;
    const { accountFound, groups } = await queryBreakdown(
      this.db,
      { viewer, accountId, filter },
      result,
      groupBy,
      metrics,
      base,
    );
    if (!accountFound) throw new NotFoundError('Trading account not found');

    const rows = groups.map((g) => {
      const figures = Object.fromEntries(
        metrics.map((m) => [METRICS[m].field, METRICS[m].value(g as Required<GroupRow>)]),
      );
      return { group: g, figures };
    });
    const byKeys = (a: GroupRow, b: GroupRow) => groupBy.reduce((c, d, i) => c || compareKeys(d, a, b, i), 0);
    const metric = args.orderBy?.metric;
    const sign = args.orderBy?.direction === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      if (metric) {
        const [x, y] = [a.figures[METRICS[metric].field], b.figures[METRICS[metric].field]];
        // Nulls (no closed trade, no loss…) after every value in both directions.
        const byMetric = x === null || y === null ? compareFigures(x, y) : sign * compareFigures(x, y);
        if (byMetric) return byMetric;
      }
      return byKeys(a.group, b.group);
    });
    // Converted money carries the rate's digits (5061.6491445624221671993): ordered on the exact
    // figures above, answered rounded half-even to the base currency's minor unit (schema: BreakdownRow).
    if (base)
      for (const row of rows)
        for (const field of CONVERTED_MONEY_FIELDS) {
          const value = row.figures[field];
          if (typeof value === 'string') row.figures[field] = roundMoney(value, base);
        }
    return {
      groupBy,
      metrics,
      totalGroups: rows.length,
      rows: rows.slice(0, limit).map(({ group, figures }) => ({
        keys: groupBy.map((dimension, i) => ({
          dimension,
          value: group.keys[i],
          label: DIMENSIONS[dimension].label(group.keys[i], group.labels[i]),
        })),
        ...figures,
      })),
    };
  }
}
