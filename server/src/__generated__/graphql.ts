import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserEntity } from '../db/entities/user.entity';
import type { TradingAccountEntity } from '../db/entities/trading-account.entity';
import type { StrategyEntity } from '../db/entities/strategy.entity';
import type { TradeEntity } from '../db/entities/trade.entity';
import type { TradeFill } from '../modules/trades/trade-executions.loader';
import type { TradePageModel } from '../modules/trades/trades.service';
import type { TradeConnectionModel, TradeEdgeModel } from '../modules/trades/trade-connection';
import type { AnalyticsScope } from '../modules/figure-scope/analytics.scope';
import type { ImportBatch as ImportBatchModel, ImportSummary as ImportSummaryModel } from '../modules/imports/import-batch';
import type { ImportPreview as ImportPreviewModel } from '../modules/imports/imports.service';
import type { RoundTrip } from '../domain/executions/round-trips';
import type { MappingTemplate } from '../modules/imports/mapping-templates.service';
import type { ContractMultiplierRow } from '../modules/trades/contract-multipliers.service';
import type { AccessTokenEntity } from '../db/entities/access-token.entity';
import type { CashFlow as CashFlowModel } from '../modules/cash-flows/cash-flows.service';
import type { AccountReturns as AccountReturnsModel } from '../modules/returns/returns.service';
import type { Playbook as PlaybookModel } from '../modules/playbooks/playbooks.service';
import type { JournalDay as JournalDayModel } from '../modules/journal-days/journal-days.service';
import type { JournalTemplate as JournalTemplateModel } from '../modules/journal-days/journal-templates.service';
import type { Attachment as AttachmentModel } from '../modules/attachments/attachments.service';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date | string; output: Date | string; }
  Decimal: { input: string; output: string; }
  LocalDate: { input: string; output: string; }
};

export type AccessToken = {
  __typename?: 'AccessToken';
  createdAt: Scalars['DateTime']['output'];
  /** Null: never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Updated at most once a minute. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  scope: AccessTokenScope;
};

export type AccessTokenScope =
  | 'READ'
  | 'READ_WRITE';

export type Account = {
  __typename?: 'Account';
  /** Every figure of this account, optionally narrowed by the shared filter. */
  analytics: Analytics;
  /** initialBalance + realised pnl of closed trades. */
  balance: Scalars['Decimal']['output'];
  /** Deposits, withdrawals, fees and interest, oldest first. */
  cashFlows: Array<CashFlow>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, uppercased. */
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  initialBalance: Scalars['Decimal']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Defaults: from the account's first balance event (or creation) to today. */
  returns: AccountReturns;
  /** Days judged by the rules in force then; from / to filter the list (inclusive). */
  riskHistory: RiskHistory;
  riskProfile: RiskProfile;
  /** Would this history have passed under `rules` (nothing is saved)? */
  riskReplay: RiskHistory;
  riskStatus: RiskStatus;
  strategy?: Maybe<Strategy>;
  tradeCount: Scalars['Int']['output'];
};


export type AccountAnalyticsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type AccountReturnsArgs = {
  endDate?: InputMaybe<Scalars['LocalDate']['input']>;
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type AccountRiskHistoryArgs = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type AccountRiskReplayArgs = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  rules: RiskRulesInput;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
};

export type AccountChange = {
  __typename?: 'AccountChange';
  /** The account as it is now; null when deleted. */
  account?: Maybe<Account>;
  accountId: Scalars['ID']['output'];
  kind: ChangeKind;
};

/** An account's returns over whole days in the viewer's zone (README 'Returns'). Fractions: 0.052 = 5.2 %. */
export type AccountReturns = {
  __typename?: 'AccountReturns';
  /** Balance at the end of the last day. */
  balanceEnd: Scalars['Decimal']['output'];
  /** Balance at the start of the first day (B₀). */
  balanceStart: Scalars['Decimal']['output'];
  currency: Scalars['String']['output'];
  endDate: Scalars['LocalDate']['output'];
  /** Largest fall of the time-weighted index from its peak, as a fraction. */
  maxDrawdownPct: Scalars['Float']['output'];
  /** Money-weighted (IRR over the period, not annualised): what the money invested earned; null when no rate solves it. */
  moneyWeightedReturn?: Maybe<Scalars['Float']['output']>;
  /** Deposits − withdrawals in the period. */
  netFlows: Scalars['Decimal']['output'];
  startDate: Scalars['LocalDate']['output'];
  /** Time-weighted: the trading performance, unaffected by deposits and withdrawals. */
  timeWeightedReturn: Scalars['Float']['output'];
  /** Realised P&L of the trades closed in the period. */
  tradingPnl: Scalars['Decimal']['output'];
};

export type ActivityCalendar = {
  __typename?: 'ActivityCalendar';
  days: Array<CalendarDay>;
  end: Scalars['LocalDate']['output'];
  /** A Sunday; the calendar is 13 weeks × 7 days from here. */
  start: Scalars['LocalDate']['output'];
};

