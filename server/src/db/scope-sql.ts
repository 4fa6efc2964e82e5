import type { AnalyticsFilter } from '../modules/analytics/analytics.filter';
import type { AnalyticsScope } from '../modules/analytics/analytics.scope';

/**
 * The WHERE clause every analytics, breakdown, FX and report statement starts from: the viewer's trades (user_id always,
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
