import type { DataSource } from 'typeorm';
import { ConflictError, ValidationError } from '../../errors';
import { todayIn } from '../../domain/analytics/local-date';
import { isUuid } from '../../domain/validation/uuid';
import { scopeKey, type AnalyticsScope } from '../figure-scope/analytics.scope';
import { validateFilter } from '../figure-scope/analytics.filter';
import { FxService } from '../fx/fx.service';
import { convertedCurrencyOrConflict } from '../fx/fx-summary';
import type { ReadRouting, SqlReader } from '../../db/read-routing';
import { queryAggregates } from './queries/aggregate.query';
import { queryConvertedAggregates } from './queries/aggregate-converted.query';
import { queryScopeInfo } from './queries/scope.query';

/** Statement results of one request, by statement and scope (see AnalyticsService.forRequest). */
type RequestMemo = Map<string, Promise<unknown>>;

const MAX_LIMIT = 1000;
/**
 * Above this many closed trades in an account, the equity curve and the streaks read the per-day
 * summaries (same figures; equity points become one per day) instead of walking every trade.
 */
export const DAY_WALKS_ABOVE = 2000;

export interface AnalyticsOptions {
  /** Closed-trade count above which the per-day walks are used (tests pass 0 to force them). */
  dayWalksAbove?: number;
  /** Where figures are read: a replica when DATABASE_REPLICA_URLS is set (absent: the data source). */
  reads?: ReadRouting;
}

export function positiveInt(
  value: number | null | undefined,
  field: string,
  fallback: number,
  max = MAX_LIMIT,
): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ValidationError({ [field]: `${field} must be an integer between 1 and ${max}` });
  return value;
}

/**
 * What every figure family (figures/*.figures.ts) builds on: where a scope is read, the ownership
 * check, the per-request memo, the shared aggregate statement and the conversion across
 * currencies. AnalyticsService extends it with one method per figure; a forRequest() object is
 * this core with its own memo, so the families' statements are shared within one request.
 */
export class AnalyticsCore {
  private readonly dayWalksAbove: number;
  /** Set only on a forRequest() object: the start-up instance is shared by all requests. */
  private requestMemo: RequestMemo | null = null;
  private readonly reads: ReadRouting | undefined;

  constructor(
    readonly db: DataSource,
    readonly now: () => Date = () => new Date(),
    options: AnalyticsOptions = {},
  ) {
    this.dayWalksAbove = options.dayWalksAbove ?? DAY_WALKS_ABOVE;
    this.reads = options.reads;
  }

  /**
   * Where this scope's figures are read: a replica when DATABASE_REPLICA_URLS is set, unless the
   * viewer wrote within the read-after-write window (then the primary, so their save shows).
   */
  sql(scope: AnalyticsScope): SqlReader {
    return this.reads ? this.reads.forUser(scope.viewer.id) : this.db;
  }

  /**
   * The same figures for one request, each statement run once (never shared across requests).
   * The request object delegates to this one (its prototype) and adds only the memo.
   */
  forRequest(): this {
    const request = Object.create(this) as this;
    request.requestMemo = new Map();
    return request;
  }

  /**
   * Whether the day summaries answer this scope: one account (they are kept per account), a long
   * history, and no filter they cannot apply (equity days are exit days: no filter at all; streak
   * days are local entry days: a date range applies).
   */
  async useDays(scope: AnalyticsScope, allowDateRange: boolean): Promise<boolean> {
    const f = scope.filter ?? {};
    if (scope.accountId === null || f.market || f.symbol || f.strategyId || f.tradeType) return false;
    if (!allowDateRange && (f.from || f.to)) return false;
    return (await this.info(scope)).accountClosedTrades > this.dayWalksAbove;
  }

  /** Validates the filter and returns a scope; the account check runs with the first figure. */
  scope(
    viewer: AnalyticsScope['viewer'],
    accountId: string | null,
    filter: AnalyticsScope['filter'] | null | undefined,
  ): AnalyticsScope {
    return { viewer, accountId, filter: validateFilter(filter) };
  }