export type Alert = {
  __typename?: 'Alert';
  /** Stable per rule and day, so a dismissal can be remembered. */
  id: Scalars['String']['output'];
  level: AlertLevel;
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AlertLevel =
  | 'danger'
  | 'info'
  | 'success'
  | 'warning';

/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type Analytics = {
  __typename?: 'Analytics';
  activityCalendar: ActivityCalendar;
  alerts: Array<Alert>;
  assetPerformance: Array<AssetPerformance>;
  /** The account balance including deposits, withdrawals, fees and interest (issue 15). */
  balanceCurve: BalanceCurve;
  byEmotionalTag: Array<GroupStats>;
  byHour: Array<HourStats>;
  byMarket: Array<GroupStats>;
  /** Per playbook of the viewer: its closed trades in scope and what they are worth (issue 30). */
  byPlaybook: Array<PlaybookFigures>;
  /** Per rule of every playbook: expectancy when followed vs when broken, and whether the difference is more than chance. */
  byRule: Array<RuleFigures>;
  byStrategy: Array<GroupStats>;
  /** Per tag of the viewer (setups, mistakes, custom): its closed trades in scope; a mistake's net P&L is its cost. */
  byUserTag: Array<TagFigures>;
  byWeekday: Array<WeekdayStats>;
  /** Over all accounts only (null for one account): the overall figures converted to the base currency. */
  currencySummary?: Maybe<CurrencySummary>;
  /** Stats of one day in the viewer's zone (default today). */
  daily: DailyStats;
  /** Equity from initialBalance (default: the account's; 10000 over all accounts), downsampled to maxPoints. */
  equityCurve: EquityCurve;
  expectancy: Expectancy;
  holdingTimes: HoldingTimes;
  /**
   * The currency of this scope's money figures: the account's; over all accounts the one their trades
   * share, else the base currency, every money sum (overall, daily, report, monthly, the groups, the
   * curves, open positions; also `breakdown`) then converted at each trade's exit day's rate; per-trade
   * figures (top trades, streak bars, scatter) stay in their account's currency.
   * Null when the trades are in several currencies and a rate is missing: those sums then answer
   * CONFLICT naming the missing rates, and `currencySummary` gives the per-currency figures.
   */
  moneyCurrency?: Maybe<Scalars['String']['output']>;
  monthlyPnl: Array<MonthlyPnl>;
  openPositions: OpenPositions;
  overall: OverallStats;
  rMultiples: RMultipleStats;
  report: ReportStats;
  /** The risk-vs-reward and duration-vs-P&L scatter charts' points: one series for both. */
  scatter: TradeScatter;
  streaks: Streaks;
  topSymbols: Array<SymbolRank>;
  topTrades: TopTrades;
  tradingPlan: TradingPlan;
  weekSummary: WeekSummary;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsAlertsArgs = {
  date?: InputMaybe<Scalars['LocalDate']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsAssetPerformanceArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsBalanceCurveArgs = {
  maxPoints?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsDailyArgs = {
  date?: InputMaybe<Scalars['LocalDate']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsEquityCurveArgs = {
  initialBalance?: InputMaybe<Scalars['Decimal']['input']>;
  maxPoints?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsMonthlyPnlArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsReportArgs = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  period: ReportPeriod;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsTopSymbolsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsTopTradesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Money in these figures is exact (`Decimal`: NUMERIC sums of the stored amounts; averages to 8
 * places). Over accounts in several currencies a converted amount keeps the rate's digits
 * (1011.74481184553075302288) so that sums of sums stay exact; screens, the CSV and the PDF round what
 * they print half-even to the currency's minor unit (JPY 0, USD 2, BHD 3). Rounded in the answer
 * itself: `equityCurve` over all accounts without `initialBalance` and `breakdown` over several
 * currencies (half-even to the minor unit), `balanceCurve`'s converted series and
 * `currencySummary.converted` (to the cent).
 */
export type AnalyticsTradingPlanArgs = {
  date?: InputMaybe<Scalars['LocalDate']['input']>;
};

/** The shared analytics filter: every figure can be narrowed by it. */
export type AnalyticsFilter = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  market?: InputMaybe<Market>;
  strategyId?: InputMaybe<Scalars['ID']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
  tradeType?: InputMaybe<TradeType>;
};

export type AssetPerformance = {
  __typename?: 'AssetPerformance';
  losses: Scalars['Int']['output'];
  market: Market;
  symbol: Scalars['String']['output'];
  totalPnl: Scalars['Decimal']['output'];
  totalTrades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
  wins: Scalars['Int']['output'];
};

/**
 * A screenshot on a trade or a day (issue 31): re-encoded without its metadata (EXIF, GPS), with a
 * WebP thumbnail. `url` and `thumbnailUrl` answer only to their owner's bearer token (REST
 * /api/attachments/{id}); upload with POST /api/attachments (multipart).
 */
export type Attachment = {
  __typename?: 'Attachment';
  bytes: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

/**
 * The balance of the scope's account(s) with cash flows, per day in the viewer's zone. One series
 * in `currency` (the account's; over accounts in several currencies the base currency, each day
 * converted at its rate); with a missing rate one unconverted series per currency and `notice`.
 * Trade filters (market, symbol, strategy, type) do not narrow a balance; from/to clip the days.
 */
export type BalanceCurve = {
  __typename?: 'BalanceCurve';
  /** True when the series is the sum of several currencies converted to the base currency. */
  converted: Scalars['Boolean']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  missingRates: Array<MissingRate>;
  notice?: Maybe<Scalars['String']['output']>;
  series: Array<BalanceSeries>;
};

/** One local day of a balance walk. */
export type BalancePoint = {
  __typename?: 'BalancePoint';
  /** Balance at the end of the day: initial balance + deposits − withdrawals + interest − fees + realised P&L to date. */
  balance: Scalars['Decimal']['output'];
  date: Scalars['LocalDate']['output'];
  /** The day's cash flows: deposits − withdrawals + interest − fees (0: no flow that day). */
  flow: Scalars['Decimal']['output'];
  /** The day's realised P&L. */
  pnl: Scalars['Decimal']['output'];
  /** Realised P&L to the end of the day, counted from the first shown day (from the filter's `from`, else the start). */
  tradingPnl: Scalars['Decimal']['output'];
};

export type BalanceSeries = {
  __typename?: 'BalanceSeries';
  currency: Scalars['String']['output'];
  finalBalance: Scalars['Decimal']['output'];
  /** At most maxPoints days: the first and last, every day with a flow, each bucket's lowest and highest. */
  points: Array<BalancePoint>;
  /** Days with a balance event before downsampling. */
  totalPoints: Scalars['Int']['output'];
};

export type Breakdown = {
  __typename?: 'Breakdown';
  groupBy: Array<BreakdownDimension>;
  metrics: Array<BreakdownMetric>;
  /** At most `limit` groups (groups without trades are not listed). */
  rows: Array<BreakdownRow>;
  /** Groups before the limit. */
  totalGroups: Scalars['Int']['output'];
};

/** A dimension to group trades by. Days, weekdays, hours, months and years are the viewer's time zone's. */
export type BreakdownDimension =
  | 'ACCOUNT'
  /** A trade with several tags counts in each; trades without a tag are left out (as in analytics). */
  | 'EMOTIONAL_TAG'
  /** exit − entry: open, < 5 min, 5 min – 1 h, 1 – 4 h, 4 h – 1 day, 1 day – 1 week, ≥ 1 week (key 0 … 5, open = null). */
  | 'HOLDING_TIME'
  /** 0 … 23 */
  | 'HOUR'
  | 'MARKET'
  /** YYYY-MM */
  | 'MONTH'
  /**
   * R = pnl / (|entry − initial stop| × quantity × multiplier), as the R-multiple statistics: < −2R, −2R – −1R,
   * −1R – 0R, 0R – 1R, 1R – 2R, 2R – 3R, ≥ 3R (key 0 … 6; no R — open or without an initial stop — is null).
   */
  | 'R_MULTIPLE'
  /** long / short */
  | 'SIDE'
  /** No strategy is its own group (key null). */
  | 'STRATEGY'
  | 'SYMBOL'
  /** 0 = Sunday … 6 = Saturday. */
  | 'WEEKDAY'
  /** YYYY */
  | 'YEAR';

/** One group's value on one dimension. */
export type BreakdownKey = {
  __typename?: 'BreakdownKey';
  dimension: BreakdownDimension;
  /** Readable: a name, a weekday, a bucket's range. */
  label: Scalars['String']['output'];
  /** The raw key (an id, a symbol, 0 … 23, YYYY-MM, a bucket index); null for no strategy, open or no R. */
  value?: Maybe<Scalars['String']['output']>;
};

/**
 * A figure per group, defined exactly as on the dashboard and the analytics screen: win, loss and
 * breakeven by the trade's result (its net pnl against the breakeven tolerance); closed = with a pnl (net of fees).
 */
export type BreakdownMetric =
  /** Mean pnl of losses (negative), 8 decimal places. */
  | 'AVERAGE_LOSS'
  /** Mean R (on the initial stop) of closed trades with an initial stop; null without any. */
  | 'AVERAGE_R'
  /** Mean pnl of wins, 8 decimal places. */
  | 'AVERAGE_WIN'
  /** Every trade, open ones included (totalTrades). */
  | 'COUNT'
  /** Mean pnl per closed trade, 8 decimal places; null without closed trades. */
  | 'EXPECTANCY'
  /** Fees of the closed trades. */
  | 'FEES'
  /** Sum of pnl + fees over closed trades (before fees): GROSS_PNL − FEES = NET_PNL. */
  | 'GROSS_PNL'
  /** The most negative pnl (0 without losses). */
  | 'LARGEST_LOSS'
  /** The largest pnl > 0 (0 without wins). */
  | 'LARGEST_WIN'
  | 'LOSSES'
  /** Sum of pnl (net of fees). */
  | 'NET_PNL'
  /** gross profit / |gross loss|; null without losses. */
  | 'PROFIT_FACTOR'
  | 'WINS'
  /** wins / closed × 100 (0 without closed trades). */
  | 'WIN_RATE';

export type BreakdownOrder = {
  direction?: InputMaybe<SortDirection>;
  /** Sort groups by this metric (it must be among the requested ones); omitted: by the dimensions' natural order. */
  metric?: InputMaybe<BreakdownMetric>;
};

/**
 * One group. Only the requested metrics are filled; the others are null. Money is exact in one
 * currency; over accounts in several it is converted, ordered on the exact figures and answered
 * rounded half-even to the base currency's minor unit.
 */
export type BreakdownRow = {
  __typename?: 'BreakdownRow';
  averageLoss?: Maybe<Scalars['Decimal']['output']>;
  averageR?: Maybe<Scalars['Float']['output']>;
  averageWin?: Maybe<Scalars['Decimal']['output']>;
  count?: Maybe<Scalars['Int']['output']>;
  expectancy?: Maybe<Scalars['Decimal']['output']>;
  fees?: Maybe<Scalars['Decimal']['output']>;
  grossPnl?: Maybe<Scalars['Decimal']['output']>;
  /** One key per groupBy dimension, in the same order. */
  keys: Array<BreakdownKey>;
  largestLoss?: Maybe<Scalars['Decimal']['output']>;
  largestWin?: Maybe<Scalars['Decimal']['output']>;
  losses?: Maybe<Scalars['Int']['output']>;
  netPnl?: Maybe<Scalars['Decimal']['output']>;
  profitFactor?: Maybe<Scalars['Float']['output']>;
  winRate?: Maybe<Scalars['Float']['output']>;
  wins?: Maybe<Scalars['Int']['output']>;
};

/**
 * Net P&L within ± `value` (inclusive) is a breakeven (issue 33 item 2). Money: in each trade's
 * account currency. Default money 0: a breakeven is exactly 0 net. Ticks are refused while no
 * instrument carries a tick size.
 */
export type BreakevenTolerance = {
  __typename?: 'BreakevenTolerance';
  /** money | ticks */
  mode: Scalars['String']['output'];
  /** Exact, at least 0. */
  value: Scalars['Decimal']['output'];
};

/** Both required; `mode` money (ticks: BAD_USER_INPUT until instruments carry tick sizes), `value` ≥ 0, at most 8 decimals. */
export type BreakevenToleranceInput = {
  mode: Scalars['String']['input'];
  value: Scalars['Decimal']['input'];
};

/** The tolerance as saved, and how many closed trades changed result. */
export type BreakevenToleranceSaved = {
  __typename?: 'BreakevenToleranceSaved';
  reclassifiedTrades: Scalars['Int']['output'];
  tolerance: BreakevenTolerance;
};

export type BulkTagsInput = {
  addTagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Every trade built from this import's fills (the import page's "tag its trades"). Not with tradeIds. */
  importBatchId?: InputMaybe<Scalars['ID']['input']>;
  /** Left out: kept; null: cleared; an id: set (rule checks of another playbook are removed). */
  playbookId?: InputMaybe<Scalars['ID']['input']>;
  removeTagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The trades to change; or, instead, importBatchId. */
  tradeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type BulkTagsResult = {
  __typename?: 'BulkTagsResult';
  /** Trades changed. */
  updated: Scalars['Int']['output'];
};

export type CalendarDay = {
  __typename?: 'CalendarDay';
  date: Scalars['LocalDate']['output'];
  pnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
};

export type CashFlow = {
  __typename?: 'CashFlow';
  accountId: Scalars['ID']['output'];
  /** Always positive; the kind carries the sign. */
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: CashFlowKind;
  note?: Maybe<Scalars['String']['output']>;
  occurredAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Nullable fields so that the server can answer a missing value with its message. On update, omitted fields keep their value. */
export type CashFlowInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  kind?: InputMaybe<CashFlowKind>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** An instant, or a wall-clock date(-time) read in the viewer's time zone. */
  occurredAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CashFlowKind =
  | 'deposit'
  | 'fee'
  | 'interest'
  | 'withdrawal';

export type ChangeKind =
  | 'CREATED'
  | 'DELETED'
  /** Several at once (an import or its undo): refetch the list. */
  | 'MANY'
  | 'UPDATED';

/** A generic CSV column mapping (column names of the file; format=generic). */
export type ColumnMapping = {
  __typename?: 'ColumnMapping';
  commission?: Maybe<Scalars['String']['output']>;
  /** MDY, DMY or YMD. */
  dateOrder?: Maybe<Scalars['String']['output']>;
  /** '.' or ','. */
  decimalMark?: Maybe<Scalars['String']['output']>;
  executedAt: Scalars['String']['output'];
  executionId?: Maybe<Scalars['String']['output']>;
  fees?: Maybe<Array<Scalars['String']['output']>>;
  market?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['String']['output']>;
  price: Scalars['String']['output'];
  quantity: Scalars['String']['output'];
  side: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  time?: Maybe<Scalars['String']['output']>;
};

export type ColumnMappingInput = {
  commission?: InputMaybe<Scalars['String']['input']>;
  dateOrder?: InputMaybe<Scalars['String']['input']>;
  decimalMark?: InputMaybe<Scalars['String']['input']>;
  executedAt: Scalars['String']['input'];
  executionId?: InputMaybe<Scalars['String']['input']>;
  fees?: InputMaybe<Array<Scalars['String']['input']>>;
  market?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['String']['input'];
  quantity: Scalars['String']['input'];
  side: Scalars['String']['input'];
  symbol: Scalars['String']['input'];
  time?: InputMaybe<Scalars['String']['input']>;
};

/** A futures root's point value (money per 1.0 of price per contract): the built-in table's, the user's, and the one used. */
export type ContractMultiplier = {
  __typename?: 'ContractMultiplier';
  builtIn?: Maybe<Scalars['Decimal']['output']>;
  /** The product's name (built-in roots). */
  name?: Maybe<Scalars['String']['output']>;
  /** The user's own value (overrides or adds a root). */
  own?: Maybe<Scalars['Decimal']['output']>;
  /** What the trade form and the import use: own, else builtIn. */
  pointValue: Scalars['Decimal']['output'];
  root: Scalars['String']['output'];
};

export type CreateAccessTokenInput = {
  /** Optional; must be in the future. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  scope: AccessTokenScope;
};

export type CreateAccessTokenPayload = {
  __typename?: 'CreateAccessTokenPayload';
  accessToken: AccessToken;
  /** The bearer secret (clg_…), shown only in this answer; the server keeps only its hash. */
  secret: Scalars['String']['output'];
};

/** Nullable fields so that the server can answer a missing value with the spec's message. */
export type CreateAccountInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  initialBalance?: InputMaybe<Scalars['Decimal']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Strategy name; created for the user when new. Null or empty: no strategy. */
  strategy?: InputMaybe<Scalars['String']['input']>;
};

/** Overall figures in one currency (an account currency, or the base currency when converted). */
export type CurrencyFigures = {
  __typename?: 'CurrencyFigures';
  averageLoss: Scalars['Decimal']['output'];
  averageWin: Scalars['Decimal']['output'];
  closedTrades: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  grossLoss: Scalars['Decimal']['output'];
  grossProfit: Scalars['Decimal']['output'];
  losingTrades: Scalars['Int']['output'];
  profitFactor?: Maybe<Scalars['Float']['output']>;
  totalPnl: Scalars['Decimal']['output'];
  totalTrades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
  winningTrades: Scalars['Int']['output'];
};

export type CurrencySummary = {
  __typename?: 'CurrencySummary';
  /** The setting, else the first account's currency; null without accounts. */
  baseCurrency?: Maybe<Scalars['String']['output']>;
  /** All accounts in the base currency (each trade at its exit day's rate, to the cent); null when a rate is missing. */
  converted?: Maybe<CurrencyFigures>;
  /** Per account currency, unconverted. */
  currencies: Array<CurrencyFigures>;
  missingRates: Array<MissingRate>;
  /** Set when rates are missing: show `currencies` instead of a total. */
  notice?: Maybe<Scalars['String']['output']>;
};

export type DailyStats = {
  __typename?: 'DailyStats';
  avgLoss: Scalars['Decimal']['output'];
  avgWin: Scalars['Decimal']['output'];
  closedTrades: Scalars['Int']['output'];
  dailyPnl: Scalars['Decimal']['output'];
  date: Scalars['LocalDate']['output'];
  largestLoss: Scalars['Decimal']['output'];
  largestWin: Scalars['Decimal']['output'];
  losingTrades: Scalars['Int']['output'];
  openTrades: Scalars['Int']['output'];
  /** average win / |average loss|; null when undefined. */
  rrRatio?: Maybe<Scalars['Float']['output']>;
  totalTrades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
  /** Wins ÷ (wins + losses) × 100; null with neither. */
  winRateExcludingBreakeven?: Maybe<Scalars['Float']['output']>;
  winningTrades: Scalars['Int']['output'];
};

export type DayCutoff = {
  __typename?: 'DayCutoff';
  /** HH:MM: the trading day closes here (17:00 New York for many firms). */
  time: Scalars['String']['output'];
  zone: Scalars['String']['output'];
};

export type DayCutoffInput = {
  time?: InputMaybe<Scalars['String']['input']>;
  zone?: InputMaybe<Scalars['String']['input']>;
};

/** A 95 % interval of an amount. */
export type DecimalInterval = {
  __typename?: 'DecimalInterval';
  high: Scalars['Decimal']['output'];
  low: Scalars['Decimal']['output'];
};

export type DrawdownMode =
  /** From the initial balance (moved by deposits and withdrawals). */
  | 'static'
  /** Trailing the highest end-of-day balance. */
  | 'trailing_eod'
  /** Trailing the highest balance after any closed trade. */
  | 'trailing_intraday';

export type EmotionalTag =
  | 'anxious'
  | 'confident'
  | 'disciplined'
  | 'distracted'
  | 'fearful'
  | 'focused'
  | 'impulsive'
  | 'patient';

/**
 * One account: from its initial balance (or `initialBalance`), exact. All accounts without
 * `initialBalance` (issue 27): the real money — every account's initial balance, then its cash flows
 * and the filtered closed trades' P&L in time order, each converted to `Analytics.moneyCurrency` at
 * its local day's rate — one point per closed trade and per cash flow, drawdown taken on that
 * balance; amounts rounded half-even to the currency's minor unit.
 */
export type EquityCurve = {
  __typename?: 'EquityCurve';
  finalBalance: Scalars['Decimal']['output'];
  initialBalance: Scalars['Decimal']['output'];
  maxDrawdown: Scalars['Decimal']['output'];
  /** As a positive percentage of the peak it fell from. */
  maxDrawdownPercent: Scalars['Float']['output'];
  /** At most maxPoints points; peaks and troughs kept. */
  points: Array<EquityPoint>;
  /** Points before downsampling (one per closed trade). */
  totalPoints: Scalars['Int']['output'];
};

export type EquityPoint = {
  __typename?: 'EquityPoint';
  balance: Scalars['Decimal']['output'];
  date: Scalars['DateTime']['output'];
  drawdown: Scalars['Decimal']['output'];
  /** Drawdown over peak, as a negative percentage (0 at a new peak). */
  drawdownPercent: Scalars['Float']['output'];
  peak: Scalars['Decimal']['output'];
};

export type ExecutionSide =
  | 'buy'
  | 'sell';

export type Expectancy = {
  __typename?: 'Expectancy';
  ciHigh?: Maybe<Scalars['Decimal']['output']>;
  ciLow?: Maybe<Scalars['Decimal']['output']>;
  trades: Scalars['Int']['output'];
  /** Mean pnl per closed trade; null with no closed trade. */
  value?: Maybe<Scalars['Decimal']['output']>;
  winRate?: Maybe<Scalars['Float']['output']>;
  winRateCiHigh?: Maybe<Scalars['Float']['output']>;
  winRateCiLow?: Maybe<Scalars['Float']['output']>;
  /** Wins ÷ (wins + losses) × 100: the win rate without breakevens; null with neither. */
  winRateExcludingBreakeven?: Maybe<Scalars['Float']['output']>;
};

export type FiguresChange = {
  __typename?: 'FiguresChange';
  accountId: Scalars['ID']['output'];
};

export type FxImportResult = {
  __typename?: 'FxImportResult';
  from: Scalars['LocalDate']['output'];
  imported: Scalars['Int']['output'];
  to: Scalars['LocalDate']['output'];
};

/** 1 base = rate quote on a day; the last known rate carries forward to later days. */
export type FxRate = {
  __typename?: 'FxRate';
  base: Scalars['String']['output'];
  date: Scalars['LocalDate']['output'];
  quote: Scalars['String']['output'];
  rate: Scalars['Decimal']['output'];
};

export type FxRateInput = {
  base: Scalars['String']['input'];
  date: Scalars['LocalDate']['input'];
  quote: Scalars['String']['input'];
  rate: Scalars['Decimal']['input'];
};

export type FxRateSource =
  | 'BROKER'
  | 'USER';

/** What a group of closed trades is worth; intervals null under too few trades. */
export type GroupFigures = {
  __typename?: 'GroupFigures';
  averageR?: Maybe<Scalars['Float']['output']>;
  /** Mean P&L per trade. */
  expectancy?: Maybe<Scalars['Decimal']['output']>;
  /** Student's t interval of the mean. */
  expectancyInterval?: Maybe<DecimalInterval>;
  netPnl: Scalars['Decimal']['output'];
  /** Net P&L per trade. */
  perTrade?: Maybe<Scalars['Decimal']['output']>;
  profitFactor?: Maybe<Scalars['Float']['output']>;
  /** Trades with an R (a stop loss apart from the entry). */
  rTrades: Scalars['Int']['output'];
  trades: Scalars['Int']['output'];
  winRate?: Maybe<Scalars['Float']['output']>;
  /** Wilson score interval. */
  winRateInterval?: Maybe<PercentInterval>;
  wins: Scalars['Int']['output'];
};

export type GroupStats = {
  __typename?: 'GroupStats';
  key: Scalars['String']['output'];
  pnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
};

export type HoldingTimes = {
  __typename?: 'HoldingTimes';
  breakevenHours?: Maybe<Scalars['Float']['output']>;
  lossesHours?: Maybe<Scalars['Float']['output']>;
  winsHours?: Maybe<Scalars['Float']['output']>;
};

export type HourStats = {
  __typename?: 'HourStats';
  /** 0 … 23 in the viewer's zone. */
  hour: Scalars['Int']['output'];
  trades: Scalars['Int']['output'];
  /** null when no closed trade in that hour. */
  winRate?: Maybe<Scalars['Float']['output']>;
};

export type ImportBatch = {
  __typename?: 'ImportBatch';
  accountId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Why it failed, in words the user can act on. */
  error?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The parser's id (tradovate-performance, ibkr-flex-xml, …). */
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What a running import is doing now; null when it is not running. */
  phase?: Maybe<ImportPhase>;
  /** It failed on the server (not because of what the file holds): the file was kept and retryImport queues it again. */
  retryable: Scalars['Boolean']['output'];
  /** File rows done overall (reading, matching and writing together); never goes back, reaches rowsTotal at the end. */
  rowsDone: Scalars['Int']['output'];
  /** File rows compared with the account's fills (de-duplication) so far. */
  rowsMatched: Scalars['Int']['output'];
  /** File rows read (parsed) so far. */
  rowsRead: Scalars['Int']['output'];
  rowsTotal: Scalars['Int']['output'];
  /** File rows written (fills stored, then their trades built) so far. */
  rowsWritten: Scalars['Int']['output'];
  /** Estimated seconds left while it runs, from its pace so far; null until it can be estimated. */
  secondsLeft?: Maybe<Scalars['Int']['output']>;
  status: ImportStatus;
  summary?: Maybe<ImportSummary>;
  /** IANA zone for the file's times that carry none. */
  timezone: Scalars['String']['output'];
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A currency an import converts into the account's. */
export type ImportConversion = {
  __typename?: 'ImportConversion';
  executions: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  maxRate: Scalars['Decimal']['output'];
  /** The lowest and highest rate applied, as account units per one unit of from. */
  minRate: Scalars['Decimal']['output'];
  source: FxRateSource;
  to: Scalars['String']['output'];
};

export type ImportFileInput = {
  accountId: Scalars['ID']['input'];
  /** The file's text. */
  content: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  /** auto (detected from the header) or a parser id. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** IANA zone for times without one; default the viewer's zone. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** A column mapping saved under a name; applied automatically to a file with the same header. */
export type ImportMappingTemplate = {
  __typename?: 'ImportMappingTemplate';
  /** The column names of the file it was made for. */
  header: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mapping: ColumnMapping;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ImportMappingTemplateInput = {
  header: Array<Scalars['String']['input']>;
  mapping: ColumnMappingInput;
  /** Saving under an existing name replaces that template. */
  name: Scalars['String']['input'];
};

/** An instrument refused for want of an exchange rate; message says which and how to fix it. */
export type ImportMissingRate = {
  __typename?: 'ImportMissingRate';
  currency: Scalars['String']['output'];
  day: Scalars['String']['output'];
  executions: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** The steps of a running import, each counted in file rows. */
export type ImportPhase =
  | 'MATCH'
  | 'PARSE'
  | 'WRITE';

export type ImportPreview = {
  __typename?: 'ImportPreview';
  /** The broker accounts the file names (several in one Fidelity file); every row goes to the chosen account. */
  brokerAccounts: Array<Scalars['String']['output']>;
  /** The file's cash flows the account already holds: re-importing them adds nothing. */
  cashFlowDuplicates: Scalars['Int']['output'];
  /** Deposits, withdrawals, interest and fees the import would add as cash flows (new to the account). */
  cashFlows: Scalars['Int']['output'];
  /** Round trips of the new executions (duplicates left out). */
  closed: Scalars['Int']['output'];
  /** The currencies converted into the account's, and whose rates (issue 27). */
  conversions: Array<ImportConversion>;
  /** Executions the account already holds (same rule as the import): re-importing them adds nothing. */
  duplicates: Scalars['Int']['output'];
  errors: Array<ImportRowError>;
  executions: Scalars['Int']['output'];
  /** The first 50 round trips. */
  firstRoundTrips: Array<ImportRoundTrip>;
  format: Scalars['String']['output'];
  /** Instruments the import refuses: no rate from their currency to the account's on that day (the first 100). */
  missingRates: Array<ImportMissingRate>;
  netPnl: Scalars['Decimal']['output'];
  open: Scalars['Int']['output'];
  rowsSkipped: Array<ImportSkippedRows>;
  rowsTotal: Scalars['Int']['output'];
  unmatchedCloses: Scalars['Int']['output'];
  /** Worth a look before importing: futures roots with no known contract size (1 assumed). */
  warnings: Array<Scalars['String']['output']>;
};

/** A round trip the file makes on its own (preview). */
export type ImportRoundTrip = {
  __typename?: 'ImportRoundTrip';
  entryDate: Scalars['DateTime']['output'];
  entryPrice: Scalars['Decimal']['output'];
  exitDate?: Maybe<Scalars['DateTime']['output']>;
  exitPrice?: Maybe<Scalars['Decimal']['output']>;
  fees: Scalars['Decimal']['output'];
  pnl?: Maybe<Scalars['Decimal']['output']>;
  quantity: Scalars['Decimal']['output'];
  symbol: Scalars['String']['output'];
  tradeType: TradeType;
};

export type ImportRowError = {
  __typename?: 'ImportRowError';
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

/** Rows that are neither trades nor cash flows (dividends, totals, rejected orders, a deposit in another currency…), counted by kind. */
export type ImportSkippedRows = {
  __typename?: 'ImportSkippedRows';
  count: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
};

export type ImportStatus =
  | 'done'
  | 'failed'
  | 'queued'
  | 'running'
  | 'undone';

export type ImportSummary = {
  __typename?: 'ImportSummary';
  /** Deposits, withdrawals, interest and fees of the file that became cash flows of the account. */
  cashFlowsAdded: Scalars['Int']['output'];
  /** The file's cash flows the account already held (a re-import): not added twice. */
  cashFlowsDuplicate: Scalars['Int']['output'];
  errors: Array<ImportRowError>;
  executionsAdded: Scalars['Int']['output'];
  executionsDuplicate: Scalars['Int']['output'];
  openPositions: Scalars['Int']['output'];
  rowsSkipped: Array<ImportSkippedRows>;
  tradesCreated: Scalars['Int']['output'];
  tradesDeleted: Scalars['Int']['output'];
  tradesUpdated: Scalars['Int']['output'];
  unmatchedCloses: Scalars['Int']['output'];
};

export type IssuedStatement = {
  __typename?: 'IssuedStatement';
  id: Scalars['ID']['output'];
  /** The signed statement as JSON text; POST /api/statements/verify or the /verify-statement page check it. */
  json: Scalars['String']['output'];
  /** GET it with the same bearer token. */
  pdfUrl: Scalars['String']['output'];
};

/**
 * One day's entry. `id` is `YYYY-MM-DD:<account id>` or `YYYY-MM-DD:all`: a day without an entry
 * yet has the same id as after its first save (`saved` tells them apart). Plan, review and lessons
 * are Markdown as typed; clients render them sanitised.
 */
export type JournalDay = {
  __typename?: 'JournalDay';
  /** Null: the all-accounts entry. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** The day's screenshots, oldest first (at most 20); none while the day has no entry. */
  attachments: Array<Attachment>;
  date: Scalars['LocalDate']['output'];
  figures: JournalDayFigures;
  id: Scalars['ID']['output'];
  lessons: Scalars['String']['output'];
  /** 1 … 5, or null when not rated. */
  mood?: Maybe<Scalars['Int']['output']>;
  plan: Scalars['String']['output'];
  review: Scalars['String']['output'];
  /** Playbook rules marked broken on the day's trades (entry date in the viewer's zone), most often broken first. */
  rulesBroken: Array<JournalDayBrokenRule>;
  saved: Scalars['Boolean']['output'];
  templateId?: Maybe<Scalars['ID']['output']>;
  /** The Trading Plan's outcome on this day: the dashboard widget's objectives, in this entry's scope. */
  tradingPlan: TradingPlan;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A playbook rule marked broken on a day's trades. */
export type JournalDayBrokenRule = {
  __typename?: 'JournalDayBrokenRule';
  playbook: Scalars['String']['output'];
  rule: Scalars['String']['output'];
  /** How many of the day's trades broke it. */
  trades: Scalars['Int']['output'];
};

/** The day's figures from the analytics engine's daily stats (same zone day, same scope as the entry). */
export type JournalDayFigures = {
  __typename?: 'JournalDayFigures';
  /** Realised P&L of the day, exact (over all accounts: in the base currency). */
  netPnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
  /** Percent of the day's closed trades that won (0 … 100). */
  winRate: Scalars['Float']['output'];
};

/** Fields left out keep their value; null clears a text or the mood. */
export type JournalDayInput = {
  lessons?: InputMaybe<Scalars['String']['input']>;
  mood?: InputMaybe<Scalars['Int']['input']>;
  plan?: InputMaybe<Scalars['String']['input']>;
  review?: InputMaybe<Scalars['String']['input']>;
  /** A new entry starts from this template's plan and review (fields sent win over it). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

export type JournalTemplate = {
  __typename?: 'JournalTemplate';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  review: Scalars['String']['output'];
};

export type JournalTemplateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  plan?: InputMaybe<Scalars['String']['input']>;
  review?: InputMaybe<Scalars['String']['input']>;
};

export type Market =
  | 'commodities'
  | 'crypto'
  | 'forex'
  | 'futures'
  | 'indices'
  | 'options'
  | 'stocks';

export type MarketPositions = {
  __typename?: 'MarketPositions';
  count: Scalars['Int']['output'];
  exposure: Scalars['Decimal']['output'];
  market: Market;
  positions: Array<PositionAggregate>;
};

export type MaxDrawdownInput = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  lockAtInitial?: InputMaybe<Scalars['Boolean']['input']>;
  mode?: InputMaybe<DrawdownMode>;
};

export type MaxDrawdownRule = {
  __typename?: 'MaxDrawdownRule';
  amount: Scalars['Decimal']['output'];
  /** Trailing modes: the floor stops rising once it reaches the initial balance. */
  lockAtInitial: Scalars['Boolean']['output'];
  mode: DrawdownMode;
};

/** A setup seen but not taken. */
export type MissedTrade = {
  __typename?: 'MissedTrade';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The R the trade was planned for (exact). */
  plannedR: Scalars['Decimal']['output'];
  /** The playbook the setup belongs to, if any. */
  playbookId?: Maybe<Scalars['ID']['output']>;
  symbol: Scalars['String']['output'];
  time: Scalars['DateTime']['output'];
};

/** How many missed trades a playbook has. */
export type MissedTradeCount = {
  __typename?: 'MissedTradeCount';
  count: Scalars['Int']['output'];
  /** null: the missed trades logged without a playbook. */
  playbookId?: Maybe<Scalars['ID']['output']>;
};

export type MissedTradeInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  plannedR?: InputMaybe<Scalars['Decimal']['input']>;
  playbookId?: InputMaybe<Scalars['ID']['input']>;
  /** Required; uppercased. */
  symbol?: InputMaybe<Scalars['String']['input']>;
  /** Required: an instant, or a wall-clock date(-time) read in the viewer's time zone. */
  time?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Days with closed trades in `currency` and no rate to the base currency on or before them. */
export type MissingRate = {
  __typename?: 'MissingRate';
  currency: Scalars['String']['output'];
  days: Scalars['Int']['output'];
  from: Scalars['LocalDate']['output'];
  to: Scalars['LocalDate']['output'];
};

export type MonthlyPnl = {
  __typename?: 'MonthlyPnl';
  /** YYYY-MM in the viewer's zone. */
  month: Scalars['String']['output'];
  pnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addFxRate: FxRate;
  /** Adds and removes tags and sets (or, with null, clears) the playbook of many trades at once. */
  bulkTagTrades: BulkTagsResult;
  /** Revokes every earlier session; the payload's fresh token keeps the caller signed in. */
  changePassword: AuthPayload;
  createAccessToken: CreateAccessTokenPayload;
  createAccount: Account;
  createCashFlow: CashFlow;
  createJournalTemplate: JournalTemplate;
  createMissedTrade: MissedTrade;
  createPlaybook: Playbook;
  /**
   * A signed performance statement of one account over whole local days: its figures, equity curve
   * and trades with their SHA-256 digest, signed with the server's Ed25519 key (docs/security.md).
   */
  createStatement: IssuedStatement;
  createTag: Tag;
  createTrade: Trade;
  /** Requires the user's password. */
  deleteAccount: Scalars['ID']['output'];
  deleteAttachment: Scalars['ID']['output'];
  deleteCashFlow: Scalars['ID']['output'];
  /** Drops the viewer's value for a root (back to the built-in table); answers the root. */
  deleteContractMultiplier: Scalars['String']['output'];
  deleteFxRate: Scalars['Boolean']['output'];
  /** Answers the deleted template's id. */
  deleteImportMappingTemplate: Scalars['ID']['output'];
  /** Answers the deleted day's id (it reads as unsaved afterwards). */
  deleteJournalDay: Scalars['ID']['output'];
  deleteJournalTemplate: Scalars['ID']['output'];
  /**
   * Deletes the signed-in user and everything they own, at once and for good (accounts, trades,
   * cash flows, imports, sessions, tokens, statements and files); a confirmation mail follows.
   * Requires the password (BAD_USER_INPUT when wrong: nothing changes) and a signed-in session;
   * the demo user cannot (FORBIDDEN).
   */
  deleteMe: Scalars['Boolean']['output'];
  /** NOT_FOUND for an id that is not one of the viewer's missed trades. Returns the id. */
  deleteMissedTrade: Scalars['ID']['output'];
  /** Deletes the playbook; its trades follow none. Answers its id. */
  deletePlaybook: Scalars['ID']['output'];
  deleteSavedOperation: Scalars['ID']['output'];
  /** Deletes the tag; its trades lose it. Answers its id. */
  deleteTag: Scalars['ID']['output'];
  deleteTrade: Scalars['ID']['output'];
  /** An ECB reference-rate CSV (Date, USD, JPY, …) or a date,base,quote,rate CSV. */
  importFxRates: FxImportResult;
  login: AuthPayload;
  /** Signs this session out on the server: its token is answered as unauthenticated from now on, everywhere. */
  logout: Scalars['Boolean']['output'];
  /** Every trade tagged `id` is tagged `intoId` instead, and `id` is deleted. Answers the kept tag. */
  mergeTag: Tag;
  /** What the file would import; writes nothing. */
  previewImport: ImportPreview;
  /** Only when REGISTRATION_OPEN is true. */
  register: AuthPayload;
  /** Always true, whether or not the email exists. */
  requestPasswordReset: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  /** Queues again an import that failed on the server (retryable); the same file, as it was uploaded. */
  retryImport: ImportBatch;
  /** Deletes the token; its next request is answered as unauthenticated. Returns the id. */
  revokeAccessToken: Scalars['ID']['output'];
  /** Signs out every session of the viewer but this one; returns how many. */
  revokeOtherSessions: Scalars['Int']['output'];
  /** Signs one of the viewer's sessions out (NOT_FOUND for an id that is not a live session of theirs). Returns the id. */
  revokeSession: Scalars['ID']['output'];
  /** Saves the breakeven tolerance and re-classifies the viewer's closed trades (win / loss / breakeven). */
  saveBreakevenTolerance: BreakevenToleranceSaved;
  saveGoals: TradingGoals;
  saveImportMappingTemplate: ImportMappingTemplate;
  saveJournalDay: JournalDay;
  saveNotificationSettings: NotificationSettings;
  saveOperation: SavedOperation;
  /** Replaces the list (in this order). */
  saveTradingRules: TradingRules;
  /** null: back to the first account's currency. */
  setBaseCurrency?: Maybe<Scalars['String']['output']>;
  /** Sets the viewer's point value for a futures root (ES, MNQ, or a root the table lacks). */
  setContractMultiplier: ContractMultiplier;
  /** Saves the account's risk profile: the first applies at once, a later change from the next trading day. */
  setRiskRules: RiskProfile;
  /** Queues the file; answers at once with the batch (status queued). */
  startImport: ImportBatch;
  /** Removes exactly that batch's executions and rebuilds the affected trades. */
  undoImport: ImportBatch;
  updateAccount: Account;
  updateCashFlow: CashFlow;
  updateJournal: Trade;
  updateJournalTemplate: JournalTemplate;
  /** Replaces the whole missed trade (the input as create takes it). NOT_FOUND for an id that is not one of the viewer's. */
  updateMissedTrade: MissedTrade;
  /** Fields left out keep their value; `rules`, when sent, is the whole checklist (ids keep a rule and its checks). */
  updatePlaybook: Playbook;
  /** Fields left out keep their value. */
  updateTag: Tag;
  updateTimezone: User;
  /** expectedVersion, when given, must equal the stored version (else CONFLICT). */
  updateTrade: Trade;
  verifyPassword: Scalars['Boolean']['output'];
};


export type MutationAddFxRateArgs = {
  input: FxRateInput;
};


export type MutationBulkTagTradesArgs = {
  input: BulkTagsInput;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


export type MutationCreateCashFlowArgs = {
  accountId: Scalars['ID']['input'];
  input: CashFlowInput;
};


export type MutationCreateJournalTemplateArgs = {
  input: JournalTemplateInput;
};


export type MutationCreateMissedTradeArgs = {
  input: MissedTradeInput;
};


export type MutationCreatePlaybookArgs = {
  input: PlaybookInput;
};


export type MutationCreateStatementArgs = {
  accountId: Scalars['ID']['input'];
  from: Scalars['LocalDate']['input'];
  to: Scalars['LocalDate']['input'];
};


export type MutationCreateTagArgs = {
  input: TagInput;
};


export type MutationCreateTradeArgs = {
  input: TradeInput;
};


export type MutationDeleteAccountArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationDeleteAttachmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCashFlowArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteContractMultiplierArgs = {
  root: Scalars['String']['input'];
};


export type MutationDeleteFxRateArgs = {
  base: Scalars['String']['input'];
  date: Scalars['LocalDate']['input'];
  quote: Scalars['String']['input'];
};


export type MutationDeleteImportMappingTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteJournalDayArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  date: Scalars['LocalDate']['input'];
};


export type MutationDeleteJournalTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMeArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteMissedTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlaybookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSavedOperationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportFxRatesArgs = {
  csv: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMergeTagArgs = {
  id: Scalars['ID']['input'];
  intoId: Scalars['ID']['input'];
};


export type MutationPreviewImportArgs = {
  input: ImportFileInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRetryImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveBreakevenToleranceArgs = {
  input: BreakevenToleranceInput;
};


export type MutationSaveGoalsArgs = {
  input: TradingGoalsInput;
};


export type MutationSaveImportMappingTemplateArgs = {
  input: ImportMappingTemplateInput;
};


export type MutationSaveJournalDayArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  date: Scalars['LocalDate']['input'];
  input: JournalDayInput;
};


export type MutationSaveNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationSaveOperationArgs = {
  input: SaveOperationInput;
};


export type MutationSaveTradingRulesArgs = {
  rules: Array<TradingRuleInput>;
};


export type MutationSetBaseCurrencyArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetContractMultiplierArgs = {
  pointValue: Scalars['Decimal']['input'];
  root: Scalars['String']['input'];
};


export type MutationSetRiskRulesArgs = {
  accountId: Scalars['ID']['input'];
  input: RiskRulesInput;
};


export type MutationStartImportArgs = {
  input: ImportFileInput;
};


export type MutationUndoImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAccountArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAccountInput;
};


export type MutationUpdateCashFlowArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: CashFlowInput;
};


export type MutationUpdateJournalArgs = {
  emotionalTags: Array<EmotionalTag>;
  notes?: InputMaybe<Scalars['String']['input']>;
  tradeId: Scalars['ID']['input'];
};


export type MutationUpdateJournalTemplateArgs = {
  id: Scalars['ID']['input'];
  input: JournalTemplateInput;
};


export type MutationUpdateMissedTradeArgs = {
  id: Scalars['ID']['input'];
  input: MissedTradeInput;
};


export type MutationUpdatePlaybookArgs = {
  id: Scalars['ID']['input'];
  input: PlaybookInput;
};


export type MutationUpdateTagArgs = {
  id: Scalars['ID']['input'];
  input: TagInput;
};


export type MutationUpdateTimezoneArgs = {
  timezone: Scalars['String']['input'];
};


export type MutationUpdateTradeArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: TradeInput;
};


export type MutationVerifyPasswordArgs = {
  password: Scalars['String']['input'];
};

/** 'Send me daily trading summary' (default off) and 'Alert me when I reach my daily loss limit' (default on). */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  dailySummary: Scalars['Boolean']['output'];
  lossLimitAlert: Scalars['Boolean']['output'];
  /** False while the defaults are answered (the user never saved this tab). */
  saved: Scalars['Boolean']['output'];
};

/** A choice omitted keeps its value. */
export type NotificationSettingsInput = {
  dailySummary?: InputMaybe<Scalars['Boolean']['input']>;
  lossLimitAlert?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OpenPositions = {
  __typename?: 'OpenPositions';
  aggregated: Array<PositionAggregate>;
  byMarket: Array<MarketPositions>;
  totalExposure: Scalars['Decimal']['output'];
  totalPositions: Scalars['Int']['output'];
};

export type OverallStats = {
  __typename?: 'OverallStats';
  averageLoss: Scalars['Decimal']['output'];
  averageWin: Scalars['Decimal']['output'];
  breakevenTrades: Scalars['Int']['output'];
  closedTrades: Scalars['Int']['output'];
  grossLoss: Scalars['Decimal']['output'];
  grossProfit: Scalars['Decimal']['output'];
  losingTrades: Scalars['Int']['output'];
  /** gross profit / |gross loss|; null when there are no losses. */
  profitFactor?: Maybe<Scalars['Float']['output']>;
  totalPnl: Scalars['Decimal']['output'];
  totalTrades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
  /** Wins ÷ (wins + losses) × 100: the win rate without the breakevens (issue 33); null with neither. */
  winRateExcludingBreakeven?: Maybe<Scalars['Float']['output']>;
  winningTrades: Scalars['Int']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A 95 % interval of a percentage. */
export type PercentInterval = {
  __typename?: 'PercentInterval';
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
};

export type PlanObjective = {
  __typename?: 'PlanObjective';
  actual: Scalars['Float']['output'];
  /** profitTarget | lossLimit | maxTrades | winRate */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  met: Scalars['Boolean']['output'];
  /** 0 … 100 */
  progress: Scalars['Float']['output'];
  target: Scalars['Float']['output'];
};

export type Playbook = {
  __typename?: 'Playbook';
  description?: Maybe<Scalars['String']['output']>;
  entryCriteria?: Maybe<Scalars['String']['output']>;
  exitCriteria?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rules: Array<PlaybookRule>;
};

export type PlaybookFigures = {
  __typename?: 'PlaybookFigures';
  figures: GroupFigures;
  name: Scalars['String']['output'];
  playbookId: Scalars['ID']['output'];
};

export type PlaybookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  entryCriteria?: InputMaybe<Scalars['String']['input']>;
  exitCriteria?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rules?: InputMaybe<Array<PlaybookRuleInput>>;
};

export type PlaybookRule = {
  __typename?: 'PlaybookRule';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type PlaybookRuleInput = {
  /** A stored rule's id keeps it (and its checks on trades); none adds a rule. */
  id?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

export type PositionAggregate = {
  __typename?: 'PositionAggregate';
  avgEntry: Scalars['Decimal']['output'];
  exposure: Scalars['Decimal']['output'];
  market: Market;
  numTrades: Scalars['Int']['output'];
  quantity: Scalars['Decimal']['output'];
  symbol: Scalars['String']['output'];
  tradeType: TradeType;
};

export type Query = {
  __typename?: 'Query';
  /** The viewer's access tokens, newest first. */
  accessTokens: Array<AccessToken>;
  account?: Maybe<Account>;
  accounts: Array<Account>;
  /** Figures over all the viewer's accounts. */
  analytics: Analytics;
  baseCurrency?: Maybe<Scalars['String']['output']>;
  /**
   * Figures of the viewer's trades grouped by one or two dimensions (two: a pivot), one SQL statement.
   * The filter narrows as analytics does (symbol: exact); `accountId` null: every account.
   */
  breakdown: Breakdown;
  /** The built-in contract multipliers with the viewer's overrides, then the roots the viewer added. */
  contractMultipliers: Array<ContractMultiplier>;
  /** The viewer's exchange rates, newest first. */
  fxRates: Array<FxRate>;
  importBatch?: Maybe<ImportBatch>;
  /** The viewer's import batches, newest first. */
  importBatches: Array<ImportBatch>;
  /** The viewer's saved column mappings, by name. */
  importMappingTemplates: Array<ImportMappingTemplate>;
  /** The day's entry (an unsaved empty one when the day has none). */
  journalDay: JournalDay;
  /** Entries from `from` to `to` (inclusive, at most 366 days) of one account, or the all-accounts entries. */
  journalDays: Array<JournalDay>;
  /** The viewer's templates; the defaults are made on the first read. */
  journalTemplates: Array<JournalTemplate>;
  /** The signed-in user; null when anonymous. */
  me?: Maybe<User>;
  /** Per playbook with any (all of them, past the list's 1,000). */
  missedTradeCounts: Array<MissedTradeCount>;
  /** Newest first, at most 1,000; `playbookId` narrows to one playbook's. */
  missedTrades: Array<MissedTrade>;
  /** The viewer's playbooks by name, each with its rules in checklist order. */
  playbooks: Array<Playbook>;
  /** The viewer's saved explorer operations, by name. */
  savedOperations: Array<SavedOperation>;
  /** Words as typed into a search box (quotes for a phrase, `-word` to leave out, `or`); 1 … 200 characters. */
  search: SearchResult;
  /** The viewer's live sessions (at most 100): this one first, then the most recently seen. */
  sessions: Array<Session>;
  settings: UserSettings;
  strategies: Array<Strategy>;
  /** The viewer's tags: setups, then mistakes, then custom ones, by name. */
  tags: Array<Tag>;
  trade?: Maybe<Trade>;
  /** Trades of one account, or of all the viewer's accounts when accountId is null. Default sort: entryDate desc. */
  trades: TradePage;
  /**
   * Trades in pages that neither skip nor repeat while trades are added or removed (keyset on the sort
   * key and the id). Default sort: entryDate desc. first / last: 1 … 1000 (default first: 50).
   */
  tradesConnection: TradeConnection;
};


export type QueryAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAnalyticsArgs = {
  filter?: InputMaybe<AnalyticsFilter>;
};


export type QueryBreakdownArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<TradeFilter>;
  groupBy: Array<BreakdownDimension>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  metrics: Array<BreakdownMetric>;
  orderBy?: InputMaybe<BreakdownOrder>;
};


export type QueryFxRatesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryImportBatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryImportBatchesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryJournalDayArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  date: Scalars['LocalDate']['input'];
};


export type QueryJournalDaysArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['LocalDate']['input'];
  to: Scalars['LocalDate']['input'];
};


export type QueryMissedTradesArgs = {
  playbookId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryTradeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTradesArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<TradeFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TradeSort>;
};


export type QueryTradesConnectionArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TradeFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<TradeSort>;
};

/** One broker fill behind an imported trade. */
export type RBasis =
  /** |entry − initial stop| × quantity × multiplier, the risk as set at entry. */
  | 'INITIAL_STOP'
  /** No initial stop (or one at the entry price): no R. */
  | 'NONE';

export type RMultipleStats = {
  __typename?: 'RMultipleStats';
  averageR?: Maybe<Scalars['Float']['output']>;
  /** What every R here is measured against: INITIAL_STOP. */
  basis: RBasis;
  /** False under 30 trades. */
  reliable: Scalars['Boolean']['output'];
  sqn?: Maybe<Scalars['Float']['output']>;
  /** Closed trades with an initial stop (R = net pnl ÷ initial risk). */
  trades: Scalars['Int']['output'];
  /** Closed trades without an initial stop: no R, counted apart (never an invented risk). */
  tradesWithoutR: Scalars['Int']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ReportPeriod =
  | 'custom'
  | 'daily'
  | 'monthly'
  | 'weekly'
  | 'yearly';

export type ReportStats = {
  __typename?: 'ReportStats';
  averageLoss: Scalars['Decimal']['output'];
  averageWin: Scalars['Decimal']['output'];
  end: Scalars['DateTime']['output'];
  /** The local days the window touches (the first and last). */
  from: Scalars['LocalDate']['output'];
  /** Gross profit ÷ |gross loss|: the dashboard's profit factor, for the same trades; null without losses. */
  grossProfitFactor?: Maybe<Scalars['Float']['output']>;
  losses: Scalars['Int']['output'];
  period: ReportPeriod;
  /** The spec's report definition: average win ÷ |average loss|; null without losses. */
  profitFactor?: Maybe<Scalars['Float']['output']>;
  /**
   * The exact window counted: trades entered from `start` (inclusive) to `end` (exclusive). A preset
   * period ends now and starts the same wall-clock time 1 day, 7 days, 1 month or 1 year back in the
   * viewer's zone; custom covers its whole local days (no start date: from the first trade).
   */
  start: Scalars['DateTime']['output'];
  to: Scalars['LocalDate']['output'];
  totalPnl: Scalars['Decimal']['output'];
  totalTrades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
  /** Wins ÷ (wins + losses) × 100; null with neither. */
  winRateExcludingBreakeven?: Maybe<Scalars['Float']['output']>;
  wins: Scalars['Int']['output'];
};

export type RiskBreach = {
  __typename?: 'RiskBreach';
  at: Scalars['DateTime']['output'];
  rule: Scalars['String']['output'];
  /** The trade that broke it; null for a fee. */
  tradeId?: Maybe<Scalars['ID']['output']>;
};

export type RiskDay = {
  __typename?: 'RiskDay';
  balance: Scalars['Decimal']['output'];
  breaches: Array<RiskBreach>;
  day: Scalars['LocalDate']['output'];
  pnl: Scalars['Decimal']['output'];
  /** The version that judged it (null: the first, or the defaults). */
  rulesFrom?: Maybe<Scalars['LocalDate']['output']>;
  status: RiskLevel;
  trades: Scalars['Int']['output'];
};

export type RiskHistory = {
  __typename?: 'RiskHistory';
  bestDayPct?: Maybe<Scalars['Decimal']['output']>;
  consistencyMet?: Maybe<Scalars['Boolean']['output']>;
  days: Array<RiskDay>;
  minTradingDaysMet?: Maybe<Scalars['Boolean']['output']>;
  /** No breach on any day and every objective set reached. */
  passed: Scalars['Boolean']['output'];
  profitTargetMet?: Maybe<Scalars['Boolean']['output']>;
  totalPnl: Scalars['Decimal']['output'];
  tradingDays: Scalars['Int']['output'];
};

/** Limits: ok, warning (within 20 % of the limit), breached. Objectives: met, open. */
export type RiskLevel =
  | 'breached'
  | 'met'
  | 'ok'
  | 'open'
  | 'warning';

export type RiskProfile = {
  __typename?: 'RiskProfile';
  accountId: Scalars['ID']['output'];
  /** The first trading day it judges; null: every day (the first profile, or the defaults). */
  effectiveFrom?: Maybe<Scalars['LocalDate']['output']>;
  /** Nothing saved yet: the spec's trading plan (profit 500, loss 300, 5 trades, 60 %). */
  isDefault: Scalars['Boolean']['output'];
  /** The newest version (the one the editor changes). */
  rules: RiskRules;
};

export type RiskRuleKind =
  | 'limit'
  | 'objective';

export type RiskRuleStatus = {
  __typename?: 'RiskRuleStatus';
  breachedAt?: Maybe<Scalars['DateTime']['output']>;
  current?: Maybe<Scalars['String']['output']>;
  /** Left before the limit (or still to reach for an objective), in the rule's unit. */
  distance?: Maybe<Scalars['Decimal']['output']>;
  distancePct?: Maybe<Scalars['Decimal']['output']>;
  kind: RiskRuleKind;
  /** The limit or target (for max_drawdown: the floor balance; trading_hours: HH:MM-HH:MM). */
  limit: Scalars['String']['output'];
  /** daily_loss_limit, max_drawdown, max_trades_per_day, max_position_size, trading_hours, consistency, profit_target, min_trading_days, daily_profit_target, win_rate_target. */
  rule: Scalars['String']['output'];
  status: RiskLevel;
  tradeId?: Maybe<Scalars['ID']['output']>;
};

/** Every rule is optional: null = not used. */
export type RiskRules = {
  __typename?: 'RiskRules';
  /** The best day at most this percent of the total profit. */
  consistencyPct?: Maybe<Scalars['Decimal']['output']>;
  dailyLossLimit?: Maybe<Scalars['Decimal']['output']>;
  /** The trading plan's daily profit objective (spec: 500). */
  dailyProfitTarget?: Maybe<Scalars['Decimal']['output']>;
  /** Null: the day ends at midnight in the viewer's zone. */
  dayCutoff?: Maybe<DayCutoff>;
  maxDrawdown?: Maybe<MaxDrawdownRule>;
  maxPositionSize?: Maybe<Scalars['Decimal']['output']>;
  maxTradesPerDay?: Maybe<Scalars['Int']['output']>;
  minTradingDays?: Maybe<Scalars['Int']['output']>;
  profitTarget?: Maybe<Scalars['Decimal']['output']>;
  tradingHours?: Maybe<TradingHours>;
  /** The trading plan's win-rate objective, percent (spec: 60). */
  winRateTarget?: Maybe<Scalars['Decimal']['output']>;
};

/** The whole profile; a field left out or null is not used. */
export type RiskRulesInput = {
  consistencyPct?: InputMaybe<Scalars['Decimal']['input']>;
  dailyLossLimit?: InputMaybe<Scalars['Decimal']['input']>;
  dailyProfitTarget?: InputMaybe<Scalars['Decimal']['input']>;
  dayCutoff?: InputMaybe<DayCutoffInput>;
  maxDrawdown?: InputMaybe<MaxDrawdownInput>;
  maxPositionSize?: InputMaybe<Scalars['Decimal']['input']>;
  maxTradesPerDay?: InputMaybe<Scalars['Int']['input']>;
  minTradingDays?: InputMaybe<Scalars['Int']['input']>;
  profitTarget?: InputMaybe<Scalars['Decimal']['input']>;
  tradingHours?: InputMaybe<TradingHoursInput>;
  winRateTarget?: InputMaybe<Scalars['Decimal']['input']>;
};

export type RiskStatus = {
  __typename?: 'RiskStatus';
  accountId: Scalars['ID']['output'];
  balance: Scalars['Decimal']['output'];
  /** The current trading day (by the cut-off in force). */
  day: Scalars['LocalDate']['output'];
  /** Open trades; they count at their entry price (no price feed: unrealised P&L 0). */
  openPositions: Scalars['Int']['output'];
  openPositionsValuedAt: Scalars['String']['output'];
  rules: Array<RiskRuleStatus>;
  /** The worst of the limits: ok, warning or breached. */
  status: RiskLevel;
};

export type RuleFigures = {
  __typename?: 'RuleFigures';
  broken: GroupFigures;
  /** Expectancy followed − expectancy broken. */
  difference?: Maybe<Scalars['Decimal']['output']>;
  /** Welch's t interval of the difference. */
  differenceInterval?: Maybe<DecimalInterval>;
  /** The interval excludes 0. */
  distinguishable: Scalars['Boolean']['output'];
  followed: GroupFigures;
  playbookId: Scalars['ID']['output'];
  playbookName: Scalars['String']['output'];
  ruleId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  /** The plain sentence: e.g. "12 trades: too few to tell". */
  verdict: Scalars['String']['output'];
};

export type SaveOperationInput = {
  /** 1 … 100 characters; saving under an existing name replaces that operation. */
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
  variables?: InputMaybe<Scalars['String']['input']>;
};

/** An operation kept in the explorer for the viewer (any browser). */
export type SavedOperation = {
  __typename?: 'SavedOperation';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The GraphQL document. */
  query: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Variables as JSON text. */
  variables?: Maybe<Scalars['String']['output']>;
};

/**
 * One thing found. `snippet` is plain text; each match in it is wrapped in U+E000 (start) and U+E001
 * (end). Render it by splitting on those two characters, never as markup.
 */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** Days and trades: the account (null for an all-accounts day entry). */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** Days and trades: the local day in the viewer's zone; null for tags and playbooks. */
  date?: Maybe<Scalars['LocalDate']['output']>;
  /** The trade's, day entry's, tag's or playbook's id. */
  id: Scalars['ID']['output'];
  kind: SearchHitKind;
  snippet: Scalars['String']['output'];
  /** A trade's symbol, a tag's or playbook's name, a day's date. */
  title: Scalars['String']['output'];
};

export type SearchHitKind =
  | 'day'
  | 'playbook'
  | 'tag'
  | 'trade';

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Playbooks and tags by name first, then day entries and trades, newest day first. */
  hits: Array<SearchHit>;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A signed-in session of the viewer: one browser or device that logged in. */
export type Session = {
  __typename?: 'Session';
  createdAt: Scalars['DateTime']['output'];
  /** True for the session this request is signed in with. */
  current: Scalars['Boolean']['output'];
  /** A short label read from the User-Agent at sign-in, e.g. 'Chrome on Linux'. */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Updated at most about once a minute. */
  lastSeenAt: Scalars['DateTime']['output'];
};

export type SortDirection =
  | 'asc'
  | 'desc';

export type Strategy = {
  __typename?: 'Strategy';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StreakBar = {
  __typename?: 'StreakBar';
  entryDate: Scalars['DateTime']['output'];
  pnl: Scalars['Decimal']['output'];
  /** Signed running streak after this trade (+n wins, -n losses). */
  streak: Scalars['Int']['output'];
  tradeId: Scalars['ID']['output'];
};

export type Streaks = {
  __typename?: 'Streaks';
  bestWinStreak: Scalars['Int']['output'];
  /** Signed: +n for n wins in a row, -n for n losses, newest first. */
  current: Scalars['Int']['output'];
  /** The last 50 trades with a pnl, oldest first. */
  recent: Array<StreakBar>;
  /** A positive count of losses in a row. */
  worstLossStreak: Scalars['Int']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The viewer's accounts created, updated or deleted. */
  accountsChanged: AccountChange;
  /** Figures computed from an account's trades changed (or any account's, without accountId): refetch once. */
  figuresChanged: FiguresChange;
  /** One import batch as it advances (progress, then done, failed or undone). */
  importProgress: ImportBatch;
  /** The account's risk status after a write that may change it (trades, cash flows, the profile). */
  riskStatusChanged: RiskStatus;
  /** Trades of one account (or of all the viewer's accounts) created, updated or deleted. */
  tradesChanged: TradeChange;
};


export type SubscriptionFiguresChangedArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionImportProgressArgs = {
  batchId: Scalars['ID']['input'];
};


export type SubscriptionRiskStatusChangedArgs = {
  accountId: Scalars['ID']['input'];
};


export type SubscriptionTradesChangedArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};

export type SymbolRank = {
  __typename?: 'SymbolRank';
  market: Market;
  rank: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
  totalPnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  /** #rrggbb */
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: TagKind;
  name: Scalars['String']['output'];
};

export type TagFigures = {
  __typename?: 'TagFigures';
  color: Scalars['String']['output'];
  figures: GroupFigures;
  kind: TagKind;
  name: Scalars['String']['output'];
  tagId: Scalars['ID']['output'];
};

export type TagInput = {
  /** #rrggbb; default: the kind's colour. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Default: custom. */
  kind?: InputMaybe<TagKind>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type TagKind =
  | 'custom'
  | 'mistake'
  | 'setup';

export type TopTrades = {
  __typename?: 'TopTrades';
  best: Array<Trade>;
  worst: Array<Trade>;
};

export type Trade = {
  __typename?: 'Trade';
  account: Account;
  accountId: Scalars['ID']['output'];
  /** The trade's screenshots, oldest first (at most 20). */
  attachments: Array<Attachment>;
  createdAt: Scalars['DateTime']['output'];
  emotionalTags: Array<EmotionalTag>;
  entryDate: Scalars['DateTime']['output'];
  entryPrice: Scalars['Decimal']['output'];
  /** The broker fills an imported trade is built from, in time order (executedAt, then the file's order); empty for a manual trade. */
  executions: Array<TradeExecution>;
  exitDate?: Maybe<Scalars['DateTime']['output']>;
  exitPrice?: Maybe<Scalars['Decimal']['output']>;
  fees: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** The stop as set at entry (the form's, else the first stop entered): the basis of R. Changes only while the trade has no exit. */
  initialStop?: Maybe<Scalars['Decimal']['output']>;
  market: Market;
  /** Contract size (futures, options); 1 otherwise. */
  multiplier: Scalars['Decimal']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  origin: TradeOrigin;
  /** The target as planned at entry. Changes only while the trade has no exit. */
  plannedTarget?: Maybe<Scalars['Decimal']['output']>;
  playbook?: Maybe<Playbook>;
  playbookId?: Maybe<Scalars['ID']['output']>;
  /** Server-computed; null while open. */
  pnl?: Maybe<Scalars['Decimal']['output']>;
  quantity: Scalars['Decimal']['output'];
  /** What rMultiple is measured against: INITIAL_STOP, or NONE (no initial stop: no R). */
  rBasis: RBasis;
  /** Net pnl (after fees) ÷ (|entry − initialStop| × quantity × multiplier), 12 decimal places; null while open or without an initial stop (never an invented risk). */
  rMultiple?: Maybe<Scalars['Decimal']['output']>;
  result: TradeResult;
  /** Per rule of the trade's playbook, whether it was followed; a rule not ticked is absent. */
  ruleChecks: Array<TradeRuleCheck>;
  /** The current stop: free to move after entry (to breakeven, trailing); R does not read it. */
  stopLoss?: Maybe<Scalars['Decimal']['output']>;
  strategy?: Maybe<Strategy>;
  symbol: Scalars['String']['output'];
  /** The trader's own tags on this trade (setups, mistakes, custom), setups first. */
  tags: Array<Tag>;
  tradeType: TradeType;
  updatedAt: Scalars['DateTime']['output'];
  /** Optimistic-concurrency version; pass it back as expectedVersion when updating. */
  version: Scalars['Int']['output'];
};

export type TradeChange = {
  __typename?: 'TradeChange';
  accountId: Scalars['ID']['output'];
  kind: ChangeKind;
  /** The trade as it is now; null when deleted or for MANY. */
  trade?: Maybe<Trade>;
  /** Null for MANY. */
  tradeId?: Maybe<Scalars['ID']['output']>;
};

export type TradeConnection = {
  __typename?: 'TradeConnection';
  edges: Array<TradeEdge>;
  pageInfo: PageInfo;
  /** Every trade matching the filter; computed only when selected. */
  totalCount: Scalars['Int']['output'];
};

export type TradeEdge = {
  __typename?: 'TradeEdge';
  /** Opaque; pass it as after / before. */
  cursor: Scalars['String']['output'];
  node: Trade;
};

export type TradeExecution = {
  __typename?: 'TradeExecution';
  brokerExecutionId?: Maybe<Scalars['String']['output']>;
  brokerOrderId?: Maybe<Scalars['String']['output']>;
  /** Commission and fees are the account currency's (converted at fxRate when the fill is in another currency). */
  commission: Scalars['Decimal']['output'];
  /** The instrument's currency as the file gave it (null: the file does not say; the account's). */
  currency?: Maybe<Scalars['String']['output']>;
  executedAt: Scalars['DateTime']['output'];
  /** Fees other than commission (exchange, regulatory, clearing…). */
  fees: Scalars['Decimal']['output'];
  /** The whole fill as the broker reported it. */
  fillQuantity: Scalars['Decimal']['output'];
  /** The rate the fill was converted at into the account currency, as account units per one unit of currency (null: not converted). */
  fxRate?: Maybe<Scalars['Decimal']['output']>;
  /** Whose rate: BROKER (the file's own) or USER (your exchange rates for the day). */
  fxRateSource?: Maybe<FxRateSource>;
  id: Scalars['ID']['output'];
  importBatchId: Scalars['ID']['output'];
  importFileName: Scalars['String']['output'];
  /** In the fill's own currency (currency). */
  price: Scalars['Decimal']['output'];
  /** The part of this fill that belongs to the trade (a fill that crosses zero is split over two trades). */
  quantity: Scalars['Decimal']['output'];
  /** The broker's time text as it stood in the file. */
  rawExecutedAt: Scalars['String']['output'];
  side: ExecutionSide;
  /** The row of the file it came from (1 = the first data row). */
  sourceRow: Scalars['Int']['output'];
};

/** Trade-list filter. Dates are inclusive calendar days in the viewer's time zone (on entry date). */
export type TradeFilter = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  market?: InputMaybe<Market>;
  /** Trades following this playbook. */
  playbookId?: InputMaybe<Scalars['ID']['input']>;
  result?: InputMaybe<TradeResult>;
  ruleFollowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Trades where this rule was ticked; with ruleFollowed, only those where it was followed (true) or broken (false). */
  ruleId?: InputMaybe<Scalars['ID']['input']>;
  strategyId?: InputMaybe<Scalars['ID']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  /** Trades carrying this tag. */
  tagId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
  tradeType?: InputMaybe<TradeType>;
};

export type TradeInput = {
  /** Required when creating; a trade cannot move between accounts. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  emotionalTags?: InputMaybe<Array<EmotionalTag>>;
  entryDate?: InputMaybe<Scalars['DateTime']['input']>;
  entryPrice?: InputMaybe<Scalars['Decimal']['input']>;
  exitDate?: InputMaybe<Scalars['DateTime']['input']>;
  exitPrice?: InputMaybe<Scalars['Decimal']['input']>;
  fees?: InputMaybe<Scalars['Decimal']['input']>;
  /** The stop as set at entry; omitted when creating: the stop loss. An edit that changes it is refused once the trade has an exit (recorded in the trade's revisions otherwise). */
  initialStop?: InputMaybe<Scalars['Decimal']['input']>;
  market?: InputMaybe<Market>;
  /** Contract size (money per point per contract). Omitted: the contract table's (ES 50, options 100, else 1). */
  multiplier?: InputMaybe<Scalars['Decimal']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The target as planned at entry; same rule as initialStop. */
  plannedTarget?: InputMaybe<Scalars['Decimal']['input']>;
  /** The trade's playbook; null clears it (and its rule checks). */
  playbookId?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Only `open` is honoured (it clears the exit); other results are derived from pnl. */
  result?: InputMaybe<TradeResult>;
  /** The whole set of rule checks (replaces the stored set); each rule one of the trade's playbook's. */
  ruleChecks?: InputMaybe<Array<TradeRuleCheckInput>>;
  /** The current stop. When the trade has no initial stop, the first stop entered becomes it. */
  stopLoss?: InputMaybe<Scalars['Decimal']['input']>;
  symbol?: InputMaybe<Scalars['String']['input']>;
  /** The whole set of the trade's tags (replaces the stored set); each one of the viewer's. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  tradeType?: InputMaybe<TradeType>;
};

/** Where a trade came from: entered by hand, or built from a broker import's executions. */
export type TradeOrigin =
  /** Prices, quantities, dates and fees come from its executions and cannot be edited; notes, tags and stop loss can. */
  | 'IMPORT'
  | 'MANUAL';

export type TradePage = {
  __typename?: 'TradePage';
  items: Array<Trade>;
  /** All trades matching the filter (items holds at most `limit` of them). */
  total: Scalars['Int']['output'];
};

/** A closed trade's outcome is derived from its pnl; `open` means no exit price yet. */
export type TradeResult =
  | 'breakeven'
  | 'loss'
  | 'open'
  | 'win';

export type TradeRuleCheck = {
  __typename?: 'TradeRuleCheck';
  followed: Scalars['Boolean']['output'];
  ruleId: Scalars['ID']['output'];
};

export type TradeRuleCheckInput = {
  followed: Scalars['Boolean']['input'];
  ruleId: Scalars['ID']['input'];
};

/**
 * The newest closed trades (2,000 at most: those with a pnl and an exit price) for the two
 * scatter charts, column-oriented: entry i of every list belongs to the same trade, newest first.
 * One series serves both charts, and lists of leaf values replace one object per point: a
 * 2,000-point series stays cheap to execute and small on the wire (bench/README.md). A point's
 * result is the sign of its pnl (win > 0, loss < 0, breakeven = 0).
 */
export type TradeScatter = {
  __typename?: 'TradeScatter';
  /**
   * Duration-vs-P&L x: exit − entry in hours, to 4 decimal places; null where the trade has no
   * exit date or no duration above 0 (the duration chart leaves those out).
   */
  hours: Array<Maybe<Scalars['Float']['output']>>;
  pnl: Array<Scalars['Decimal']['output']>;
  /** Risk-vs-reward y, in money: |exit − entry| × quantity × multiplier. */
  reward: Array<Scalars['Float']['output']>;
  /**
   * Risk-vs-reward x, in money: |entry − initial stop| × quantity × multiplier (the risk as set at
   * entry, riskBasis); null for a trade without an initial stop (the chart leaves it out and counts it).
   */
  risk: Array<Maybe<Scalars['Float']['output']>>;
  riskBasis: RBasis;
  symbols: Array<Scalars['String']['output']>;
  tradeIds: Array<Scalars['ID']['output']>;
};

export type TradeSort = {
  direction: SortDirection;
  field: TradeSortField;
};

export type TradeSortField =
  | 'entryDate'
  | 'entryPrice'
  | 'exitPrice'
  | 'market'
  | 'pnl'
  | 'quantity'
  | 'result'
  | 'symbol'
  | 'tradeType';

export type TradeType =
  | 'long'
  | 'short';

/** Spec defaults: 5000, 60, 500, 2000. Money in the user's terms, exact. */
export type TradingGoals = {
  __typename?: 'TradingGoals';
  maxDailyLoss: Scalars['Decimal']['output'];
  maxDrawdown: Scalars['Decimal']['output'];
  monthlyPnlTarget: Scalars['Decimal']['output'];
  /** False while the defaults are answered (the user never saved this tab). */
  saved: Scalars['Boolean']['output'];
  /** Percent, 0 … 100. */
  winRateTarget: Scalars['Decimal']['output'];
};

/** Each at least 0, the win rate target at most 100. A goal omitted keeps its value. */
export type TradingGoalsInput = {
  maxDailyLoss?: InputMaybe<Scalars['Decimal']['input']>;
  maxDrawdown?: InputMaybe<Scalars['Decimal']['input']>;
  monthlyPnlTarget?: InputMaybe<Scalars['Decimal']['input']>;
  winRateTarget?: InputMaybe<Scalars['Decimal']['input']>;
};

/** Local wall-clock times HH:MM in the day cut-off's zone; from after to spans midnight. */
export type TradingHours = {
  __typename?: 'TradingHours';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type TradingHoursInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type TradingPlan = {
  __typename?: 'TradingPlan';
  date: Scalars['LocalDate']['output'];
  metCount: Scalars['Int']['output'];
  objectives: Array<PlanObjective>;
  overallPercent: Scalars['Float']['output'];
  plannedSetups: Array<Scalars['String']['output']>;
};

/** One of the user's trading rules: the "house rules" checklist every trade can be ticked against. */
export type TradingRule = {
  __typename?: 'TradingRule';
  /** Stable while the rule is kept (send it back on save); the spec's default rules have fixed ids. */
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A rule as saved: the id of one of the user's current rules keeps it; no id (or an unknown one): a new rule. */
export type TradingRuleInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Trimmed; must not be empty; at most 500 characters. */
  text: Scalars['String']['input'];
};

export type TradingRules = {
  __typename?: 'TradingRules';
  rules: Array<TradingRule>;
  /** False while the defaults are answered (the user never saved this tab). */
  saved: Scalars['Boolean']['output'];
};

/** Initial balance is locked after creation; sending one answers 'Initial balance cannot be changed'. */
export type UpdateAccountInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  initialBalance?: InputMaybe<Scalars['Decimal']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  strategy?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True for the seeded demo user (cannot change its password or delete its last account). */
  isDemo: Scalars['Boolean']['output'];
  /** IANA time zone used to bucket days, weekdays, hours and months. */
  timezone: Scalars['String']['output'];
  /** False until the user (or the client, from the browser's zone at first sign-in) sets it. */
  timezoneSet: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

/** The viewer's Settings tabs kept on the server, so they follow the trader to every device. */
export type UserSettings = {
  __typename?: 'UserSettings';
  breakeven: BreakevenTolerance;
  goals: TradingGoals;
  notifications: NotificationSettings;
  tradingRules: TradingRules;
};

export type WeekSummary = {
  __typename?: 'WeekSummary';
  pnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
};

export type WeekdayStats = {
  __typename?: 'WeekdayStats';
  pnl: Scalars['Decimal']['output'];
  trades: Scalars['Int']['output'];
  /** 0 = Sunday … 6 = Saturday. */
  weekday: Scalars['Int']['output'];
  winRate: Scalars['Float']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessToken: ResolverTypeWrapper<AccessTokenEntity>;
  AccessTokenScope: AccessTokenScope;
  Account: ResolverTypeWrapper<TradingAccountEntity>;
  AccountChange: ResolverTypeWrapper<Omit<AccountChange, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  AccountReturns: ResolverTypeWrapper<AccountReturnsModel>;
  ActivityCalendar: ResolverTypeWrapper<ActivityCalendar>;
  Alert: ResolverTypeWrapper<Alert>;
  AlertLevel: AlertLevel;
  Analytics: ResolverTypeWrapper<AnalyticsScope>;
  AnalyticsFilter: AnalyticsFilter;
  AssetPerformance: ResolverTypeWrapper<AssetPerformance>;
  Attachment: ResolverTypeWrapper<AttachmentModel>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BalanceCurve: ResolverTypeWrapper<BalanceCurve>;
  BalancePoint: ResolverTypeWrapper<BalancePoint>;
  BalanceSeries: ResolverTypeWrapper<BalanceSeries>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breakdown: ResolverTypeWrapper<Breakdown>;
  BreakdownDimension: BreakdownDimension;
  BreakdownKey: ResolverTypeWrapper<BreakdownKey>;
  BreakdownMetric: BreakdownMetric;
  BreakdownOrder: BreakdownOrder;
  BreakdownRow: ResolverTypeWrapper<BreakdownRow>;
  BreakevenTolerance: ResolverTypeWrapper<BreakevenTolerance>;
  BreakevenToleranceInput: BreakevenToleranceInput;
  BreakevenToleranceSaved: ResolverTypeWrapper<BreakevenToleranceSaved>;
  BulkTagsInput: BulkTagsInput;
  BulkTagsResult: ResolverTypeWrapper<BulkTagsResult>;
  CalendarDay: ResolverTypeWrapper<CalendarDay>;
  CashFlow: ResolverTypeWrapper<CashFlowModel>;
  CashFlowInput: CashFlowInput;
  CashFlowKind: CashFlowKind;
  ChangeKind: ChangeKind;
  ColumnMapping: ResolverTypeWrapper<ColumnMapping>;
  ColumnMappingInput: ColumnMappingInput;
  ContractMultiplier: ResolverTypeWrapper<ContractMultiplierRow>;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: ResolverTypeWrapper<Omit<CreateAccessTokenPayload, 'accessToken'> & { accessToken: ResolversTypes['AccessToken'] }>;
  CreateAccountInput: CreateAccountInput;
  CurrencyFigures: ResolverTypeWrapper<CurrencyFigures>;
  CurrencySummary: ResolverTypeWrapper<CurrencySummary>;
  DailyStats: ResolverTypeWrapper<DailyStats>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayCutoff: ResolverTypeWrapper<DayCutoff>;
  DayCutoffInput: DayCutoffInput;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DecimalInterval: ResolverTypeWrapper<DecimalInterval>;
  DrawdownMode: DrawdownMode;
  EmotionalTag: EmotionalTag;
  EquityCurve: ResolverTypeWrapper<EquityCurve>;
  EquityPoint: ResolverTypeWrapper<EquityPoint>;
  ExecutionSide: ExecutionSide;
  Expectancy: ResolverTypeWrapper<Expectancy>;
  FiguresChange: ResolverTypeWrapper<FiguresChange>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FxImportResult: ResolverTypeWrapper<FxImportResult>;
  FxRate: ResolverTypeWrapper<FxRate>;
  FxRateInput: FxRateInput;
  FxRateSource: FxRateSource;
  GroupFigures: ResolverTypeWrapper<GroupFigures>;
  GroupStats: ResolverTypeWrapper<GroupStats>;
  HoldingTimes: ResolverTypeWrapper<HoldingTimes>;
  HourStats: ResolverTypeWrapper<HourStats>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportBatch: ResolverTypeWrapper<ImportBatchModel>;
  ImportConversion: ResolverTypeWrapper<ImportConversion>;
  ImportFileInput: ImportFileInput;
  ImportMappingTemplate: ResolverTypeWrapper<MappingTemplate>;
  ImportMappingTemplateInput: ImportMappingTemplateInput;
  ImportMissingRate: ResolverTypeWrapper<ImportMissingRate>;
  ImportPhase: ImportPhase;
  ImportPreview: ResolverTypeWrapper<ImportPreviewModel>;
  ImportRoundTrip: ResolverTypeWrapper<RoundTrip>;
  ImportRowError: ResolverTypeWrapper<ImportRowError>;
  ImportSkippedRows: ResolverTypeWrapper<ImportSkippedRows>;
  ImportStatus: ImportStatus;
  ImportSummary: ResolverTypeWrapper<ImportSummaryModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuedStatement: ResolverTypeWrapper<IssuedStatement>;
  JournalDay: ResolverTypeWrapper<JournalDayModel>;
  JournalDayBrokenRule: ResolverTypeWrapper<JournalDayBrokenRule>;
  JournalDayFigures: ResolverTypeWrapper<JournalDayFigures>;
  JournalDayInput: JournalDayInput;
  JournalTemplate: ResolverTypeWrapper<JournalTemplateModel>;
  JournalTemplateInput: JournalTemplateInput;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  Market: Market;
  MarketPositions: ResolverTypeWrapper<MarketPositions>;
  MaxDrawdownInput: MaxDrawdownInput;
  MaxDrawdownRule: ResolverTypeWrapper<MaxDrawdownRule>;
  MissedTrade: ResolverTypeWrapper<MissedTrade>;
  MissedTradeCount: ResolverTypeWrapper<MissedTradeCount>;
  MissedTradeInput: MissedTradeInput;
  MissingRate: ResolverTypeWrapper<MissingRate>;
  MonthlyPnl: ResolverTypeWrapper<MonthlyPnl>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  OpenPositions: ResolverTypeWrapper<OpenPositions>;
  OverallStats: ResolverTypeWrapper<OverallStats>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PercentInterval: ResolverTypeWrapper<PercentInterval>;
  PlanObjective: ResolverTypeWrapper<PlanObjective>;
  Playbook: ResolverTypeWrapper<PlaybookModel>;
  PlaybookFigures: ResolverTypeWrapper<PlaybookFigures>;
  PlaybookInput: PlaybookInput;
  PlaybookRule: ResolverTypeWrapper<PlaybookRule>;
  PlaybookRuleInput: PlaybookRuleInput;
  PositionAggregate: ResolverTypeWrapper<PositionAggregate>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RBasis: RBasis;
  RMultipleStats: ResolverTypeWrapper<RMultipleStats>;
  RegisterInput: RegisterInput;
  ReportPeriod: ReportPeriod;
  ReportStats: ResolverTypeWrapper<ReportStats>;
  RiskBreach: ResolverTypeWrapper<RiskBreach>;
  RiskDay: ResolverTypeWrapper<RiskDay>;
  RiskHistory: ResolverTypeWrapper<RiskHistory>;
  RiskLevel: RiskLevel;
  RiskProfile: ResolverTypeWrapper<RiskProfile>;
  RiskRuleKind: RiskRuleKind;
  RiskRuleStatus: ResolverTypeWrapper<RiskRuleStatus>;
  RiskRules: ResolverTypeWrapper<RiskRules>;
  RiskRulesInput: RiskRulesInput;
  RiskStatus: ResolverTypeWrapper<RiskStatus>;
  RuleFigures: ResolverTypeWrapper<RuleFigures>;
  SaveOperationInput: SaveOperationInput;
  SavedOperation: ResolverTypeWrapper<SavedOperation>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchHitKind: SearchHitKind;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Session: ResolverTypeWrapper<Session>;
  SortDirection: SortDirection;
  Strategy: ResolverTypeWrapper<StrategyEntity>;
  StreakBar: ResolverTypeWrapper<StreakBar>;
  Streaks: ResolverTypeWrapper<Streaks>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SymbolRank: ResolverTypeWrapper<SymbolRank>;
  Tag: ResolverTypeWrapper<Tag>;
  TagFigures: ResolverTypeWrapper<TagFigures>;
  TagInput: TagInput;
  TagKind: TagKind;
  TopTrades: ResolverTypeWrapper<Omit<TopTrades, 'best' | 'worst'> & { best: Array<ResolversTypes['Trade']>, worst: Array<ResolversTypes['Trade']> }>;
  Trade: ResolverTypeWrapper<TradeEntity>;
  TradeChange: ResolverTypeWrapper<Omit<TradeChange, 'trade'> & { trade?: Maybe<ResolversTypes['Trade']> }>;
  TradeConnection: ResolverTypeWrapper<TradeConnectionModel>;
  TradeEdge: ResolverTypeWrapper<TradeEdgeModel>;
  TradeExecution: ResolverTypeWrapper<TradeFill>;
  TradeFilter: TradeFilter;
  TradeInput: TradeInput;
  TradeOrigin: TradeOrigin;
  TradePage: ResolverTypeWrapper<TradePageModel>;
  TradeResult: TradeResult;
  TradeRuleCheck: ResolverTypeWrapper<TradeRuleCheck>;
  TradeRuleCheckInput: TradeRuleCheckInput;
  TradeScatter: ResolverTypeWrapper<TradeScatter>;
  TradeSort: TradeSort;
  TradeSortField: TradeSortField;
  TradeType: TradeType;
  TradingGoals: ResolverTypeWrapper<TradingGoals>;
  TradingGoalsInput: TradingGoalsInput;
  TradingHours: ResolverTypeWrapper<TradingHours>;
  TradingHoursInput: TradingHoursInput;
  TradingPlan: ResolverTypeWrapper<TradingPlan>;
  TradingRule: ResolverTypeWrapper<TradingRule>;
  TradingRuleInput: TradingRuleInput;
  TradingRules: ResolverTypeWrapper<TradingRules>;
  UpdateAccountInput: UpdateAccountInput;
  User: ResolverTypeWrapper<UserEntity>;
  UserSettings: ResolverTypeWrapper<UserSettings>;
  WeekSummary: ResolverTypeWrapper<WeekSummary>;
  WeekdayStats: ResolverTypeWrapper<WeekdayStats>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessToken: AccessTokenEntity;
  Account: TradingAccountEntity;
  AccountChange: Omit<AccountChange, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  AccountReturns: AccountReturnsModel;
  ActivityCalendar: ActivityCalendar;
  Alert: Alert;
  Analytics: AnalyticsScope;
  AnalyticsFilter: AnalyticsFilter;
  AssetPerformance: AssetPerformance;
  Attachment: AttachmentModel;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BalanceCurve: BalanceCurve;
  BalancePoint: BalancePoint;
  BalanceSeries: BalanceSeries;
  Boolean: Scalars['Boolean']['output'];
  Breakdown: Breakdown;
  BreakdownKey: BreakdownKey;
  BreakdownOrder: BreakdownOrder;
  BreakdownRow: BreakdownRow;
  BreakevenTolerance: BreakevenTolerance;
  BreakevenToleranceInput: BreakevenToleranceInput;
  BreakevenToleranceSaved: BreakevenToleranceSaved;
  BulkTagsInput: BulkTagsInput;
  BulkTagsResult: BulkTagsResult;
  CalendarDay: CalendarDay;
  CashFlow: CashFlowModel;
  CashFlowInput: CashFlowInput;
  ColumnMapping: ColumnMapping;
  ColumnMappingInput: ColumnMappingInput;
  ContractMultiplier: ContractMultiplierRow;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: Omit<CreateAccessTokenPayload, 'accessToken'> & { accessToken: ResolversParentTypes['AccessToken'] };
  CreateAccountInput: CreateAccountInput;
  CurrencyFigures: CurrencyFigures;
  CurrencySummary: CurrencySummary;
  DailyStats: DailyStats;
  DateTime: Scalars['DateTime']['output'];
  DayCutoff: DayCutoff;
  DayCutoffInput: DayCutoffInput;
  Decimal: Scalars['Decimal']['output'];
  DecimalInterval: DecimalInterval;
  EquityCurve: EquityCurve;
  EquityPoint: EquityPoint;
  Expectancy: Expectancy;
  FiguresChange: FiguresChange;
  Float: Scalars['Float']['output'];
  FxImportResult: FxImportResult;
  FxRate: FxRate;
  FxRateInput: FxRateInput;
  GroupFigures: GroupFigures;
  GroupStats: GroupStats;
  HoldingTimes: HoldingTimes;
  HourStats: HourStats;
  ID: Scalars['ID']['output'];
  ImportBatch: ImportBatchModel;
  ImportConversion: ImportConversion;
  ImportFileInput: ImportFileInput;
  ImportMappingTemplate: MappingTemplate;
  ImportMappingTemplateInput: ImportMappingTemplateInput;
  ImportMissingRate: ImportMissingRate;
  ImportPreview: ImportPreviewModel;
  ImportRoundTrip: RoundTrip;
  ImportRowError: ImportRowError;
  ImportSkippedRows: ImportSkippedRows;
  ImportSummary: ImportSummaryModel;
  Int: Scalars['Int']['output'];
  IssuedStatement: IssuedStatement;
  JournalDay: JournalDayModel;
  JournalDayBrokenRule: JournalDayBrokenRule;
  JournalDayFigures: JournalDayFigures;
  JournalDayInput: JournalDayInput;
  JournalTemplate: JournalTemplateModel;
  JournalTemplateInput: JournalTemplateInput;
  LocalDate: Scalars['LocalDate']['output'];
  MarketPositions: MarketPositions;
  MaxDrawdownInput: MaxDrawdownInput;
  MaxDrawdownRule: MaxDrawdownRule;
  MissedTrade: MissedTrade;
  MissedTradeCount: MissedTradeCount;
  MissedTradeInput: MissedTradeInput;
  MissingRate: MissingRate;
  MonthlyPnl: MonthlyPnl;
  Mutation: Record<PropertyKey, never>;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  OpenPositions: OpenPositions;
  OverallStats: OverallStats;
  PageInfo: PageInfo;
  PercentInterval: PercentInterval;
  PlanObjective: PlanObjective;
  Playbook: PlaybookModel;
  PlaybookFigures: PlaybookFigures;
  PlaybookInput: PlaybookInput;
  PlaybookRule: PlaybookRule;
  PlaybookRuleInput: PlaybookRuleInput;
  PositionAggregate: PositionAggregate;
  Query: Record<PropertyKey, never>;
  RMultipleStats: RMultipleStats;
  RegisterInput: RegisterInput;
  ReportStats: ReportStats;
  RiskBreach: RiskBreach;
  RiskDay: RiskDay;
  RiskHistory: RiskHistory;
  RiskProfile: RiskProfile;
  RiskRuleStatus: RiskRuleStatus;
  RiskRules: RiskRules;
  RiskRulesInput: RiskRulesInput;
  RiskStatus: RiskStatus;
  RuleFigures: RuleFigures;
  SaveOperationInput: SaveOperationInput;
  SavedOperation: SavedOperation;
  SearchHit: SearchHit;
  SearchResult: SearchResult;
  Session: Session;
  Strategy: StrategyEntity;
  StreakBar: StreakBar;
  Streaks: Streaks;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SymbolRank: SymbolRank;
  Tag: Tag;
  TagFigures: TagFigures;
  TagInput: TagInput;
  TopTrades: Omit<TopTrades, 'best' | 'worst'> & { best: Array<ResolversParentTypes['Trade']>, worst: Array<ResolversParentTypes['Trade']> };
  Trade: TradeEntity;
  TradeChange: Omit<TradeChange, 'trade'> & { trade?: Maybe<ResolversParentTypes['Trade']> };
  TradeConnection: TradeConnectionModel;
  TradeEdge: TradeEdgeModel;
  TradeExecution: TradeFill;
  TradeFilter: TradeFilter;
  TradeInput: TradeInput;
  TradePage: TradePageModel;
  TradeRuleCheck: TradeRuleCheck;
  TradeRuleCheckInput: TradeRuleCheckInput;
  TradeScatter: TradeScatter;
  TradeSort: TradeSort;
  TradingGoals: TradingGoals;
  TradingGoalsInput: TradingGoalsInput;
  TradingHours: TradingHours;
  TradingHoursInput: TradingHoursInput;
  TradingPlan: TradingPlan;
  TradingRule: TradingRule;
  TradingRuleInput: TradingRuleInput;
  TradingRules: TradingRules;
  UpdateAccountInput: UpdateAccountInput;
  User: UserEntity;
  UserSettings: UserSettings;
  WeekSummary: WeekSummary;
  WeekdayStats: WeekdayStats;
}>;

export type AccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['AccessTokenScope'], ParentType, ContextType>;
}>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  analytics?: Resolver<ResolversTypes['Analytics'], ParentType, ContextType, Partial<AccountAnalyticsArgs>>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  cashFlows?: Resolver<Array<ResolversTypes['CashFlow']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initialBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['AccountReturns'], ParentType, ContextType, Partial<AccountReturnsArgs>>;
  riskHistory?: Resolver<ResolversTypes['RiskHistory'], ParentType, ContextType, Partial<AccountRiskHistoryArgs>>;
  riskProfile?: Resolver<ResolversTypes['RiskProfile'], ParentType, ContextType>;
  riskReplay?: Resolver<ResolversTypes['RiskHistory'], ParentType, ContextType, RequireFields<AccountRiskReplayArgs, 'rules'>>;
  riskStatus?: Resolver<ResolversTypes['RiskStatus'], ParentType, ContextType>;
  strategy?: Resolver<Maybe<ResolversTypes['Strategy']>, ParentType, ContextType>;
  tradeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountChange'] = ResolversParentTypes['AccountChange']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChangeKind'], ParentType, ContextType>;
}>;

export type AccountReturnsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountReturns'] = ResolversParentTypes['AccountReturns']> = ResolversObject<{
  balanceEnd?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceStart?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  maxDrawdownPct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  moneyWeightedReturn?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  netFlows?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  timeWeightedReturn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tradingPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ActivityCalendarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityCalendar'] = ResolversParentTypes['ActivityCalendar']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type AlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['AlertLevel'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Analytics'] = ResolversParentTypes['Analytics']> = ResolversObject<{
  activityCalendar?: Resolver<ResolversTypes['ActivityCalendar'], ParentType, ContextType>;
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType, Partial<AnalyticsAlertsArgs>>;
  assetPerformance?: Resolver<Array<ResolversTypes['AssetPerformance']>, ParentType, ContextType, Partial<AnalyticsAssetPerformanceArgs>>;
  balanceCurve?: Resolver<ResolversTypes['BalanceCurve'], ParentType, ContextType, RequireFields<AnalyticsBalanceCurveArgs, 'maxPoints'>>;
  byEmotionalTag?: Resolver<Array<ResolversTypes['GroupStats']>, ParentType, ContextType>;
  byHour?: Resolver<Array<ResolversTypes['HourStats']>, ParentType, ContextType>;
  byMarket?: Resolver<Array<ResolversTypes['GroupStats']>, ParentType, ContextType>;
  byPlaybook?: Resolver<Array<ResolversTypes['PlaybookFigures']>, ParentType, ContextType>;
  byRule?: Resolver<Array<ResolversTypes['RuleFigures']>, ParentType, ContextType>;
  byStrategy?: Resolver<Array<ResolversTypes['GroupStats']>, ParentType, ContextType>;
  byUserTag?: Resolver<Array<ResolversTypes['TagFigures']>, ParentType, ContextType>;
  byWeekday?: Resolver<Array<ResolversTypes['WeekdayStats']>, ParentType, ContextType>;
  currencySummary?: Resolver<Maybe<ResolversTypes['CurrencySummary']>, ParentType, ContextType>;
  daily?: Resolver<ResolversTypes['DailyStats'], ParentType, ContextType, Partial<AnalyticsDailyArgs>>;
  equityCurve?: Resolver<ResolversTypes['EquityCurve'], ParentType, ContextType, RequireFields<AnalyticsEquityCurveArgs, 'maxPoints'>>;
  expectancy?: Resolver<ResolversTypes['Expectancy'], ParentType, ContextType>;
  holdingTimes?: Resolver<ResolversTypes['HoldingTimes'], ParentType, ContextType>;
  moneyCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyPnl?: Resolver<Array<ResolversTypes['MonthlyPnl']>, ParentType, ContextType, RequireFields<AnalyticsMonthlyPnlArgs, 'months'>>;
  openPositions?: Resolver<ResolversTypes['OpenPositions'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['OverallStats'], ParentType, ContextType>;
  rMultiples?: Resolver<ResolversTypes['RMultipleStats'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ReportStats'], ParentType, ContextType, RequireFields<AnalyticsReportArgs, 'period'>>;
  scatter?: Resolver<ResolversTypes['TradeScatter'], ParentType, ContextType>;
  streaks?: Resolver<ResolversTypes['Streaks'], ParentType, ContextType>;
  topSymbols?: Resolver<Array<ResolversTypes['SymbolRank']>, ParentType, ContextType, RequireFields<AnalyticsTopSymbolsArgs, 'limit'>>;
  topTrades?: Resolver<ResolversTypes['TopTrades'], ParentType, ContextType, RequireFields<AnalyticsTopTradesArgs, 'limit'>>;
  tradingPlan?: Resolver<ResolversTypes['TradingPlan'], ParentType, ContextType, Partial<AnalyticsTradingPlanArgs>>;
  weekSummary?: Resolver<ResolversTypes['WeekSummary'], ParentType, ContextType>;
}>;

export type AssetPerformanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetPerformance'] = ResolversParentTypes['AssetPerformance']> = ResolversObject<{
  losses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = ResolversObject<{
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BalanceCurveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceCurve'] = ResolversParentTypes['BalanceCurve']> = ResolversObject<{
  converted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingRates?: Resolver<Array<ResolversTypes['MissingRate']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['BalanceSeries']>, ParentType, ContextType>;
}>;

export type BalancePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalancePoint'] = ResolversParentTypes['BalancePoint']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tradingPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type BalanceSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceSeries'] = ResolversParentTypes['BalanceSeries']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['BalancePoint']>, ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BreakdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breakdown'] = ResolversParentTypes['Breakdown']> = ResolversObject<{
  groupBy?: Resolver<Array<ResolversTypes['BreakdownDimension']>, ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['BreakdownMetric']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BreakdownRow']>, ParentType, ContextType>;
  totalGroups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BreakdownKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreakdownKey'] = ResolversParentTypes['BreakdownKey']> = ResolversObject<{
  dimension?: Resolver<ResolversTypes['BreakdownDimension'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BreakdownRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreakdownRow'] = ResolversParentTypes['BreakdownRow']> = ResolversObject<{
  averageLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  averageR?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageWin?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expectancy?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fees?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  grossPnl?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  keys?: Resolver<Array<ResolversTypes['BreakdownKey']>, ParentType, ContextType>;
  largestLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  largestWin?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  losses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  netPnl?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BreakevenToleranceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreakevenTolerance'] = ResolversParentTypes['BreakevenTolerance']> = ResolversObject<{
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type BreakevenToleranceSavedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreakevenToleranceSaved'] = ResolversParentTypes['BreakevenToleranceSaved']> = ResolversObject<{
  reclassifiedTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tolerance?: Resolver<ResolversTypes['BreakevenTolerance'], ParentType, ContextType>;
}>;

export type BulkTagsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkTagsResult'] = ResolversParentTypes['BulkTagsResult']> = ResolversObject<{
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CalendarDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CashFlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashFlow'] = ResolversParentTypes['CashFlow']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CashFlowKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ColumnMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColumnMapping'] = ResolversParentTypes['ColumnMapping']> = ResolversObject<{
  commission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decimalMark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  executionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractMultiplierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContractMultiplier'] = ResolversParentTypes['ContractMultiplier']> = ResolversObject<{
  builtIn?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  own?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pointValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  root?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAccessTokenPayload'] = ResolversParentTypes['CreateAccessTokenPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyFigures'] = ResolversParentTypes['CurrencyFigures']> = ResolversObject<{
  averageLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  averageWin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  closedTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  losingTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winningTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CurrencySummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencySummary'] = ResolversParentTypes['CurrencySummary']> = ResolversObject<{
  baseCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  converted?: Resolver<Maybe<ResolversTypes['CurrencyFigures']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyFigures']>, ParentType, ContextType>;
  missingRates?: Resolver<Array<ResolversTypes['MissingRate']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DailyStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyStats'] = ResolversParentTypes['DailyStats']> = ResolversObject<{
  avgLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  avgWin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  closedTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  largestLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  largestWin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  losingTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rrRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winRateExcludingBreakeven?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winningTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayCutoffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayCutoff'] = ResolversParentTypes['DayCutoff']> = ResolversObject<{
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DecimalIntervalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DecimalInterval'] = ResolversParentTypes['DecimalInterval']> = ResolversObject<{
  high?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type EquityCurveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityCurve'] = ResolversParentTypes['EquityCurve']> = ResolversObject<{
  finalBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  initialBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxDrawdown?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxDrawdownPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['EquityPoint']>, ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EquityPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityPoint'] = ResolversParentTypes['EquityPoint']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  drawdown?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  drawdownPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  peak?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type ExpectancyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Expectancy'] = ResolversParentTypes['Expectancy']> = ResolversObject<{
  ciHigh?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ciLow?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  winRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winRateCiHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winRateCiLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winRateExcludingBreakeven?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type FiguresChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FiguresChange'] = ResolversParentTypes['FiguresChange']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FxImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FxImportResult'] = ResolversParentTypes['FxImportResult']> = ResolversObject<{
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type FxRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FxRate'] = ResolversParentTypes['FxRate']> = ResolversObject<{
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type GroupFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupFigures'] = ResolversParentTypes['GroupFigures']> = ResolversObject<{
  averageR?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectancy?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  expectancyInterval?: Resolver<Maybe<ResolversTypes['DecimalInterval']>, ParentType, ContextType>;
  netPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  perTrade?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winRateInterval?: Resolver<Maybe<ResolversTypes['PercentInterval']>, ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupStats'] = ResolversParentTypes['GroupStats']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type HoldingTimesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingTimes'] = ResolversParentTypes['HoldingTimes']> = ResolversObject<{
  breakevenHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lossesHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winsHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type HourStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HourStats'] = ResolversParentTypes['HourStats']> = ResolversObject<{
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ImportBatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportBatch'] = ResolversParentTypes['ImportBatch']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['ImportPhase']>, ParentType, ContextType>;
  retryable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rowsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsMatched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsWritten?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['ImportSummary']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ImportConversionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportConversion'] = ResolversParentTypes['ImportConversion']> = ResolversObject<{
  executions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FxRateSource'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportMappingTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportMappingTemplate'] = ResolversParentTypes['ImportMappingTemplate']> = ResolversObject<{
  header?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapping?: Resolver<ResolversTypes['ColumnMapping'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ImportMissingRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportMissingRate'] = ResolversParentTypes['ImportMissingRate']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  executions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPreview'] = ResolversParentTypes['ImportPreview']> = ResolversObject<{
  brokerAccounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cashFlowDuplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashFlows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversions?: Resolver<Array<ResolversTypes['ImportConversion']>, ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  executions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstRoundTrips?: Resolver<Array<ResolversTypes['ImportRoundTrip']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missingRates?: Resolver<Array<ResolversTypes['ImportMissingRate']>, ParentType, ContextType>;
  netPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsSkipped?: Resolver<Array<ResolversTypes['ImportSkippedRows']>, ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatchedCloses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportRoundTripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRoundTrip'] = ResolversParentTypes['ImportRoundTrip']> = ResolversObject<{
  entryDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entryPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exitDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  exitPrice?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pnl?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeType?: Resolver<ResolversTypes['TradeType'], ParentType, ContextType>;
}>;

export type ImportRowErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportRowError'] = ResolversParentTypes['ImportRowError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportSkippedRowsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportSkippedRows'] = ResolversParentTypes['ImportSkippedRows']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportSummary'] = ResolversParentTypes['ImportSummary']> = ResolversObject<{
  cashFlowsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashFlowsDuplicate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  executionsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  executionsDuplicate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openPositions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsSkipped?: Resolver<Array<ResolversTypes['ImportSkippedRows']>, ParentType, ContextType>;
  tradesCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradesDeleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradesUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatchedCloses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IssuedStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssuedStatement'] = ResolversParentTypes['IssuedStatement']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JournalDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JournalDay'] = ResolversParentTypes['JournalDay']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['JournalDayFigures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lessons?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mood?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rulesBroken?: Resolver<Array<ResolversTypes['JournalDayBrokenRule']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tradingPlan?: Resolver<ResolversTypes['TradingPlan'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type JournalDayBrokenRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JournalDayBrokenRule'] = ResolversParentTypes['JournalDayBrokenRule']> = ResolversObject<{
  playbook?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type JournalDayFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JournalDayFigures'] = ResolversParentTypes['JournalDayFigures']> = ResolversObject<{
  netPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type JournalTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JournalTemplate'] = ResolversParentTypes['JournalTemplate']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export type MarketPositionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketPositions'] = ResolversParentTypes['MarketPositions']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['PositionAggregate']>, ParentType, ContextType>;
}>;

export type MaxDrawdownRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaxDrawdownRule'] = ResolversParentTypes['MaxDrawdownRule']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lockAtInitial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DrawdownMode'], ParentType, ContextType>;
}>;

export type MissedTradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissedTrade'] = ResolversParentTypes['MissedTrade']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedR?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  playbookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MissedTradeCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissedTradeCount'] = ResolversParentTypes['MissedTradeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playbookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type MissingRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingRate'] = ResolversParentTypes['MissingRate']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type MonthlyPnlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyPnl'] = ResolversParentTypes['MonthlyPnl']> = ResolversObject<{
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFxRate?: Resolver<ResolversTypes['FxRate'], ParentType, ContextType, RequireFields<MutationAddFxRateArgs, 'input'>>;
  bulkTagTrades?: Resolver<ResolversTypes['BulkTagsResult'], ParentType, ContextType, RequireFields<MutationBulkTagTradesArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createAccessToken?: Resolver<ResolversTypes['CreateAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'input'>>;
  createAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createCashFlow?: Resolver<ResolversTypes['CashFlow'], ParentType, ContextType, RequireFields<MutationCreateCashFlowArgs, 'accountId' | 'input'>>;
  createJournalTemplate?: Resolver<ResolversTypes['JournalTemplate'], ParentType, ContextType, RequireFields<MutationCreateJournalTemplateArgs, 'input'>>;
  createMissedTrade?: Resolver<ResolversTypes['MissedTrade'], ParentType, ContextType, RequireFields<MutationCreateMissedTradeArgs, 'input'>>;
  createPlaybook?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationCreatePlaybookArgs, 'input'>>;
  createStatement?: Resolver<ResolversTypes['IssuedStatement'], ParentType, ContextType, RequireFields<MutationCreateStatementArgs, 'accountId' | 'from' | 'to'>>;
  createTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationCreateTagArgs, 'input'>>;
  createTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationCreateTradeArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'id' | 'password'>>;
  deleteAttachment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'id'>>;
  deleteCashFlow?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCashFlowArgs, 'accountId' | 'id'>>;
  deleteContractMultiplier?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDeleteContractMultiplierArgs, 'root'>>;
  deleteFxRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFxRateArgs, 'base' | 'date' | 'quote'>>;
  deleteImportMappingTemplate?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteImportMappingTemplateArgs, 'id'>>;
  deleteJournalDay?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteJournalDayArgs, 'date'>>;
  deleteJournalTemplate?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteJournalTemplateArgs, 'id'>>;
  deleteMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMeArgs, 'password'>>;
  deleteMissedTrade?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMissedTradeArgs, 'id'>>;
  deletePlaybook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePlaybookArgs, 'id'>>;
  deleteSavedOperation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSavedOperationArgs, 'id'>>;
  deleteTag?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTagArgs, 'id'>>;
  deleteTrade?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTradeArgs, 'id'>>;
  importFxRates?: Resolver<ResolversTypes['FxImportResult'], ParentType, ContextType, RequireFields<MutationImportFxRatesArgs, 'csv'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password' | 'rememberMe'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationMergeTagArgs, 'id' | 'intoId'>>;
  previewImport?: Resolver<ResolversTypes['ImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewImportArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  retryImport?: Resolver<ResolversTypes['ImportBatch'], ParentType, ContextType, RequireFields<MutationRetryImportArgs, 'id'>>;
  revokeAccessToken?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'id'>>;
  revokeOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokeSession?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  saveBreakevenTolerance?: Resolver<ResolversTypes['BreakevenToleranceSaved'], ParentType, ContextType, RequireFields<MutationSaveBreakevenToleranceArgs, 'input'>>;
  saveGoals?: Resolver<ResolversTypes['TradingGoals'], ParentType, ContextType, RequireFields<MutationSaveGoalsArgs, 'input'>>;
  saveImportMappingTemplate?: Resolver<ResolversTypes['ImportMappingTemplate'], ParentType, ContextType, RequireFields<MutationSaveImportMappingTemplateArgs, 'input'>>;
  saveJournalDay?: Resolver<ResolversTypes['JournalDay'], ParentType, ContextType, RequireFields<MutationSaveJournalDayArgs, 'date' | 'input'>>;
  saveNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationSaveNotificationSettingsArgs, 'input'>>;
  saveOperation?: Resolver<ResolversTypes['SavedOperation'], ParentType, ContextType, RequireFields<MutationSaveOperationArgs, 'input'>>;
  saveTradingRules?: Resolver<ResolversTypes['TradingRules'], ParentType, ContextType, RequireFields<MutationSaveTradingRulesArgs, 'rules'>>;
  setBaseCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MutationSetBaseCurrencyArgs>>;
  setContractMultiplier?: Resolver<ResolversTypes['ContractMultiplier'], ParentType, ContextType, RequireFields<MutationSetContractMultiplierArgs, 'pointValue' | 'root'>>;
  setRiskRules?: Resolver<ResolversTypes['RiskProfile'], ParentType, ContextType, RequireFields<MutationSetRiskRulesArgs, 'accountId' | 'input'>>;
  startImport?: Resolver<ResolversTypes['ImportBatch'], ParentType, ContextType, RequireFields<MutationStartImportArgs, 'input'>>;
  undoImport?: Resolver<ResolversTypes['ImportBatch'], ParentType, ContextType, RequireFields<MutationUndoImportArgs, 'id'>>;
  updateAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'id' | 'input'>>;
  updateCashFlow?: Resolver<ResolversTypes['CashFlow'], ParentType, ContextType, RequireFields<MutationUpdateCashFlowArgs, 'accountId' | 'id' | 'input'>>;
  updateJournal?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationUpdateJournalArgs, 'emotionalTags' | 'tradeId'>>;
  updateJournalTemplate?: Resolver<ResolversTypes['JournalTemplate'], ParentType, ContextType, RequireFields<MutationUpdateJournalTemplateArgs, 'id' | 'input'>>;
  updateMissedTrade?: Resolver<ResolversTypes['MissedTrade'], ParentType, ContextType, RequireFields<MutationUpdateMissedTradeArgs, 'id' | 'input'>>;
  updatePlaybook?: Resolver<ResolversTypes['Playbook'], ParentType, ContextType, RequireFields<MutationUpdatePlaybookArgs, 'id' | 'input'>>;
  updateTag?: Resolver<ResolversTypes['Tag'], ParentType, ContextType, RequireFields<MutationUpdateTagArgs, 'id' | 'input'>>;
  updateTimezone?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateTimezoneArgs, 'timezone'>>;
  updateTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationUpdateTradeArgs, 'id' | 'input'>>;
  verifyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyPasswordArgs, 'password'>>;
}>;

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  dailySummary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossLimitAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OpenPositionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenPositions'] = ResolversParentTypes['OpenPositions']> = ResolversObject<{
  aggregated?: Resolver<Array<ResolversTypes['PositionAggregate']>, ParentType, ContextType>;
  byMarket?: Resolver<Array<ResolversTypes['MarketPositions']>, ParentType, ContextType>;
  totalExposure?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalPositions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OverallStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverallStats'] = ResolversParentTypes['OverallStats']> = ResolversObject<{
  averageLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  averageWin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  breakevenTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  grossProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  losingTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winRateExcludingBreakeven?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  winningTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PercentIntervalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PercentInterval'] = ResolversParentTypes['PercentInterval']> = ResolversObject<{
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PlanObjectiveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanObjective'] = ResolversParentTypes['PlanObjective']> = ResolversObject<{
  actual?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  met?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PlaybookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playbook'] = ResolversParentTypes['Playbook']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryCriteria?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exitCriteria?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['PlaybookRule']>, ParentType, ContextType>;
}>;

export type PlaybookFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookFigures'] = ResolversParentTypes['PlaybookFigures']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['GroupFigures'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playbookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PlaybookRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybookRule'] = ResolversParentTypes['PlaybookRule']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PositionAggregateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PositionAggregate'] = ResolversParentTypes['PositionAggregate']> = ResolversObject<{
  avgEntry?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  numTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeType?: Resolver<ResolversTypes['TradeType'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType, RequireFields<QueryAccountArgs, 'id'>>;
  accounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  analytics?: Resolver<ResolversTypes['Analytics'], ParentType, ContextType, Partial<QueryAnalyticsArgs>>;
  baseCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breakdown?: Resolver<ResolversTypes['Breakdown'], ParentType, ContextType, RequireFields<QueryBreakdownArgs, 'groupBy' | 'limit' | 'metrics'>>;
  contractMultipliers?: Resolver<Array<ResolversTypes['ContractMultiplier']>, ParentType, ContextType>;
  fxRates?: Resolver<Array<ResolversTypes['FxRate']>, ParentType, ContextType, RequireFields<QueryFxRatesArgs, 'limit'>>;
  importBatch?: Resolver<Maybe<ResolversTypes['ImportBatch']>, ParentType, ContextType, RequireFields<QueryImportBatchArgs, 'id'>>;
  importBatches?: Resolver<Array<ResolversTypes['ImportBatch']>, ParentType, ContextType, Partial<QueryImportBatchesArgs>>;
  importMappingTemplates?: Resolver<Array<ResolversTypes['ImportMappingTemplate']>, ParentType, ContextType>;
  journalDay?: Resolver<ResolversTypes['JournalDay'], ParentType, ContextType, RequireFields<QueryJournalDayArgs, 'date'>>;
  journalDays?: Resolver<Array<ResolversTypes['JournalDay']>, ParentType, ContextType, RequireFields<QueryJournalDaysArgs, 'from' | 'to'>>;
  journalTemplates?: Resolver<Array<ResolversTypes['JournalTemplate']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  missedTradeCounts?: Resolver<Array<ResolversTypes['MissedTradeCount']>, ParentType, ContextType>;
  missedTrades?: Resolver<Array<ResolversTypes['MissedTrade']>, ParentType, ContextType, Partial<QueryMissedTradesArgs>>;
  playbooks?: Resolver<Array<ResolversTypes['Playbook']>, ParentType, ContextType>;
  savedOperations?: Resolver<Array<ResolversTypes['SavedOperation']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'limit' | 'q'>>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['UserSettings'], ParentType, ContextType>;
  strategies?: Resolver<Array<ResolversTypes['Strategy']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  trade?: Resolver<Maybe<ResolversTypes['Trade']>, ParentType, ContextType, RequireFields<QueryTradeArgs, 'id'>>;
  trades?: Resolver<ResolversTypes['TradePage'], ParentType, ContextType, RequireFields<QueryTradesArgs, 'limit' | 'offset'>>;
  tradesConnection?: Resolver<ResolversTypes['TradeConnection'], ParentType, ContextType, Partial<QueryTradesConnectionArgs>>;
}>;

export type RMultipleStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RMultipleStats'] = ResolversParentTypes['RMultipleStats']> = ResolversObject<{
  averageR?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['RBasis'], ParentType, ContextType>;
  reliable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sqn?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradesWithoutR?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportStats'] = ResolversParentTypes['ReportStats']> = ResolversObject<{
  averageLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  averageWin?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  grossProfitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  losses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ReportPeriod'], ParentType, ContextType>;
  profitFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalTrades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winRateExcludingBreakeven?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RiskBreachResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskBreach'] = ResolversParentTypes['RiskBreach']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RiskDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskDay'] = ResolversParentTypes['RiskDay']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  breaches?: Resolver<Array<ResolversTypes['RiskBreach']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rulesFrom?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RiskLevel'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RiskHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskHistory'] = ResolversParentTypes['RiskHistory']> = ResolversObject<{
  bestDayPct?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  consistencyMet?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['RiskDay']>, ParentType, ContextType>;
  minTradingDaysMet?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profitTargetMet?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  tradingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RiskProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskProfile'] = ResolversParentTypes['RiskProfile']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  effectiveFrom?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['RiskRules'], ParentType, ContextType>;
}>;

