import type { DataSource } from 'typeorm';
import { ConflictError, ValidationError } from '../../errors';
import { parseDecimal } from '../../domain/validation/decimal-input';
import {
  meanHalfWidth,
  SQN_RELIABLE_MIN_TRADES,
  systemQualityNumber,
  wilsonInterval,
} from '../../domain/analytics/confidence';
import { parseLocalDate, todayIn } from '../../domain/analytics/local-date';
import { parseReportPeriod, reportWindow } from '../../domain/analytics/report-period';
import { streakBefore, walkStreaks } from '../../domain/analytics/streaks';
import { evaluateAlerts, evaluateTradingPlan, type DailyFigures } from '../../domain/analytics/trading-plan';
import { scopeKey, type AnalyticsScope } from '../figure-scope/analytics.scope';
import { isUuid } from '../../domain/validation/uuid';
import { validateFilter } from '../figure-scope/analytics.filter';
import * as buckets from '../../domain/analytics/buckets';
import { AVERAGE_DP, D, dec, mean, ratio, signOf, winRate } from '../../domain/decimal';
import { queryAggregates } from './queries/aggregate.query';
import { queryConvertedAggregates } from './queries/aggregate-converted.query';
import { queryHours } from './queries/hours.query';
import { queryEquity } from './queries/equity.query';
import { queryRange } from './queries/range.query';
import { queryStreaks } from './queries/streaks.query';
import { queryEquityDays } from './queries/equity-days.query';
import { queryStreakDays } from './queries/streak-days.query';
import { foldStreakDays } from '../../domain/analytics/streak-days';
import { queryOpenPositions } from './queries/positions.query';
import { queryByTag } from './queries/tags.query';
import { queryScopeInfo } from './queries/scope.query';
import { queryScatter } from './queries/scatter.query';
import { queryTopTrades } from './queries/top-trades.query';
import { queryBalanceDays } from './queries/balance.query';
import { balanceCurve } from './balance-curve';
import { FxService } from '../fx/fx.service';
import { convertedCurrencyOrConflict, MISSING_RATES_NOTICE } from '../fx/fx-summary';
import { roundMoney } from '../../domain/money/minor-units';
import { queryAccountsEquity } from './queries/equity-accounts.query';
import { queryConvertedEquity } from './queries/equity-converted.query';
import type { ReadRouting, SqlReader } from '../../db/read-routing';

/** Statement results of one request, by statement and scope (see AnalyticsService.forRequest). */
type RequestMemo = Map<string, Promise<unknown>>;

interface StreakBar {
  tradeId: string;
  entryDate: Date;
  pnl: string;
  streak: number;
}

/**
 * The streak figures with their bars (`recent`) walked only when read: the dashboard's banner asks
 * for `current` alone, and the walk (a Decimal-free sign walk plus 50 bar objects) is then not
 * done. A getter, not a resolver, so every reader (GraphQL's default resolver, JSON.stringify,
 * tests comparing objects) sees the same plain property; the walk runs once however often it is read.
 */
function withLazyBars<T extends object>(figures: T, walk: () => StreakBar[]): T & { readonly recent: StreakBar[] } {
  let bars: StreakBar[] | undefined;
  return Object.defineProperty(figures, 'recent', {
    enumerable: true,
    get: () => (bars ??= walk()),
  }) as T & { readonly recent: StreakBar[] };
}

export const STREAK_BARS = 50;
/** Scatter charts get at most this many (newest) trades; beyond it a chart bins anyway. */
export const SCATTER_LIMIT = 2000;
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

function positiveInt(value: number | null | undefined, field: string, fallback: number, max = MAX_LIMIT): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ValidationError({ [field]: `${field} must be an integer between 1 and ${max}` });
  return value;
}

