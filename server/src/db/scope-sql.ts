import type { AnalyticsFilter } from '../modules/figure-scope/analytics.filter';
import type { AnalyticsScope } from '../modules/figure-scope/analytics.scope';

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
    extra: {
      from?: string | null;
      to?: string | null;
      rollup?: boolean;
      window?: AnalyticsFilter['window'];
    } = {},
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
    for (const window of [f.window, extra.window]) {
      if (!window) continue;
      // The day rollups hold local days, not instants: the caller reads a window from the trades.
      if (extra.rollup) throw new Error('A report window cannot be applied to the day rollups');
      if (window.start) add((p) => `${alias}.entry_date >= ${p}::timestamptz`, window.start);
      add((p) => `${alias}.entry_date < ${p}::timestamptz`, window.end);
    }
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

  /**
   * The scope's trades (alias `t` only) as a relation with the trades' columns, but `pnl` and
   * `fees` converted to `base` at the factor of the account currency on the local exit day (entry
   * day when open): the rule of the converted summary and equity curve (issue 15), so no all-accounts
   * figure adds different currencies. Also `native_pnl`, `native_fees` (the account currency's: R, per-trade rows)
   * `currency`, and `fx_day`, `fx_factor` (null: the rate is missing). Factors are one per (currency, day), materialized: inlined, fx_factor would run
   * once per trade. The caller has checked every rate is known (AnalyticsService.conversion).
   */
  convertedTrades(base: string): string {
    const b = this.param(base);
    const day = `(coalesce(t.exit_date, t.entry_date) AT TIME ZONE ${this.tz})::date`;
    // Only the factors are materialized (a few rows per currency and day); the trades are read
    // twice rather than copied whole into a tuplestore (100k wide rows: ~3× slower).
    return `(WITH fx_f AS MATERIALIZED (
        SELECT x.fx_currency, x.fx_day,
               CASE WHEN x.fx_currency = ${b} THEN 1::numeric ELSE fx_factor($1, x.fx_currency, ${b}::char(3), x.fx_day) END AS factor
          FROM (SELECT DISTINCT a.currency AS fx_currency, ${day} AS fx_day
                  FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
                 WHERE ${this.where}) x
      )
      SELECT ${CONVERTED_COLUMNS}, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
             t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
        FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
        JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = ${day}
       WHERE ${this.where})`;
  }
}

/** Every trades column but the money ones convertedTrades replaces (pnl, fees). */
const CONVERTED_COLUMNS =
  `id user_id account_id strategy_id symbol market origin trade_type entry_price exit_price quantity
  multiplier stop_loss initial_stop planned_target result entry_date exit_date notes emotional_tags version created_at updated_at`
    .split(/\s+/)
    .map((c) => `t.${c}`)
    .join(', ');