export type RiskRuleStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskRuleStatus'] = ResolversParentTypes['RiskRuleStatus']> = ResolversObject<{
  breachedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  distancePct?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RiskRuleKind'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RiskLevel'], ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RiskRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskRules'] = ResolversParentTypes['RiskRules']> = ResolversObject<{
  consistencyPct?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  dailyLossLimit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  dailyProfitTarget?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  dayCutoff?: Resolver<Maybe<ResolversTypes['DayCutoff']>, ParentType, ContextType>;
  maxDrawdown?: Resolver<Maybe<ResolversTypes['MaxDrawdownRule']>, ParentType, ContextType>;
  maxPositionSize?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  maxTradesPerDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minTradingDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  profitTarget?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  tradingHours?: Resolver<Maybe<ResolversTypes['TradingHours']>, ParentType, ContextType>;
  winRateTarget?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type RiskStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiskStatus'] = ResolversParentTypes['RiskStatus']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  openPositions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openPositionsValuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['RiskRuleStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RiskLevel'], ParentType, ContextType>;
}>;

export type RuleFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleFigures'] = ResolversParentTypes['RuleFigures']> = ResolversObject<{
  broken?: Resolver<ResolversTypes['GroupFigures'], ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  differenceInterval?: Resolver<Maybe<ResolversTypes['DecimalInterval']>, ParentType, ContextType>;
  distinguishable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followed?: Resolver<ResolversTypes['GroupFigures'], ParentType, ContextType>;
  playbookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playbookName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedOperationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedOperation'] = ResolversParentTypes['SavedOperation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variables?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchHitKind'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StrategyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Strategy'] = ResolversParentTypes['Strategy']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StreakBarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StreakBar'] = ResolversParentTypes['StreakBar']> = ResolversObject<{
  entryDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  streak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StreaksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Streaks'] = ResolversParentTypes['Streaks']> = ResolversObject<{
  bestWinStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recent?: Resolver<Array<ResolversTypes['StreakBar']>, ParentType, ContextType>;
  worstLossStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  accountsChanged?: SubscriptionResolver<ResolversTypes['AccountChange'], "accountsChanged", ParentType, ContextType>;
  figuresChanged?: SubscriptionResolver<ResolversTypes['FiguresChange'], "figuresChanged", ParentType, ContextType, Partial<SubscriptionFiguresChangedArgs>>;
  importProgress?: SubscriptionResolver<ResolversTypes['ImportBatch'], "importProgress", ParentType, ContextType, RequireFields<SubscriptionImportProgressArgs, 'batchId'>>;
  riskStatusChanged?: SubscriptionResolver<ResolversTypes['RiskStatus'], "riskStatusChanged", ParentType, ContextType, RequireFields<SubscriptionRiskStatusChangedArgs, 'accountId'>>;
  tradesChanged?: SubscriptionResolver<ResolversTypes['TradeChange'], "tradesChanged", ParentType, ContextType, Partial<SubscriptionTradesChangedArgs>>;
}>;