/**
 * Every analytics figure, computed in PostgreSQL over NUMERIC in the viewer's zone and shaped
 * by pure functions. A full dashboard costs a constant number of statements (10): one scope
 * check, one read of the day rollup, and one each for hours, the day, equity, streaks, top
 * trades, scatter, open positions and tags.
 * Constructed once at start-up (`new AnalyticsService(dataSource)`), which computes every figure
 * afresh; `forRequest()` gives the per-request object (the GraphQL context's `analytics`, like
 * the DataLoaders) that runs each statement once per request, so figures sharing a statement
 * share its result.
 */
export class AnalyticsService {
  private readonly dayWalksAbove: number;
  /** Set only on a forRequest() object: the start-up instance is shared by all requests. */
  private requestMemo: RequestMemo | null = null;
  private readonly reads: ReadRouting | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly now: () => Date = () => new Date(),
    options: AnalyticsOptions = {},
  ) {
    this.dayWalksAbove = options.dayWalksAbove ?? DAY_WALKS_ABOVE;
    this.reads = options.reads;
  }

  /**
   * Where this scope's figures are read: a replica when DATABASE_REPLICA_URLS is set, unless the
   * viewer wrote within the read-after-write window (then the primary, so their save shows).
   */
  private sql(scope: AnalyticsScope): SqlReader {
    return this.reads ? this.reads.forUser(scope.viewer.id) : this.db;
  }

  /**
   * The same figures for one request, each statement run once (never shared across requests).
   * The request object delegates to this one (its prototype) and adds only the memo.
   */
  forRequest(): AnalyticsService {
    const request = Object.create(this) as AnalyticsService;
    request.requestMemo = new Map();
    return request;
  }

  /**
   * Whether the day summaries answer this scope: one account (they are kept per account), a long
   * history, and no filter they cannot apply (equity days are exit days: no filter at all; streak
   * days are local entry days: a date range applies).
   */
  private async useDays(scope: AnalyticsScope, allowDateRange: boolean): Promise<boolean> {
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

  private memoized<T>(scope: AnalyticsScope, name: string, run: () => Promise<T>): Promise<T> {
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
  private async info(scope: AnalyticsScope) {
    return this.memoized(scope, 'scope', () => queryScopeInfo(this.sql(scope), scope));
  }

  /**
   * A figure's statement, started together with the ownership check instead of after it: every
   * statement filters by the viewer's id in SQL, so starting early reveals nothing, and its result
   * is returned only once the check has passed (NotFound otherwise). One round trip less on the
   * critical path of every dashboard load.
   */
  private async checked<T>(scope: AnalyticsScope, name: string, run: () => Promise<T>): Promise<T> {
    const info = this.info(scope);
    // A malformed account id is NotFound from the check alone (no statement with a bad uuid).
    if (scope.accountId !== null && !isUuid(scope.accountId)) return info.then(() => run());
    const value = this.memoized(scope, name, run);
    value.catch(() => undefined); // settled below; no unhandled rejection while the check runs
    await info;
    return value;
  }

  private async aggregates(scope: AnalyticsScope) {
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
  private async convertedTo(scope: AnalyticsScope): Promise<string | null> {
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
  private async conversion(scope: AnalyticsScope) {
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

  async overall(scope: AnalyticsScope) {
    const converted = await this.conversion(scope);
    if (converted) {
      const { currency: _currency, ...figures } = converted;
      return {
        ...figures,
        breakevenTrades: converted.closedTrades - converted.winningTrades - converted.losingTrades,
      };
    }
    const { totals: t } = await this.aggregates(scope);
    return {
      totalPnl: dec(t.pnl),
      winRate: winRate(t.wins, t.closed),
      totalTrades: t.n,
      closedTrades: t.closed,
      winningTrades: t.wins,
      losingTrades: t.losses,
      breakevenTrades: t.breakevens,
      averageWin: mean(t.winSum, t.wins),
      averageLoss: mean(t.lossSum, t.losses),
      grossProfit: dec(t.winSum),
      grossLoss: dec(t.lossSum),
      profitFactor: ratio(t.winSum, t.lossSum),
    };
  }

  async daily(scope: AnalyticsScope, date?: string | null) {
    const day = date ? parseLocalDate(date, 'date') : this.today(scope);
    const base = await this.convertedTo(scope);
    const r = await this.checked(scope, `day:${day}`, () => queryRange(this.sql(scope), scope, day, day, base));
    const avgWin = mean(r.winSum, r.wins);
    const avgLoss = mean(r.lossSum, r.losses);
    return {
      date: day,
      dailyPnl: dec(r.pnl),
      winRate: winRate(r.wins, r.closed),
      rrRatio: r.wins > 0 ? ratio(avgWin, avgLoss) : null,
      totalTrades: r.n,
      closedTrades: r.closed,
      openTrades: r.open,
      winningTrades: r.wins,
      losingTrades: r.losses,
      avgWin,
      avgLoss,
      largestWin: dec(r.largestWin),
      largestLoss: dec(r.largestLoss),
    };
  }

  async equityCurve(scope: AnalyticsScope, initialBalance?: string | null, maxPoints?: number | null) {
    const points = positiveInt(maxPoints, 'maxPoints', 2000, 20000);
    // Sized like the accounts' initial_balance NUMERIC(24,8), sign allowed: a 1e999999999 overflowed SQL.
    const sent =
      initialBalance === null || initialBalance === undefined
        ? null
        : parseDecimal(initialBalance, { scale: 8, integerDigits: 16 });
    if (sent && (!sent.ok || sent.value === null)) {
      throw new ValidationError({
        initialBalance: 'initialBalance must be a decimal number with at most 16 digits before and 8 after the point',
      });
    }
    if (scope.accountId === null && !(sent?.ok && sent.value !== null)) return this.accountsEquity(scope, points);
    const start = sent?.ok && sent.value !== null ? sent.value : (await this.info(scope)).initialBalance;
    await this.info(scope);
    const byDay = await this.useDays(scope, false);
    const converted = await this.conversion(scope);
    const curve = await this.memoized(scope, `equity:${start}:${points}`, () =>
      converted
        ? queryConvertedEquity(this.sql(scope), scope, converted.currency, start, points)
        : (byDay ? queryEquityDays : queryEquity)(this.sql(scope), scope, start, points),
    );
    return {
      initialBalance: dec(start),
      finalBalance: dec(curve.finalBalance),
      totalPoints: curve.totalPoints,
      maxDrawdown: dec(curve.maxDrawdown),
      maxDrawdownPercent: curve.maxDrawdownPercent,
      points: curve.points.map((p) => ({
        ...p,
        balance: dec(p.balance),
        peak: dec(p.peak),
        drawdown: dec(p.drawdown),
      })),
    };
  }

  /**
   * The all-accounts equity curve without a given start (issue 27): the real money — every
   * account's initial balance, its cash flows and the filtered trades' P&L, each converted to the
   * money currency at its local day's rate — not a walk from an invented 10,000. Summed exact, the
   * amounts answered rounded half-even to the currency's minor unit (schema: EquityCurve).
   */
  private async accountsEquity(scope: AnalyticsScope, points: number) {
    const currency = await this.moneyCurrency(scope);
    if (currency === null) await this.conversion(scope); // throws the CONFLICT naming the missing rates
    const target = currency ?? (await this.info(scope)).currency ?? 'USD';
    const curve = await this.checked(scope, `accounts-equity:${points}`, () =>
      queryAccountsEquity(this.sql(scope), scope, target, points),
    );
    if (curve.missingRates.length) {
      const missing = curve.missingRates.map((g) => `${g.currency}→${target} ${g.from} – ${g.to}`).join('; ');
      throw new ConflictError(`${MISSING_RATES_NOTICE} Missing: ${missing}.`);
    }
    const money = (x: string) => roundMoney(x, target);
    return {
      initialBalance: money(curve.initialBalance),
      finalBalance: money(curve.finalBalance),
      totalPoints: curve.totalPoints,
      maxDrawdown: money(curve.maxDrawdown),
      maxDrawdownPercent: curve.maxDrawdownPercent,
      points: curve.points.map((p) => ({
        ...p,
        balance: money(p.balance),
        peak: money(p.peak),
        drawdown: money(p.drawdown),
      })),
    };
  }

  /**
   * The balance with cash flows (initial + deposits − withdrawals + interest − fees + realised
   * P&L), one point per local day, converted to the base currency across currencies (issue 15).
   */
  async balanceCurve(scope: AnalyticsScope, maxPoints?: number | null) {
    const points = positiveInt(maxPoints, 'maxPoints', 2000, 20000);
    const rows = await this.checked(scope, 'balance', () => queryBalanceDays(this.sql(scope), scope));
    return balanceCurve(rows, Math.max(points, 3));
  }

  async openPositions(scope: AnalyticsScope) {
    const base = await this.convertedTo(scope);
    const rows = await this.checked(scope, 'positions', () => queryOpenPositions(this.sql(scope), scope, base));
    // An open trade's entry day without a rate: no exposure adds different currencies (issue 15).
    const gaps = rows.map((r) => r.missing).filter(Boolean);
    if (gaps.length)
      throw new ConflictError(`Exchange rates are missing for open positions. Missing: ${gaps.join('; ')}.`);
    const aggregated = rows.map(({ missing: _missing, ...r }) => ({
      ...r,
      quantity: dec(r.quantity),
      avgEntry: dec(r.avgEntry),
      exposure: dec(r.exposure),
    }));
    const markets = [...new Set(aggregated.map((p) => p.market))].sort();
    const byMarket = markets.map((market) => {
      const positions = aggregated.filter((p) => p.market === market);
      return {
        market,
        count: positions.length,
        exposure: dec(positions.reduce((s, p) => s.plus(p.exposure), new D(0))),
        positions,
      };
    });
    return {
      totalPositions: aggregated.length,
      totalExposure: dec(aggregated.reduce((s, p) => s.plus(p.exposure), new D(0))),
      byMarket,
      aggregated,
    };
  }

  async assetPerformance(scope: AnalyticsScope, limit?: number | null) {
    const n = positiveInt(limit, 'limit', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    return buckets.assetPerformance((await this.aggregates(scope)).buckets, n);
  }

  async topSymbols(scope: AnalyticsScope, limit?: number | null) {
    const n = positiveInt(limit, 'limit', 10);
    return (await this.assetPerformance(scope, null)).slice(0, n).map((a, i) => ({
      rank: i + 1,
      symbol: a.symbol,
      market: a.market,
      trades: a.totalTrades,
      winRate: a.winRate,
      totalPnl: a.totalPnl,
    }));
  }

  async streaks(scope: AnalyticsScope) {
    await this.info(scope);
    if (await this.useDays(scope, true)) return this.memoized(scope, 'streak-days', () => this.streaksByDay(scope));
    const data = await this.memoized(scope, 'streaks', () => queryStreaks(this.sql(scope), scope, STREAK_BARS));
    const last = data.islands[data.islands.length - 1];
    return withLazyBars(
      { current: last ? last.sign * last.count : 0, bestWinStreak: data.bestWin, worstLossStreak: data.worstLoss },
      () => {
        const signs = data.recent.map((b) => signOf(b.pnl));
        const windowStart = data.recent[0]?.rn ?? 1;
        const nonZero = data.recent.filter((_, i) => signs[i] !== 0).map((b) => b.rn);
        const walk = walkStreaks(signs, streakBefore(data.islands, windowStart, nonZero));
        return data.recent.map((b, i) => ({
          tradeId: b.tradeId,
          entryDate: b.entryDate,
          pnl: dec(b.pnl),
          streak: walk[i],
        }));
      },
    );
  }

  /** Streaks from the day summaries: fold the days, walk the last days' trades from the streak before them. */
  private async streaksByDay(scope: AnalyticsScope) {
    const data = await queryStreakDays(this.sql(scope), scope, STREAK_BARS);
    const { days } = data;
    const all = foldStreakDays(days);
    return withLazyBars({ current: all.current, bestWinStreak: all.bestWin, worstLossStreak: all.worstLoss }, () => {
      const tailSigns = data.tailSigns();
      const recent = data.recent();
      const before = foldStreakDays(days.filter((d) => d.beforeCut));
      const walk = walkStreaks(tailSigns, before.current);
      // `recent` is the tail's last STREAK_BARS trades: their streaks end the walk.
      const from = tailSigns.length - recent.length;
      return recent.map((b, i) => ({
        tradeId: b.tradeId,
        entryDate: b.entryDate,
        pnl: dec(b.pnl),
        streak: walk[from + i],
      }));
    });
  }

  async monthlyPnl(scope: AnalyticsScope, months?: number | null) {
    const n = positiveInt(months, 'months', 12, 120);
    return buckets.monthlyPnl((await this.aggregates(scope)).buckets, this.today(scope), n);
  }

  async byWeekday(scope: AnalyticsScope) {
    return buckets.byWeekday((await this.aggregates(scope)).buckets);
  }

  async byHour(scope: AnalyticsScope) {
    return buckets.byHour(await this.checked(scope, 'hours', () => queryHours(this.sql(scope), scope)));
  }

  async topTrades(scope: AnalyticsScope, limit?: number | null) {
    const n = positiveInt(limit, 'limit', 5, 100);
    const base = await this.convertedTo(scope);
    return this.checked(scope, `top:${n}`, () => queryTopTrades(this.sql(scope), scope, n, base));
  }

  /**
   * Both scatter charts' points, column-oriented (entry i of every list is one trade): a handful
   * of leaf lists, not 2,000 objects, and one series for both charts (bench/README.md).
   */
  async scatter(scope: AnalyticsScope) {
    const rows = await this.checked(scope, 'scatter', () => queryScatter(this.sql(scope), scope, SCATTER_LIMIT));
    return {
      tradeIds: rows.map((r) => r.tradeId),
      symbols: rows.map((r) => r.symbol),
      pnl: rows.map((r) => dec(r.pnl)),
      risk: rows.map((r) => r.risk),
      reward: rows.map((r) => r.reward),
      hours: rows.map((r) => r.hours),
    };
  }

  async activityCalendar(scope: AnalyticsScope) {
    return buckets.activityCalendar((await this.aggregates(scope)).buckets, this.today(scope));
  }

  async weekSummary(scope: AnalyticsScope) {
    return buckets.weekSummary((await this.aggregates(scope)).buckets, this.today(scope));
  }

  private async dailyFigures(scope: AnalyticsScope, date?: string | null): Promise<DailyFigures> {
    const d = await this.daily(scope, date);
    return {
      date: d.date,
      dailyPnl: Number(d.dailyPnl),
      dailyPnlText: String(d.dailyPnl),
      totalTrades: d.totalTrades,
      closedTrades: d.closedTrades,
      winRate: d.winRate,
      rrRatio: d.rrRatio,
    };
  }

  async tradingPlan(scope: AnalyticsScope, date?: string | null) {
    return evaluateTradingPlan(await this.dailyFigures(scope, date));
  }

  async alerts(scope: AnalyticsScope, date?: string | null) {
    const [figures, info] = await Promise.all([this.dailyFigures(scope, date), this.info(scope)]);
    return evaluateAlerts(figures, info.currency);
  }

  async expectancy(scope: AnalyticsScope) {
    const { totals: t } = await this.aggregates(scope);
    const wilson = wilsonInterval(t.wins, t.closed);
    const value = t.closed === 0 ? null : new D(t.pnl).div(t.closed);
    const half = meanHalfWidth(t.closed, Number(t.pnl), Number(t.pnlSquares));
    const round = (x: InstanceType<typeof D>) => x.toDecimalPlaces(AVERAGE_DP).toFixed();
    return {
      trades: t.closed,
      value: value && round(value),
      ciLow: value && half !== null ? round(value.minus(half)) : null,
      ciHigh: value && half !== null ? round(value.plus(half)) : null,
      winRate: t.closed === 0 ? null : winRate(t.wins, t.closed),
      winRateCiLow: wilson?.low ?? null,
      winRateCiHigh: wilson?.high ?? null,
    };
  }

  async rMultiples(scope: AnalyticsScope) {
    const { totals: t } = await this.aggregates(scope);
    return {
      trades: t.rTrades,
      averageR: t.rTrades === 0 ? null : new D(t.rSum).div(t.rTrades).toNumber(),
      sqn: systemQualityNumber(t.rTrades, Number(t.rSum), Number(t.rSquares)),
      reliable: t.rTrades >= SQN_RELIABLE_MIN_TRADES,
    };
  }

  async byEmotionalTag(scope: AnalyticsScope) {
    const base = await this.convertedTo(scope);
    const rows = await this.checked(scope, 'tags', () => queryByTag(this.sql(scope), scope, base));
    return rows.map((r) => ({ key: r.key, pnl: dec(r.pnl), trades: r.n, winRate: winRate(r.wins, r.closed) }));
  }

  async byStrategy(scope: AnalyticsScope) {
    const [{ strategyNames }, { buckets: rows }] = await Promise.all([this.info(scope), this.aggregates(scope)]);
    return buckets.byStrategy(rows, strategyNames);
  }

  async byMarket(scope: AnalyticsScope) {
    return buckets.byMarket((await this.aggregates(scope)).buckets);
  }

  async holdingTimes(scope: AnalyticsScope) {
    const { totals: t } = await this.aggregates(scope);
    const hours = (secs: string, n: number) => (n === 0 ? null : new D(secs).div(n).div(3600).toNumber());
    return {
      winsHours: hours(t.winHoldSecs, t.winHoldN),
      lossesHours: hours(t.lossHoldSecs, t.lossHoldN),
      breakevenHours: hours(t.breakevenHoldSecs, t.breakevenHoldN),
    };
  }

  /**
   * Report statistics over the period's exact window (reportWindow: a preset ends now and reaches
   * back 1 day, 7 days, 1 month or 1 year to the minute). Spec: profit factor here is average win /
   * |average loss|; the dashboard's gross profit / |gross loss| is beside it (issue 27 item 11).
   */
  async report(scope: AnalyticsScope, period: string, from?: string | null, to?: string | null) {
    const p = parseReportPeriod(period);
    const window = reportWindow(p, this.now(), scope.viewer.timezone, from, to);
    const base = await this.convertedTo(scope);
    // A custom range is whole local days: the day range is the same window, and keeps its index plan.
    const exact = p === 'custom' ? null : window;
    const r = await this.checked(scope, `report:${window.start}:${window.end}`, () =>
      queryRange(this.sql(scope), scope, window.from, window.to, base, exact),
    );
    const averageWin = mean(r.winSum, r.wins);
    const averageLoss = mean(r.lossSum, r.losses);
    return {
      period: p,
      from: window.from ?? r.firstDay ?? window.to,
      to: window.to,
      start: window.start ?? (r.firstEntry ? new Date(r.firstEntry).toISOString() : window.end),
      end: window.end,
      grossProfitFactor: ratio(r.winSum, r.lossSum),
      totalPnl: dec(r.pnl),
      winRate: winRate(r.wins, r.closed),
      totalTrades: r.n,
      wins: r.wins,
      losses: r.losses,
      profitFactor: r.losses === 0 ? null : ratio(averageWin, averageLoss),
      averageWin,
      averageLoss,
    };
  }
}