  today(scope: AnalyticsScope): string {
    return todayIn(scope.viewer.timezone, this.now());
  }

  memoized<T>(scope: AnalyticsScope, name: string, run: () => Promise<T>): Promise<T> {
    const memo = this.requestMemo;
    if (!memo) return run();
    const key = `${name}:${scopeKey(scope)}`;
    if (!memo.has(key))
      memo.set(
        key,
        run().catch((e) => {
          memo.delete(key);
          throw e;
        }),
      );
    return memo.get(key) as Promise<T>;
  }

  /** The ownership check first: another user's account is NotFound before any figure runs. */
  async info(scope: AnalyticsScope) {
    return this.memoized(scope, 'scope', () => queryScopeInfo(this.sql(scope), scope));
  }

  /**
   * A figure's statement, started together with the ownership check instead of after it: every
   * statement filters by the viewer's id in SQL, so starting early reveals nothing, and its result
   * is returned only once the check has passed (NotFound otherwise). One round trip less on the
   * critical path of every dashboard load.
   */
  async checked<T>(scope: AnalyticsScope, name: string, run: () => Promise<T>): Promise<T> {
    const info = this.info(scope);
    // A malformed account id is NotFound from the check alone (no statement with a bad uuid).
    if (scope.accountId !== null && !isUuid(scope.accountId)) return info.then(() => run());
    const value = this.memoized(scope, name, run);
    value.catch(() => undefined); // settled below; no unhandled rejection while the check runs
    await info;
    return value;
  }

  /** The day rollup's totals and buckets (or the trades' own, converted or in a report window). */
  async aggregates(scope: AnalyticsScope) {
    const base = await this.convertedTo(scope);
    return this.checked(scope, 'aggregates', () =>
      base || scope.filter?.window
        ? queryConvertedAggregates(this.sql(scope), scope, base)
        : queryAggregates(this.sql(scope), scope),
    );
  }

  /**
   * The base currency the scope's money sums are converted to (all accounts, trades in several
   * currencies), else null; a missing rate is conversion()'s CONFLICT. One account: null at once,
   * so its statements still start together with the ownership check.
   */
  async convertedTo(scope: AnalyticsScope): Promise<string | null> {
    if (scope.accountId !== null) return null;
    // The whole scope decides, as for moneyCurrency: a day or period in one currency is still shown in the base.
    return (await this.conversion(scope))?.currency ?? null;
  }

  /**
   * Over all accounts whose trades (in the filter) are in several currencies: the converted
   * summary (the exit day's rate; FxService.allAccountsSummary, once per request). Null when the
   * money figures are in one currency anyway. Missing rates are a CONFLICT naming them: the
   * figures are never a sum of different currencies (currencySummary has them per currency).
   */
  async conversion(scope: AnalyticsScope) {
    if (scope.accountId !== null || (await this.info(scope)).currency !== null) return null;
    const summary = await this.memoized(scope, 'fx-summary', () =>
      new FxService(this.db).allAccountsSummary(scope.viewer, scope.filter),
    );
    return convertedCurrencyOrConflict(summary) ? summary.converted : null;
  }

  /**
   * The currency of the scope's money figures: the account's; over all accounts the one their
   * trades share, else the base currency they are converted to (null: a rate is missing).
   */
  async moneyCurrency(scope: AnalyticsScope): Promise<string | null> {
    const info = await this.info(scope);
    if (info.currency !== null) return info.currency;
    try {
      const converted = await this.conversion(scope);
      if (converted) return converted.currency;
      const summary = await this.memoized(scope, 'fx-summary', () =>
        new FxService(this.db).allAccountsSummary(scope.viewer, scope.filter),
      );
      return summary.currencies[0]?.currency ?? summary.baseCurrency;
    } catch (error) {
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }
}