export type SymbolRankResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SymbolRank'] = ResolversParentTypes['SymbolRank']> = ResolversObject<{
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TagKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagFigures'] = ResolversParentTypes['TagFigures']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['GroupFigures'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TagKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TopTradesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopTrades'] = ResolversParentTypes['TopTrades']> = ResolversObject<{
  best?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType>;
  worst?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType>;
}>;

export type TradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Trade'] = ResolversParentTypes['Trade']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emotionalTags?: Resolver<Array<ResolversTypes['EmotionalTag']>, ParentType, ContextType>;
  entryDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entryPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  executions?: Resolver<Array<ResolversTypes['TradeExecution']>, ParentType, ContextType>;
  exitDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  exitPrice?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initialStop?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['TradeOrigin'], ParentType, ContextType>;
  plannedTarget?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  playbook?: Resolver<Maybe<ResolversTypes['Playbook']>, ParentType, ContextType>;
  playbookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pnl?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rBasis?: Resolver<ResolversTypes['RBasis'], ParentType, ContextType>;
  rMultiple?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType>;
  ruleChecks?: Resolver<Array<ResolversTypes['TradeRuleCheck']>, ParentType, ContextType>;
  stopLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  strategy?: Resolver<Maybe<ResolversTypes['Strategy']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  tradeType?: Resolver<ResolversTypes['TradeType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TradeChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeChange'] = ResolversParentTypes['TradeChange']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChangeKind'], ParentType, ContextType>;
  trade?: Resolver<Maybe<ResolversTypes['Trade']>, ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type TradeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeConnection'] = ResolversParentTypes['TradeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TradeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TradeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeEdge'] = ResolversParentTypes['TradeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Trade'], ParentType, ContextType>;
}>;

