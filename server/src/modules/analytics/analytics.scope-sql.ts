import type { AnalyticsFilter } from './analytics.filter';
import { ValidationError } from '../../errors';
import { parseLocalDate } from '../../domain/analytics/local-date';
import type { AnalyticsScope } from './analytics.scope';

import { isUuid } from '../../domain/validation/uuid';

// Re-exported for the analytics queries that import it from here; the one definition is in domain/.
export { isUuid };

/**
 * The WHERE clause every analytics statement starts from: the viewer's trades (user_id always,
 * account_id when scoped to one account), narrowed by the shared filter. Dates are calendar days
 * in the viewer's zone, compared as instants so the (account_id, entry_date) index applies.
 * Parameter $1 = user id; the zone (`tz`) and the rest are appended when used.
 */
export class ScopeSql {
  readonly params: unknown[];
  readonly where: string;
  private tzPlaceholder: string | null = null;

  /**
   * `rollup`: the clause for the analytics_*_rollup tables, whose `day` column already is the
   * local entry day (same dimensions, so every filter applies).
   */
  constructor(
    scope: AnalyticsScope,
    alias = 't',
    extra: { from?: string | null; to?: string | null; rollup?: boolean } = {},
  ) {
    const f: AnalyticsFilter = scope.filter ?? {};
    this.params = [scope.viewer.id];
    this.timezone = scope.viewer.timezone;
    const conds = [`${alias}.user_id = $1`];
    const add = (sql: (p: string) => string, value: unknown) => {
      this.params.push(value);
      conds.push(sql(`$${this.params.length}`));
    };
    if (scope.accountId) add((p) => `${alias}.account_id = ${p}`, scope.accountId);
    const fromSql = extra.rollup
      ? (p: string) => `${alias}.day >= ${p}::date`
      : (p: string) => `${alias}.entry_date >= (${p}::date::timestamp AT TIME ZONE ${this.tz})`;
    const toSql = extra.rollup
      ? (p: string) => `${alias}.day <= ${p}::date`
      : (p: string) => `${alias}.entry_date < ((${p}::date + 1)::timestamp AT TIME ZONE ${this.tz})`;
    for (const from of [f.from, extra.from]) if (from) add(fromSql, from);
    for (const to of [f.to, extra.to]) if (to) add(toSql, to);
    if (f.market) add((p) => `${alias}.market = ${p}`, f.market);
    if (f.symbol) add((p) => `${alias}.symbol = ${p}`, f.symbol.trim().toUpperCase());
    if (f.strategyId) add((p) => `${alias}.strategy_id = ${p}`, f.strategyId);
    if (f.tradeType) add((p) => `${alias}.trade_type = ${p}`, f.tradeType);
    this.where = conds.join(' AND ');
  }

  private readonly timezone: string;

  get timezoneName(): string {
    return this.timezone;
  }

  /** The viewer's zone as a parameter placeholder (added on first use: an unused parameter has no type). */
  get tz(): string {
    if (!this.tzPlaceholder) this.tzPlaceholder = this.param(this.timezone);
    return this.tzPlaceholder;
  }

  /** Appends a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** Rejects a malformed filter with a clear message before any SQL runs. */
export function validateFilter(filter: AnalyticsFilter | null | undefined): AnalyticsFilter {
  const f = filter ?? {};
  if (f.from) parseLocalDate(f.from, 'from');
  if (f.to) parseLocalDate(f.to, 'to');
  if (f.from && f.to && f.to < f.from) throw new ValidationError({ to: 'to cannot be earlier than from' });
  if (f.strategyId && !isUuid(f.strategyId))
    throw new ValidationError({ strategyId: 'strategyId must be a strategy id' });
  return f;
}

/** A stable key for memoizing per request. */
export const scopeKey = (s: AnalyticsScope) =>
  JSON.stringify([s.viewer.id, s.viewer.timezone, s.accountId, s.filter ?? {}]);