export type TradeExecutionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeExecution'] = ResolversParentTypes['TradeExecution']> = ResolversObject<{
  brokerExecutionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brokerOrderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fillQuantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  fxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fxRateSource?: Resolver<Maybe<ResolversTypes['FxRateSource']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importBatchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rawExecutedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['ExecutionSide'], ParentType, ContextType>;
  sourceRow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TradePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradePage'] = ResolversParentTypes['TradePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TradeRuleCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeRuleCheck'] = ResolversParentTypes['TradeRuleCheck']> = ResolversObject<{
  followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ruleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TradeScatterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeScatter'] = ResolversParentTypes['TradeScatter']> = ResolversObject<{
  hours?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  pnl?: Resolver<Array<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reward?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  risk?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  riskBasis?: Resolver<ResolversTypes['RBasis'], ParentType, ContextType>;
  symbols?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tradeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type TradingGoalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradingGoals'] = ResolversParentTypes['TradingGoals']> = ResolversObject<{
  maxDailyLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxDrawdown?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  monthlyPnlTarget?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  winRateTarget?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type TradingHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradingHours'] = ResolversParentTypes['TradingHours']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TradingPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradingPlan'] = ResolversParentTypes['TradingPlan']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  metCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  objectives?: Resolver<Array<ResolversTypes['PlanObjective']>, ParentType, ContextType>;
  overallPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  plannedSetups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TradingRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradingRule'] = ResolversParentTypes['TradingRule']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TradingRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradingRules'] = ResolversParentTypes['TradingRules']> = ResolversObject<{
  rules?: Resolver<Array<ResolversTypes['TradingRule']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezoneSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSettings'] = ResolversParentTypes['UserSettings']> = ResolversObject<{
  breakeven?: Resolver<ResolversTypes['BreakevenTolerance'], ParentType, ContextType>;
  goals?: Resolver<ResolversTypes['TradingGoals'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  tradingRules?: Resolver<ResolversTypes['TradingRules'], ParentType, ContextType>;
}>;

export type WeekSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekSummary'] = ResolversParentTypes['WeekSummary']> = ResolversObject<{
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type WeekdayStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekdayStats'] = ResolversParentTypes['WeekdayStats']> = ResolversObject<{
  pnl?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  trades?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccessToken?: AccessTokenResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AccountChange?: AccountChangeResolvers<ContextType>;
  AccountReturns?: AccountReturnsResolvers<ContextType>;
  ActivityCalendar?: ActivityCalendarResolvers<ContextType>;
  Alert?: AlertResolvers<ContextType>;
  Analytics?: AnalyticsResolvers<ContextType>;
  AssetPerformance?: AssetPerformanceResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BalanceCurve?: BalanceCurveResolvers<ContextType>;
  BalancePoint?: BalancePointResolvers<ContextType>;
  BalanceSeries?: BalanceSeriesResolvers<ContextType>;
  Breakdown?: BreakdownResolvers<ContextType>;
  BreakdownKey?: BreakdownKeyResolvers<ContextType>;
  BreakdownRow?: BreakdownRowResolvers<ContextType>;
  BreakevenTolerance?: BreakevenToleranceResolvers<ContextType>;
  BreakevenToleranceSaved?: BreakevenToleranceSavedResolvers<ContextType>;
  BulkTagsResult?: BulkTagsResultResolvers<ContextType>;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  CashFlow?: CashFlowResolvers<ContextType>;
  ColumnMapping?: ColumnMappingResolvers<ContextType>;
  ContractMultiplier?: ContractMultiplierResolvers<ContextType>;
  CreateAccessTokenPayload?: CreateAccessTokenPayloadResolvers<ContextType>;
  CurrencyFigures?: CurrencyFiguresResolvers<ContextType>;
  CurrencySummary?: CurrencySummaryResolvers<ContextType>;
  DailyStats?: DailyStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayCutoff?: DayCutoffResolvers<ContextType>;
  Decimal?: GraphQLScalarType;
  DecimalInterval?: DecimalIntervalResolvers<ContextType>;
  EquityCurve?: EquityCurveResolvers<ContextType>;
  EquityPoint?: EquityPointResolvers<ContextType>;
  Expectancy?: ExpectancyResolvers<ContextType>;
  FiguresChange?: FiguresChangeResolvers<ContextType>;
  FxImportResult?: FxImportResultResolvers<ContextType>;
  FxRate?: FxRateResolvers<ContextType>;
  GroupFigures?: GroupFiguresResolvers<ContextType>;
  GroupStats?: GroupStatsResolvers<ContextType>;
  HoldingTimes?: HoldingTimesResolvers<ContextType>;
  HourStats?: HourStatsResolvers<ContextType>;
  ImportBatch?: ImportBatchResolvers<ContextType>;
  ImportConversion?: ImportConversionResolvers<ContextType>;
  ImportMappingTemplate?: ImportMappingTemplateResolvers<ContextType>;
  ImportMissingRate?: ImportMissingRateResolvers<ContextType>;
  ImportPreview?: ImportPreviewResolvers<ContextType>;
  ImportRoundTrip?: ImportRoundTripResolvers<ContextType>;
  ImportRowError?: ImportRowErrorResolvers<ContextType>;
  ImportSkippedRows?: ImportSkippedRowsResolvers<ContextType>;
  ImportSummary?: ImportSummaryResolvers<ContextType>;
  IssuedStatement?: IssuedStatementResolvers<ContextType>;
  JournalDay?: JournalDayResolvers<ContextType>;
  JournalDayBrokenRule?: JournalDayBrokenRuleResolvers<ContextType>;
  JournalDayFigures?: JournalDayFiguresResolvers<ContextType>;
  JournalTemplate?: JournalTemplateResolvers<ContextType>;
  LocalDate?: GraphQLScalarType;
  MarketPositions?: MarketPositionsResolvers<ContextType>;
  MaxDrawdownRule?: MaxDrawdownRuleResolvers<ContextType>;
  MissedTrade?: MissedTradeResolvers<ContextType>;
  MissedTradeCount?: MissedTradeCountResolvers<ContextType>;
  MissingRate?: MissingRateResolvers<ContextType>;
  MonthlyPnl?: MonthlyPnlResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  OpenPositions?: OpenPositionsResolvers<ContextType>;
  OverallStats?: OverallStatsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PercentInterval?: PercentIntervalResolvers<ContextType>;
  PlanObjective?: PlanObjectiveResolvers<ContextType>;
  Playbook?: PlaybookResolvers<ContextType>;
  PlaybookFigures?: PlaybookFiguresResolvers<ContextType>;
  PlaybookRule?: PlaybookRuleResolvers<ContextType>;
  PositionAggregate?: PositionAggregateResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RMultipleStats?: RMultipleStatsResolvers<ContextType>;
  ReportStats?: ReportStatsResolvers<ContextType>;
  RiskBreach?: RiskBreachResolvers<ContextType>;
  RiskDay?: RiskDayResolvers<ContextType>;
  RiskHistory?: RiskHistoryResolvers<ContextType>;
  RiskProfile?: RiskProfileResolvers<ContextType>;
  RiskRuleStatus?: RiskRuleStatusResolvers<ContextType>;
  RiskRules?: RiskRulesResolvers<ContextType>;
  RiskStatus?: RiskStatusResolvers<ContextType>;
  RuleFigures?: RuleFiguresResolvers<ContextType>;
  SavedOperation?: SavedOperationResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Strategy?: StrategyResolvers<ContextType>;
  StreakBar?: StreakBarResolvers<ContextType>;
  Streaks?: StreaksResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SymbolRank?: SymbolRankResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagFigures?: TagFiguresResolvers<ContextType>;
  TopTrades?: TopTradesResolvers<ContextType>;
  Trade?: TradeResolvers<ContextType>;
  TradeChange?: TradeChangeResolvers<ContextType>;
  TradeConnection?: TradeConnectionResolvers<ContextType>;
  TradeEdge?: TradeEdgeResolvers<ContextType>;
  TradeExecution?: TradeExecutionResolvers<ContextType>;
  TradePage?: TradePageResolvers<ContextType>;
  TradeRuleCheck?: TradeRuleCheckResolvers<ContextType>;
  TradeScatter?: TradeScatterResolvers<ContextType>;
  TradingGoals?: TradingGoalsResolvers<ContextType>;
  TradingHours?: TradingHoursResolvers<ContextType>;
  TradingPlan?: TradingPlanResolvers<ContextType>;
  TradingRule?: TradingRuleResolvers<ContextType>;
  TradingRules?: TradingRulesResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserSettings?: UserSettingsResolvers<ContextType>;
  WeekSummary?: WeekSummaryResolvers<ContextType>;
  WeekdayStats?: WeekdayStatsResolvers<ContextType>;
}>;

