/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccessTokenScope =
  | 'READ'
  | 'READ_WRITE';

export type AlertLevel =
  | 'danger'
  | 'info'
  | 'success'
  | 'warning';

/** The shared analytics filter: every figure can be narrowed by it. */
export type AnalyticsFilter = {
  from?: string | null | undefined;
  market?: Market | null | undefined;
  strategyId?: string | number | null | undefined;
  symbol?: string | null | undefined;
  to?: string | null | undefined;
  tradeType?: TradeType | null | undefined;
};

/** Both required; `mode` money (ticks: BAD_USER_INPUT until instruments carry tick sizes), `value` ≥ 0, at most 8 decimals. */
export type BreakevenToleranceInput = {
  mode: string;
  value: string;
};

export type BulkTagsInput = {
  addTagIds?: Array<string | number> | null | undefined;
  /** Every trade built from this import's fills (the import page's "tag its trades"). Not with tradeIds. */
  importBatchId?: string | number | null | undefined;
  /** Left out: kept; null: cleared; an id: set (rule checks of another playbook are removed). */
  playbookId?: string | number | null | undefined;
  removeTagIds?: Array<string | number> | null | undefined;
  /** The trades to change; or, instead, importBatchId. */
  tradeIds?: Array<string | number> | null | undefined;
};

/** Nullable fields so that the server can answer a missing value with its message. On update, omitted fields keep their value. */
export type CashFlowInput = {
  amount?: string | null | undefined;
  kind?: CashFlowKind | null | undefined;
  note?: string | null | undefined;
  /** An instant, or a wall-clock date(-time) read in the viewer's time zone. */
  occurredAt?: string | null | undefined;
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

export type ColumnMappingInput = {
  commission?: string | null | undefined;
  dateOrder?: string | null | undefined;
  decimalMark?: string | null | undefined;
  executedAt: string;
  executionId?: string | null | undefined;
  fees?: Array<string> | null | undefined;
  market?: string | null | undefined;
  orderId?: string | null | undefined;
  price: string;
  quantity: string;
  side: string;
  symbol: string;
  time?: string | null | undefined;
};

export type CreateAccessTokenInput = {
  /** Optional; must be in the future. */
  expiresAt?: string | null | undefined;
  name: string;
  scope: AccessTokenScope;
};

/** Nullable fields so that the server can answer a missing value with the spec's message. */
export type CreateAccountInput = {
  currency?: string | null | undefined;
  description?: string | null | undefined;
  initialBalance?: string | null | undefined;
  name?: string | null | undefined;
  /** Strategy name; created for the user when new. Null or empty: no strategy. */
  strategy?: string | null | undefined;
};

export type DayCutoffInput = {
  time?: string | null | undefined;
  zone?: string | null | undefined;
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

export type ExecutionSide =
  | 'buy'
  | 'sell';

export type FxRateInput = {
  base: string;
  date: string;
  quote: string;
  rate: string;
};

export type FxRateSource =
  | 'BROKER'
  | 'USER';

export type ImportMappingTemplateInput = {
  header: Array<string>;
  mapping: ColumnMappingInput;
  /** Saving under an existing name replaces that template. */
  name: string;
};

/** The steps of a running import, each counted in file rows. */
export type ImportPhase =
  | 'MATCH'
  | 'PARSE'
  | 'WRITE';

export type ImportStatus =
  | 'done'
  | 'failed'
  | 'queued'
  | 'running'
  | 'undone';

/** Fields left out keep their value; null clears a text or the mood. */
export type JournalDayInput = {
  lessons?: string | null | undefined;
  mood?: number | null | undefined;
  plan?: string | null | undefined;
  review?: string | null | undefined;
  /** A new entry starts from this template's plan and review (fields sent win over it). */
  templateId?: string | number | null | undefined;
};

export type Market =
  | 'commodities'
  | 'crypto'
  | 'forex'
  | 'futures'
  | 'indices'
  | 'options'
  | 'stocks';

export type MaxDrawdownInput = {
  amount?: string | null | undefined;
  lockAtInitial?: boolean | null | undefined;
  mode?: DrawdownMode | null | undefined;
};

export type MissedTradeInput = {
  note?: string | null | undefined;
  /** Required. */
  plannedR?: string | null | undefined;
  playbookId?: string | number | null | undefined;
  /** Required; uppercased. */
  symbol?: string | null | undefined;
  /** Required: an instant, or a wall-clock date(-time) read in the viewer's time zone. */
  time?: string | null | undefined;
};

/** A choice omitted keeps its value. */
export type NotificationSettingsInput = {
  dailySummary?: boolean | null | undefined;
  lossLimitAlert?: boolean | null | undefined;
};

export type PlaybookInput = {
  description?: string | null | undefined;
  entryCriteria?: string | null | undefined;
  exitCriteria?: string | null | undefined;
  name?: string | null | undefined;
  rules?: Array<PlaybookRuleInput> | null | undefined;
};

export type PlaybookRuleInput = {
  /** A stored rule's id keeps it (and its checks on trades); none adds a rule. */
  id?: string | number | null | undefined;
  text: string;
};

/** One broker fill behind an imported trade. */
export type RBasis =
  /** |entry − initial stop| × quantity × multiplier, the risk as set at entry. */
  | 'INITIAL_STOP'
  /** No initial stop (or one at the entry price): no R. */
  | 'NONE';

export type ReportPeriod =
  | 'custom'
  | 'daily'
  | 'monthly'
  | 'weekly'
  | 'yearly';

/** Limits: ok, warning (within 20 % of the limit), breached. Objectives: met, open. */
export type RiskLevel =
  | 'breached'
  | 'met'
  | 'ok'
  | 'open'
  | 'warning';

export type RiskRuleKind =
  | 'limit'
  | 'objective';

/** The whole profile; a field left out or null is not used. */
export type RiskRulesInput = {
  consistencyPct?: string | null | undefined;
  dailyLossLimit?: string | null | undefined;
  dailyProfitTarget?: string | null | undefined;
  dayCutoff?: DayCutoffInput | null | undefined;
  maxDrawdown?: MaxDrawdownInput | null | undefined;
  maxPositionSize?: string | null | undefined;
  maxTradesPerDay?: number | null | undefined;
  minTradingDays?: number | null | undefined;
  profitTarget?: string | null | undefined;
  tradingHours?: TradingHoursInput | null | undefined;
  winRateTarget?: string | null | undefined;
};

export type SaveOperationInput = {
  /** 1 … 100 characters; saving under an existing name replaces that operation. */
  name: string;
  query: string;
  variables?: string | null | undefined;
};

export type SearchHitKind =
  | 'day'
  | 'playbook'
  | 'tag'
  | 'trade';

export type SortDirection =
  | 'asc'
  | 'desc';

export type TagInput = {
  /** #rrggbb; default: the kind's colour. */
  color?: string | null | undefined;
  /** Default: custom. */
  kind?: TagKind | null | undefined;
  name?: string | null | undefined;
};

export type TagKind =
  | 'custom'
  | 'mistake'
  | 'setup';

/** Trade-list filter. Dates are inclusive calendar days in the viewer's time zone (on entry date). */
export type TradeFilter = {
  from?: string | null | undefined;
  market?: Market | null | undefined;
  /** Trades following this playbook. */
  playbookId?: string | number | null | undefined;
  result?: TradeResult | null | undefined;
  ruleFollowed?: boolean | null | undefined;
  /** Trades where this rule was ticked; with ruleFollowed, only those where it was followed (true) or broken (false). */
  ruleId?: string | number | null | undefined;
  strategyId?: string | number | null | undefined;
  symbol?: string | null | undefined;
  /** Trades carrying this tag. */
  tagId?: string | number | null | undefined;
  to?: string | null | undefined;
  tradeType?: TradeType | null | undefined;
};

export type TradeInput = {
  /** Required when creating; a trade cannot move between accounts. */
  accountId?: string | number | null | undefined;
  emotionalTags?: Array<EmotionalTag> | null | undefined;
  entryDate?: string | null | undefined;
  entryPrice?: string | null | undefined;
  exitDate?: string | null | undefined;
  exitPrice?: string | null | undefined;
  fees?: string | null | undefined;
  /** The stop as set at entry; omitted when creating: the stop loss. An edit that changes it is refused once the trade has an exit (recorded in the trade's revisions otherwise). */
  initialStop?: string | null | undefined;
  market?: Market | null | undefined;
  /** Contract size (money per point per contract). Omitted: the contract table's (ES 50, options 100, else 1). */
  multiplier?: string | null | undefined;
  notes?: string | null | undefined;
  /** The target as planned at entry; same rule as initialStop. */
  plannedTarget?: string | null | undefined;
  /** The trade's playbook; null clears it (and its rule checks). */
  playbookId?: string | number | null | undefined;
  quantity?: string | null | undefined;
  /** Only `open` is honoured (it clears the exit); other results are derived from pnl. */
  result?: TradeResult | null | undefined;
  /** The whole set of rule checks (replaces the stored set); each rule one of the trade's playbook's. */
  ruleChecks?: Array<TradeRuleCheckInput> | null | undefined;
  /** The current stop. When the trade has no initial stop, the first stop entered becomes it. */
  stopLoss?: string | null | undefined;
  symbol?: string | null | undefined;
  /** The whole set of the trade's tags (replaces the stored set); each one of the viewer's. */
  tagIds?: Array<string | number> | null | undefined;
  tradeType?: TradeType | null | undefined;
};

/** Where a trade came from: entered by hand, or built from a broker import's executions. */
export type TradeOrigin =
  /** Prices, quantities, dates and fees come from its executions and cannot be edited; notes, tags and stop loss can. */
  | 'IMPORT'
  | 'MANUAL';

/** A closed trade's outcome is derived from its pnl; `open` means no exit price yet. */
export type TradeResult =
  | 'breakeven'
  | 'loss'
  | 'open'
  | 'win';

export type TradeRuleCheckInput = {
  followed: boolean;
  ruleId: string | number;
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

/** Each at least 0, the win rate target at most 100. A goal omitted keeps its value. */
export type TradingGoalsInput = {
  maxDailyLoss?: string | null | undefined;
  maxDrawdown?: string | null | undefined;
  monthlyPnlTarget?: string | null | undefined;
  winRateTarget?: string | null | undefined;
};

export type TradingHoursInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

/** A rule as saved: the id of one of the user's current rules keeps it; no id (or an unknown one): a new rule. */
export type TradingRuleInput = {
  id?: string | number | null | undefined;
  /** Trimmed; must not be empty; at most 500 characters. */
  text: string;
};

/** Initial balance is locked after creation; sending one answers 'Initial balance cannot be changed'. */
export type UpdateAccountInput = {
  currency?: string | null | undefined;
  description?: string | null | undefined;
  initialBalance?: string | null | undefined;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  strategy?: string | null | undefined;
};

export type AccountListItemFragment = { id: string, name: string, description: string | null, currency: string, initialBalance: string, balance: string, isActive: boolean, strategy: { id: string, name: string } | null };

export type AccountListQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountListQuery = { accounts: Array<{ id: string, name: string, description: string | null, currency: string, initialBalance: string, balance: string, isActive: boolean, strategy: { id: string, name: string } | null }> };

export type CreateAccountMutationVariables = Exact<{
  input: CreateAccountInput;
}>;


export type CreateAccountMutation = { createAccount: { id: string, name: string, description: string | null, currency: string, initialBalance: string, balance: string, isActive: boolean, strategy: { id: string, name: string } | null } };

export type UpdateAccountMutationVariables = Exact<{
  id: string | number;
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { id: string, name: string, description: string | null, currency: string, initialBalance: string, balance: string, isActive: boolean, strategy: { id: string, name: string } | null } };

export type DeleteAccountMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: string };

export type CashFlowItemFragment = { id: string, accountId: string, kind: CashFlowKind, amount: string, occurredAt: string, note: string | null };

export type AccountCashFlowsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AccountCashFlowsQuery = { account: { id: string, currency: string, balance: string, cashFlows: Array<{ id: string, accountId: string, kind: CashFlowKind, amount: string, occurredAt: string, note: string | null }> } | null };

export type CreateCashFlowMutationVariables = Exact<{
  accountId: string | number;
  input: CashFlowInput;
}>;


export type CreateCashFlowMutation = { createCashFlow: { id: string, accountId: string, kind: CashFlowKind, amount: string, occurredAt: string, note: string | null } };

export type UpdateCashFlowMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  input: CashFlowInput;
}>;


export type UpdateCashFlowMutation = { updateCashFlow: { id: string, accountId: string, kind: CashFlowKind, amount: string, occurredAt: string, note: string | null } };

export type DeleteCashFlowMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type DeleteCashFlowMutation = { deleteCashFlow: string };

export type AccountReturnsQueryVariables = Exact<{
  accountId: string | number;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type AccountReturnsQuery = { account: { id: string, returns: { currency: string, startDate: string, endDate: string, balanceStart: string, balanceEnd: string, netFlows: string, tradingPnl: string, timeWeightedReturn: number, moneyWeightedReturn: number | null, maxDrawdownPct: number } } | null };

export type AccountBalanceCurveQueryVariables = Exact<{
  accountId: string | number;
  filter?: AnalyticsFilter | null | undefined;
  maxPoints: number;
}>;


export type AccountBalanceCurveQuery = { account: { id: string, analytics: { balanceCurve: { currency: string | null, converted: boolean, notice: string | null, series: Array<{ currency: string, totalPoints: number, finalBalance: string, points: Array<{ date: string, balance: string, tradingPnl: string, flow: string, pnl: string }> }> } } } | null };

export type AllAccountsMoneyQueryVariables = Exact<{ [key: string]: never; }>;


export type AllAccountsMoneyQuery = { analytics: { moneyCurrency: string | null, currencySummary: { baseCurrency: string | null, notice: string | null, converted: { currency: string, totalPnl: string } | null, currencies: Array<{ currency: string, totalPnl: string }>, missingRates: Array<{ currency: string, from: string, to: string }> } | null, balanceCurve: { currency: string | null, converted: boolean, series: Array<{ currency: string, finalBalance: string }> } } };

export type LiveTradesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveTradesChangedSubscription = { tradesChanged: { kind: ChangeKind, accountId: string, tradeId: string | null, trade: { id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null, playbook: { id: string, name: string } | null, tags: Array<{ id: string, name: string, color: string }> } | null } };

export type LiveFiguresChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveFiguresChangedSubscription = { figuresChanged: { accountId: string } };

export type LiveAccountsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveAccountsChangedSubscription = { accountsChanged: { kind: ChangeKind, accountId: string } };

export type AttachmentStrip_AttachmentFragment = { id: string, contentType: string, bytes: number, width: number, height: number, url: string, thumbnailUrl: string, createdAt: string };

export type TradeAttachmentsQueryVariables = Exact<{
  tradeId: string | number;
}>;


export type TradeAttachmentsQuery = { trade: { id: string, attachments: Array<{ id: string, contentType: string, bytes: number, width: number, height: number, url: string, thumbnailUrl: string, createdAt: string }> } | null };

export type DayAttachmentsQueryVariables = Exact<{
  date: string;
  accountId?: string | number | null | undefined;
}>;


export type DayAttachmentsQuery = { journalDay: { id: string, saved: boolean, attachments: Array<{ id: string, contentType: string, bytes: number, width: number, height: number, url: string, thumbnailUrl: string, createdAt: string }> } };

export type DeleteAttachmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAttachmentMutation = { deleteAttachment: string };

export type AnalyticsPageQueryVariables = Exact<{
  accountId: string | number;
  filter?: AnalyticsFilter | null | undefined;
}>;


export type AnalyticsPageQuery = { account: { id: string, currency: string, analytics: { overall: { totalPnl: string, closedTrades: number }, streaks: { current: number, bestWinStreak: number, worstLossStreak: number, recent: Array<{ tradeId: string, entryDate: string, pnl: string, streak: number }> }, monthlyPnl: Array<{ month: string, pnl: string, trades: number }>, byWeekday: Array<{ weekday: number, pnl: string, trades: number, winRate: number }>, byHour: Array<{ hour: number, trades: number, winRate: number | null }>, topSymbols: Array<{ rank: number, symbol: string, market: Market, trades: number, winRate: number, totalPnl: string }>, topTrades: { best: Array<{ id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, entryDate: string }>, worst: Array<{ id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, entryDate: string }> }, expectancy: { trades: number, value: string | null, ciLow: string | null, ciHigh: string | null, winRate: number | null, winRateCiLow: number | null, winRateCiHigh: number | null, winRateExcludingBreakeven: number | null }, rMultiples: { trades: number, tradesWithoutR: number, basis: RBasis, averageR: number | null, sqn: number | null, reliable: boolean }, byEmotionalTag: Array<{ key: string, pnl: string, trades: number, winRate: number }>, byStrategy: Array<{ key: string, pnl: string, trades: number, winRate: number }>, byMarket: Array<{ key: string, pnl: string, trades: number, winRate: number }>, holdingTimes: { winsHours: number | null, lossesHours: number | null, breakevenHours: number | null } } } | null };

export type AnalyticsScatterQueryVariables = Exact<{
  accountId: string | number;
  filter?: AnalyticsFilter | null | undefined;
  maxPoints: number;
}>;


export type AnalyticsScatterQuery = { account: { id: string, analytics: { equityCurve: { maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, drawdownPercent: number }> }, scatter: { tradeIds: Array<string>, symbols: Array<string>, pnl: Array<string>, risk: Array<number | null>, reward: Array<number>, hours: Array<number | null> } } } | null };

export type AnalyticsStrategiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsStrategiesQuery = { strategies: Array<{ id: string, name: string }> };

export type DrawdownCard_CurveFragment = { maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, drawdownPercent: number }> };

export type EdgeCard_ExpectancyFragment = { trades: number, value: string | null, ciLow: string | null, ciHigh: string | null, winRate: number | null, winRateCiLow: number | null, winRateCiHigh: number | null, winRateExcludingBreakeven: number | null };

export type EdgeCard_RMultiplesFragment = { trades: number, tradesWithoutR: number, basis: RBasis, averageR: number | null, sqn: number | null, reliable: boolean };

export type GroupBreakdownCard_GroupFragment = { key: string, pnl: string, trades: number, winRate: number };

export type HoldingTimesCard_TimesFragment = { winsHours: number | null, lossesHours: number | null, breakevenHours: number | null };

export type HourWinRateCard_HourFragment = { hour: number, trades: number, winRate: number | null };

export type MonthlyPnlCard_MonthFragment = { month: string, pnl: string, trades: number };

export type StreakBarsCard_BarFragment = { tradeId: string, entryDate: string, pnl: string, streak: number };

export type StreakCards_StreaksFragment = { current: number, bestWinStreak: number, worstLossStreak: number };

export type TopSymbolsTable_SymbolFragment = { rank: number, symbol: string, market: Market, trades: number, winRate: number, totalPnl: string };

export type TopTradesCard_TradeFragment = { id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, entryDate: string };

export type WeekdayCard_DayFragment = { weekday: number, pnl: string, trades: number, winRate: number };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, email: string, username: string, timezone: string, timezoneSet: boolean, isDemo: boolean } } };

export type UpdateTimezoneMutationVariables = Exact<{
  timezone: string;
}>;


export type UpdateTimezoneMutation = { updateTimezone: { id: string, timezone: string, timezoneSet: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { me: { id: string, email: string, username: string, timezone: string, timezoneSet: boolean, isDemo: boolean } | null };

export type DashboardLiveQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardLiveQuery = { account: { id: string, analytics: { daily: { date: string, dailyPnl: string, winRate: number, rrRatio: number | null, totalTrades: number, closedTrades: number, openTrades: number, winningTrades: number, losingTrades: number, avgWin: string, avgLoss: string, largestWin: string, largestLoss: string }, openPositions: { totalPositions: number, totalExposure: string, byMarket: Array<{ market: Market, count: number, exposure: string }>, aggregated: Array<{ symbol: string, tradeType: TradeType, market: Market, quantity: string, avgEntry: string, numTrades: number, exposure: string }> }, tradingPlan: { date: string, metCount: number, overallPercent: number, plannedSetups: Array<string>, objectives: Array<{ key: string, label: string, target: number, actual: number, met: boolean, progress: number }> }, alerts: Array<{ id: string, level: AlertLevel, title: string, message: string }> } } | null };

export type DashboardRecentTradesQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardRecentTradesQuery = { trades: { items: Array<{ id: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, pnl: string | null, result: TradeResult, entryDate: string }> } };

export type DashboardRiskStatusQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardRiskStatusQuery = { account: { id: string, riskStatus: { accountId: string, day: string, status: RiskLevel, balance: string, openPositions: number, openPositionsValuedAt: string, rules: Array<{ rule: string, kind: RiskRuleKind, limit: string, current: string | null, distance: string | null, distancePct: string | null, status: RiskLevel, breachedAt: string | null }> } } | null, settings: { notifications: { lossLimitAlert: boolean } } };

export type DashboardRiskStatusChangedSubscriptionVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardRiskStatusChangedSubscription = { riskStatusChanged: { accountId: string, day: string, status: RiskLevel, balance: string, openPositions: number, openPositionsValuedAt: string, rules: Array<{ rule: string, kind: RiskRuleKind, limit: string, current: string | null, distance: string | null, distancePct: string | null, status: RiskLevel, breachedAt: string | null }> } };

export type DashboardRiskProfileQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardRiskProfileQuery = { account: { id: string, riskProfile: { accountId: string, effectiveFrom: string | null, isDefault: boolean, rules: { dailyLossLimit: string | null, profitTarget: string | null, dailyProfitTarget: string | null, winRateTarget: string | null, minTradingDays: number | null, consistencyPct: string | null, maxPositionSize: string | null, maxTradesPerDay: number | null, maxDrawdown: { amount: string, mode: DrawdownMode, lockAtInitial: boolean } | null, tradingHours: { from: string, to: string } | null, dayCutoff: { time: string, zone: string } | null } } } | null };

export type SetRiskRulesMutationVariables = Exact<{
  accountId: string | number;
  input: RiskRulesInput;
}>;


export type SetRiskRulesMutation = { setRiskRules: { accountId: string, effectiveFrom: string | null, isDefault: boolean } };

export type DashboardSummaryQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardSummaryQuery = { account: { id: string, currency: string, analytics: { overall: { totalPnl: string, winRate: number, winRateExcludingBreakeven: number | null, closedTrades: number, winningTrades: number, losingTrades: number, averageWin: string, averageLoss: string, profitFactor: number | null }, streaks: { current: number }, weekSummary: { trades: number, pnl: string, winRate: number }, assetPerformance: Array<{ symbol: string, market: Market, totalPnl: string, totalTrades: number, winRate: number, wins: number, losses: number }> } } | null };

export type DashboardSeriesQueryVariables = Exact<{
  accountId: string | number;
  maxPoints: number;
}>;


export type DashboardSeriesQuery = { account: { id: string, analytics: { equityCurve: { initialBalance: string, finalBalance: string, totalPoints: number, maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, balance: string, peak: string, drawdown: string, drawdownPercent: number }> }, activityCalendar: { start: string, end: string, days: Array<{ date: string, pnl: string, trades: number }> } } } | null };

export type ActivityCalendar_CalendarFragment = { start: string, end: string, days: Array<{ date: string, pnl: string, trades: number }> };

export type AssetPerformance_AssetFragment = { symbol: string, market: Market, totalPnl: string, totalTrades: number, winRate: number, wins: number, losses: number };

export type DailyPnlCard_DailyFragment = { date: string, dailyPnl: string, winRate: number, rrRatio: number | null, totalTrades: number, closedTrades: number, openTrades: number, winningTrades: number, losingTrades: number, avgWin: string, avgLoss: string, largestWin: string, largestLoss: string };

export type EquityCurveCard_CurveFragment = { initialBalance: string, finalBalance: string, totalPoints: number, maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, balance: string, peak: string, drawdown: string, drawdownPercent: number }> };

export type OpenPositions_PositionsFragment = { totalPositions: number, totalExposure: string, byMarket: Array<{ market: Market, count: number, exposure: string }>, aggregated: Array<{ symbol: string, tradeType: TradeType, market: Market, quantity: string, avgEntry: string, numTrades: number, exposure: string }> };

export type RecentTrades_TradeFragment = { id: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, pnl: string | null, result: TradeResult, entryDate: string };

export type RiskStatusCard_StatusFragment = { accountId: string, day: string, status: RiskLevel, balance: string, openPositions: number, openPositionsValuedAt: string, rules: Array<{ rule: string, kind: RiskRuleKind, limit: string, current: string | null, distance: string | null, distancePct: string | null, status: RiskLevel, breachedAt: string | null }> };

export type StatCards_OverallFragment = { totalPnl: string, winRate: number, winRateExcludingBreakeven: number | null, closedTrades: number, winningTrades: number, losingTrades: number, averageWin: string, averageLoss: string, profitFactor: number | null };

export type StreakBanner_StreaksFragment = { current: number };

export type SystemAlerts_AlertFragment = { id: string, level: AlertLevel, title: string, message: string };

export type TradingPlan_PlanFragment = { date: string, metCount: number, overallPercent: number, plannedSetups: Array<string>, objectives: Array<{ key: string, label: string, target: number, actual: number, met: boolean, progress: number }> };

export type WeekSummary_WeekFragment = { trades: number, pnl: string, winRate: number };

export type SavedOperationsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedOperationsQuery = { savedOperations: Array<{ id: string, name: string, query: string, variables: string | null, updatedAt: string }> };

export type SaveOperationMutationVariables = Exact<{
  input: SaveOperationInput;
}>;


export type SaveOperationMutation = { saveOperation: { id: string, name: string, query: string, variables: string | null, updatedAt: string } };

export type DeleteSavedOperationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedOperationMutation = { deleteSavedOperation: string };

export type ImportBatchRowFragment = { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, error: string | null, retryable: boolean, createdAt: string, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, tradesCreated: number } | null };

export type ImportBatchItemFragment = { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, timezone: string, rowsTotal: number, rowsDone: number, phase: ImportPhase | null, rowsRead: number, rowsMatched: number, rowsWritten: number, secondsLeft: number | null, error: string | null, retryable: boolean, createdAt: string, finishedAt: string | null, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, cashFlowsAdded: number, tradesCreated: number, tradesUpdated: number, tradesDeleted: number, openPositions: number, unmatchedCloses: number, rowsSkipped: Array<{ kind: string, count: number }>, errors: Array<{ row: number, message: string }> } | null };

export type ImportAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportAccountsQuery = { accounts: Array<{ id: string, name: string, currency: string }> };

export type ImportBatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportBatchesQuery = { importBatches: Array<{ id: string, status: ImportStatus, format: string, accountId: string, fileName: string, error: string | null, retryable: boolean, createdAt: string, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, tradesCreated: number } | null }> };

export type ImportBatchProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportBatchProgressQuery = { importBatch: { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, timezone: string, rowsTotal: number, rowsDone: number, phase: ImportPhase | null, rowsRead: number, rowsMatched: number, rowsWritten: number, secondsLeft: number | null, error: string | null, retryable: boolean, createdAt: string, finishedAt: string | null, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, cashFlowsAdded: number, tradesCreated: number, tradesUpdated: number, tradesDeleted: number, openPositions: number, unmatchedCloses: number, rowsSkipped: Array<{ kind: string, count: number }>, errors: Array<{ row: number, message: string }> } | null } | null };

export type ImportProgressSubscriptionVariables = Exact<{
  batchId: string | number;
}>;


export type ImportProgressSubscription = { importProgress: { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, timezone: string, rowsTotal: number, rowsDone: number, phase: ImportPhase | null, rowsRead: number, rowsMatched: number, rowsWritten: number, secondsLeft: number | null, error: string | null, retryable: boolean, createdAt: string, finishedAt: string | null, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, cashFlowsAdded: number, tradesCreated: number, tradesUpdated: number, tradesDeleted: number, openPositions: number, unmatchedCloses: number, rowsSkipped: Array<{ kind: string, count: number }>, errors: Array<{ row: number, message: string }> } | null } };

export type RetryImportMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryImportMutation = { retryImport: { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, error: string | null, retryable: boolean, createdAt: string, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, tradesCreated: number } | null } };

export type UndoImportMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoImportMutation = { undoImport: { id: string, status: ImportStatus, format: string, accountId: string, fileName: string, error: string | null, retryable: boolean, createdAt: string, undoneAt: string | null, summary: { executionsAdded: number, executionsDuplicate: number, tradesCreated: number } | null } };

export type ImportTagOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportTagOptionsQuery = { tags: Array<{ id: string, name: string, kind: TagKind }> };

export type TagImportBatchMutationVariables = Exact<{
  input: BulkTagsInput;
}>;


export type TagImportBatchMutation = { bulkTagTrades: { updated: number } };

export type MappingTemplateItemFragment = { id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } };

export type ImportMappingTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportMappingTemplatesQuery = { importMappingTemplates: Array<{ id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } }> };

export type SaveImportMappingTemplateMutationVariables = Exact<{
  input: ImportMappingTemplateInput;
}>;


export type SaveImportMappingTemplateMutation = { saveImportMappingTemplate: { id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } } };

export type DayOutcome_DayFragment = { id: string, tradingPlan: { date: string, metCount: number, overallPercent: number, objectives: Array<{ key: string, label: string, met: boolean }> }, rulesBroken: Array<{ rule: string, playbook: string, trades: number }> };

export type JournalDaysMonthQueryVariables = Exact<{
  from: string;
  to: string;
  accountId?: string | number | null | undefined;
}>;


export type JournalDaysMonthQuery = { journalDays: Array<{ id: string, date: string, mood: number | null, plan: string, review: string, figures: { trades: number, netPnl: string } }> };

export type JournalDayPageQueryVariables = Exact<{
  date: string;
  accountId?: string | number | null | undefined;
}>;


export type JournalDayPageQuery = { journalDay: { id: string, date: string, accountId: string | null, saved: boolean, plan: string, review: string, mood: number | null, lessons: string, templateId: string | null, updatedAt: string | null, figures: { trades: number, netPnl: string, winRate: number }, tradingPlan: { date: string, metCount: number, overallPercent: number, objectives: Array<{ key: string, label: string, met: boolean }> }, rulesBroken: Array<{ rule: string, playbook: string, trades: number }> }, journalTemplates: Array<{ id: string, name: string, plan: string, review: string }>, trades: { total: number, items: Array<{ id: string, symbol: string, tradeType: TradeType, pnl: string | null, entryDate: string, result: TradeResult, account: { id: string, currency: string } }> } };

export type DayEntry_DayFragment = { id: string, date: string, accountId: string | null, saved: boolean, plan: string, review: string, mood: number | null, lessons: string, templateId: string | null, updatedAt: string | null, figures: { trades: number, netPnl: string, winRate: number } };

export type SaveJournalDayMutationVariables = Exact<{
  date: string;
  accountId?: string | number | null | undefined;
  input: JournalDayInput;
}>;


export type SaveJournalDayMutation = { saveJournalDay: { id: string, date: string, accountId: string | null, saved: boolean, plan: string, review: string, mood: number | null, lessons: string, templateId: string | null, updatedAt: string | null, figures: { trades: number, netPnl: string, winRate: number } } };

export type DeleteJournalDayMutationVariables = Exact<{
  date: string;
  accountId?: string | number | null | undefined;
}>;


export type DeleteJournalDayMutation = { deleteJournalDay: string };

export type JournalEditor_TradeFragment = { id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, result: TradeResult, entryDate: string };

export type JournalTradeList_TradeFragment = { id: string, symbol: string, tradeType: TradeType, pnl: string | null, entryDate: string, notes: string | null, emotionalTags: Array<EmotionalTag> };

export type JournalTradesQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
  limit: number;
}>;


export type JournalTradesQuery = { trades: { total: number, items: Array<{ id: string, accountId: string, notes: string | null, emotionalTags: Array<EmotionalTag>, symbol: string, tradeType: TradeType, pnl: string | null, entryDate: string, market: Market, result: TradeResult }> } };

export type SaveJournalEntryMutationVariables = Exact<{
  tradeId: string | number;
  notes?: string | null | undefined;
  emotionalTags: Array<EmotionalTag> | EmotionalTag;
}>;


export type SaveJournalEntryMutation = { updateJournal: { id: string, accountId: string, notes: string | null, emotionalTags: Array<EmotionalTag>, version: number, updatedAt: string } };

export type JournalTradeQueryVariables = Exact<{
  id: string | number;
}>;


export type JournalTradeQuery = { trade: { id: string, accountId: string, notes: string | null, emotionalTags: Array<EmotionalTag>, symbol: string, tradeType: TradeType, pnl: string | null, entryDate: string, market: Market, result: TradeResult } | null };

export type JournalTradeLinksQueryVariables = Exact<{
  id: string | number;
}>;


export type JournalTradeLinksQuery = { trade: { id: string, playbookId: string | null, tags: Array<{ id: string }>, ruleChecks: Array<{ ruleId: string, followed: boolean }> } | null, tags: Array<{ id: string, name: string, kind: TagKind, color: string }>, playbooks: Array<{ id: string, name: string, rules: Array<{ id: string, text: string }> }> };

export type SaveTradeLinksMutationVariables = Exact<{
  id: string | number;
  input: TradeInput;
}>;


export type SaveTradeLinksMutation = { updateTrade: { id: string, version: number, playbookId: string | null, tags: Array<{ id: string, name: string, kind: TagKind, color: string }>, ruleChecks: Array<{ ruleId: string, followed: boolean }> } };

export type CreateJournalTagMutationVariables = Exact<{
  input: TagInput;
}>;


export type CreateJournalTagMutation = { createTag: { id: string, name: string, kind: TagKind, color: string } };

export type MissedTradeRow_MissedTradeFragment = { id: string, playbookId: string | null, symbol: string, time: string, plannedR: string, note: string | null };

export type MissedTradesScreenQueryVariables = Exact<{
  playbookId?: string | number | null | undefined;
}>;


export type MissedTradesScreenQuery = { missedTrades: Array<{ id: string, playbookId: string | null, symbol: string, time: string, plannedR: string, note: string | null }>, playbooks: Array<{ id: string, name: string }> };

export type CreateMissedTradeMutationVariables = Exact<{
  input: MissedTradeInput;
}>;


export type CreateMissedTradeMutation = { createMissedTrade: { id: string, playbookId: string | null, symbol: string, time: string, plannedR: string, note: string | null } };

export type UpdateMissedTradeMutationVariables = Exact<{
  id: string | number;
  input: MissedTradeInput;
}>;


export type UpdateMissedTradeMutation = { updateMissedTrade: { id: string, playbookId: string | null, symbol: string, time: string, plannedR: string, note: string | null } };

export type DeleteMissedTradeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMissedTradeMutation = { deleteMissedTrade: string };

export type GroupFiguresView_GroupFragment = { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null };

export type PlaybookCard_PlaybookFragment = { id: string, name: string, description: string | null, entryCriteria: string | null, exitCriteria: string | null, rules: Array<{ id: string, text: string }> };

export type PlaybookFiguresView_FiguresFragment = { byPlaybook: Array<{ playbookId: string, name: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }>, byRule: Array<{ ruleId: string, playbookId: string, text: string, difference: string | null, distinguishable: boolean, verdict: string, followed: { trades: number, expectancy: string | null }, broken: { trades: number, expectancy: string | null }, differenceInterval: { low: string, high: string } | null }>, byUserTag: Array<{ tagId: string, name: string, kind: TagKind, color: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }> };

export type PlaybooksScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaybooksScreenQuery = { playbooks: Array<{ id: string, name: string, description: string | null, entryCriteria: string | null, exitCriteria: string | null, rules: Array<{ id: string, text: string }> }> };

export type AccountPlaybookFiguresQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AccountPlaybookFiguresQuery = { account: { id: string, currency: string, analytics: { byPlaybook: Array<{ playbookId: string, name: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }>, byRule: Array<{ ruleId: string, playbookId: string, text: string, difference: string | null, distinguishable: boolean, verdict: string, followed: { trades: number, expectancy: string | null }, broken: { trades: number, expectancy: string | null }, differenceInterval: { low: string, high: string } | null }>, byUserTag: Array<{ tagId: string, name: string, kind: TagKind, color: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }> } } | null };

export type AllPlaybookFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AllPlaybookFiguresQuery = { analytics: { byPlaybook: Array<{ playbookId: string, name: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }>, byRule: Array<{ ruleId: string, playbookId: string, text: string, difference: string | null, distinguishable: boolean, verdict: string, followed: { trades: number, expectancy: string | null }, broken: { trades: number, expectancy: string | null }, differenceInterval: { low: string, high: string } | null }>, byUserTag: Array<{ tagId: string, name: string, kind: TagKind, color: string, figures: { trades: number, wins: number, winRate: number | null, netPnl: string, perTrade: string | null, profitFactor: number | null, rTrades: number, averageR: number | null, expectancy: string | null, winRateInterval: { low: number, high: number } | null, expectancyInterval: { low: string, high: string } | null } }> } };

export type CreatePlaybookMutationVariables = Exact<{
  input: PlaybookInput;
}>;


export type CreatePlaybookMutation = { createPlaybook: { id: string, name: string, description: string | null, entryCriteria: string | null, exitCriteria: string | null, rules: Array<{ id: string, text: string }> } };

export type PlaybookMissedCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaybookMissedCountsQuery = { missedTradeCounts: Array<{ playbookId: string | null, count: number }> };

export type ReportStats_ReportFragment = { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, winRateExcludingBreakeven: number | null, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string };

export type AccountReportQueryVariables = Exact<{
  accountId: string | number;
  period: ReportPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AccountReportQuery = { account: { id: string, currency: string, analytics: { report: { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, winRateExcludingBreakeven: number | null, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string } } } | null };

export type AllAccountsReportQueryVariables = Exact<{
  period: ReportPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AllAccountsReportQuery = { analytics: { moneyCurrency: string | null, report: { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, winRateExcludingBreakeven: number | null, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string } } };

export type ReportCurrenciesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ReportCurrenciesQuery = { analytics: { currencySummary: { baseCurrency: string | null, notice: string | null, converted: { currency: string, totalPnl: string, totalTrades: number, winRate: number } | null, currencies: Array<{ currency: string, totalPnl: string, totalTrades: number, winRate: number }>, missingRates: Array<{ currency: string, from: string, to: string }> } | null } };

export type SearchResults_HitFragment = { kind: SearchHitKind, id: string, date: string | null, accountId: string | null, title: string, snippet: string };

export type SearchJournalQueryVariables = Exact<{
  q: string;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type SearchJournalQuery = { search: { nextCursor: string | null, hits: Array<{ kind: SearchHitKind, id: string, date: string | null, accountId: string | null, title: string, snippet: string }> } };

export type AccessTokenRowFragment = { id: string, name: string, scope: AccessTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { accessTokens: Array<{ id: string, name: string, scope: AccessTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { secret: string, accessToken: { id: string, name: string, scope: AccessTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: string };

export type ActiveSessions_SessionFragment = { id: string, device: string, createdAt: string, lastSeenAt: string, current: boolean };

export type ActiveSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSessionsQuery = { sessions: Array<{ id: string, device: string, createdAt: string, lastSeenAt: string, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: string };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: number };

export type BreakevenToleranceQueryVariables = Exact<{ [key: string]: never; }>;


export type BreakevenToleranceQuery = { settings: { breakeven: { mode: string, value: string } } };

export type SaveBreakevenToleranceMutationVariables = Exact<{
  input: BreakevenToleranceInput;
}>;


export type SaveBreakevenToleranceMutation = { saveBreakevenTolerance: { reclassifiedTrades: number, tolerance: { mode: string, value: string } } };

export type ContractMultiplierRowFragment = { root: string, name: string | null, builtIn: string | null, own: string | null, pointValue: string };

export type ContractMultipliersQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractMultipliersQuery = { contractMultipliers: Array<{ root: string, name: string | null, builtIn: string | null, own: string | null, pointValue: string }> };

export type SetContractMultiplierMutationVariables = Exact<{
  root: string;
  pointValue: string;
}>;


export type SetContractMultiplierMutation = { setContractMultiplier: { root: string, name: string | null, builtIn: string | null, own: string | null, pointValue: string } };

export type DeleteContractMultiplierMutationVariables = Exact<{
  root: string;
}>;


export type DeleteContractMultiplierMutation = { deleteContractMultiplier: string };

export type CurrencySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencySettingsQuery = { baseCurrency: string | null, accounts: Array<{ id: string, currency: string }>, fxRates: Array<{ date: string, base: string, quote: string, rate: string }> };

export type SetBaseCurrencyMutationVariables = Exact<{
  currency?: string | null | undefined;
}>;


export type SetBaseCurrencyMutation = { setBaseCurrency: string | null };

export type AddFxRateMutationVariables = Exact<{
  input: FxRateInput;
}>;


export type AddFxRateMutation = { addFxRate: { date: string, base: string, quote: string, rate: string } };

export type ImportFxRatesMutationVariables = Exact<{
  csv: string;
}>;


export type ImportFxRatesMutation = { importFxRates: { imported: number, from: string, to: string } };

export type DeleteMeMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMeMutation = { deleteMe: boolean };

export type SettingsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsViewerQuery = { me: { id: string, timezone: string, timezoneSet: boolean, isDemo: boolean } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

export type GoalsTab_GoalsFragment = { monthlyPnlTarget: string, winRateTarget: string, maxDailyLoss: string, maxDrawdown: string, saved: boolean };

export type RulesTab_RulesFragment = { saved: boolean, rules: Array<{ id: string, text: string }> };

export type NotificationsTab_NotificationsFragment = { dailySummary: boolean, lossLimitAlert: boolean, saved: boolean };

export type UserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingsQuery = { settings: { goals: { monthlyPnlTarget: string, winRateTarget: string, maxDailyLoss: string, maxDrawdown: string, saved: boolean }, tradingRules: { saved: boolean, rules: Array<{ id: string, text: string }> }, notifications: { dailySummary: boolean, lossLimitAlert: boolean, saved: boolean } } };

export type SaveGoalsMutationVariables = Exact<{
  input: TradingGoalsInput;
}>;


export type SaveGoalsMutation = { saveGoals: { monthlyPnlTarget: string, winRateTarget: string, maxDailyLoss: string, maxDrawdown: string, saved: boolean } };

export type SaveTradingRulesMutationVariables = Exact<{
  rules: Array<TradingRuleInput> | TradingRuleInput;
}>;


export type SaveTradingRulesMutation = { saveTradingRules: { saved: boolean, rules: Array<{ id: string, text: string }> } };

export type SaveNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type SaveNotificationSettingsMutation = { saveNotificationSettings: { dailySummary: boolean, lossLimitAlert: boolean, saved: boolean } };

export type YourDataTradeCountQueryVariables = Exact<{ [key: string]: never; }>;


export type YourDataTradeCountQuery = { trades: { total: number } };

export type TradeFillsTable_TradeFragment = { id: string, executions: Array<{ id: string, side: ExecutionSide, quantity: string, fillQuantity: string, price: string, commission: string, fees: string, currency: string | null, fxRate: string | null, fxRateSource: FxRateSource | null, executedAt: string, brokerExecutionId: string | null, brokerOrderId: string | null, importFileName: string }> };

export type TradeFormMultipliersQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeFormMultipliersQuery = { contractMultipliers: Array<{ root: string, own: string | null }> };

export type TradeFormFieldsFragment = { id: string, accountId: string, symbol: string, market: Market, origin: TradeOrigin, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, multiplier: string, fees: string, stopLoss: string | null, initialStop: string | null, plannedTarget: string | null, pnl: string | null, result: TradeResult, entryDate: string, exitDate: string | null, notes: string | null, emotionalTags: Array<EmotionalTag>, version: number };

export type TradeForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeForEditQuery = { trade: { id: string, accountId: string, symbol: string, market: Market, origin: TradeOrigin, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, multiplier: string, fees: string, stopLoss: string | null, initialStop: string | null, plannedTarget: string | null, pnl: string | null, result: TradeResult, entryDate: string, exitDate: string | null, notes: string | null, emotionalTags: Array<EmotionalTag>, version: number, executions: Array<{ id: string, side: ExecutionSide, quantity: string, fillQuantity: string, price: string, commission: string, fees: string, currency: string | null, fxRate: string | null, fxRateSource: FxRateSource | null, executedAt: string, brokerExecutionId: string | null, brokerOrderId: string | null, importFileName: string }> } | null };

export type CreateTradeMutationVariables = Exact<{
  input: TradeInput;
}>;


export type CreateTradeMutation = { createTrade: { id: string, accountId: string, symbol: string, market: Market, origin: TradeOrigin, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, multiplier: string, fees: string, stopLoss: string | null, initialStop: string | null, plannedTarget: string | null, pnl: string | null, result: TradeResult, entryDate: string, exitDate: string | null, notes: string | null, emotionalTags: Array<EmotionalTag>, version: number } };

export type UpdateTradeMutationVariables = Exact<{
  id: string | number;
  input: TradeInput;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateTradeMutation = { updateTrade: { id: string, accountId: string, symbol: string, market: Market, origin: TradeOrigin, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, multiplier: string, fees: string, stopLoss: string | null, initialStop: string | null, plannedTarget: string | null, pnl: string | null, result: TradeResult, entryDate: string, exitDate: string | null, notes: string | null, emotionalTags: Array<EmotionalTag>, version: number } };

export type TradeRow_TradeFragment = { id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null, playbook: { id: string, name: string } | null, tags: Array<{ id: string, name: string, color: string }> };

export type TradeListPageQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
  filter?: TradeFilter | null | undefined;
  sort?: TradeSort | null | undefined;
  limit: number;
  offset: number;
}>;


export type TradeListPageQuery = { trades: { total: number, items: Array<{ id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null, playbook: { id: string, name: string } | null, tags: Array<{ id: string, name: string, color: string }> }> } };

export type TradeListTotalQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;


export type TradeListTotalQuery = { trades: { total: number } };

export type TradeFilterStrategiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeFilterStrategiesQuery = { strategies: Array<{ id: string, name: string }> };

export type DeleteTradeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTradeMutation = { deleteTrade: string };

export type TradeImportBatchesQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeImportBatchesQuery = { trade: { id: string, executions: Array<{ id: string, importBatchId: string, importFileName: string }> } | null };

export type BulkTagOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BulkTagOptionsQuery = { tags: Array<{ id: string, name: string, kind: TagKind, color: string }>, playbooks: Array<{ id: string, name: string }> };

export type BulkTagTradesMutationVariables = Exact<{
  input: BulkTagsInput;
}>;


export type BulkTagTradesMutation = { bulkTagTrades: { updated: number } };

export type SymbolChoice_TradeFragment = { market: Market, symbol: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };
export { AccessTokenRowFragmentDoc } from './documents/AccessTokenRowFragmentDoc';
export { AccessTokensDocument } from './documents/AccessTokensDocument';
export { AccountBalanceCurveDocument } from './documents/AccountBalanceCurveDocument';
export { AccountCashFlowsDocument } from './documents/AccountCashFlowsDocument';
export { AccountListDocument } from './documents/AccountListDocument';
export { AccountListItemFragmentDoc } from './documents/AccountListItemFragmentDoc';
export { AccountPlaybookFiguresDocument } from './documents/AccountPlaybookFiguresDocument';
export { AccountReportDocument } from './documents/AccountReportDocument';
export { AccountReturnsDocument } from './documents/AccountReturnsDocument';
export { ActiveSessionsDocument } from './documents/ActiveSessionsDocument';
export { ActiveSessions_SessionFragmentDoc } from './documents/ActiveSessions_SessionFragmentDoc';
export { ActivityCalendar_CalendarFragmentDoc } from './documents/ActivityCalendar_CalendarFragmentDoc';
export { AddFxRateDocument } from './documents/AddFxRateDocument';
export { AllAccountsMoneyDocument } from './documents/AllAccountsMoneyDocument';
export { AllAccountsReportDocument } from './documents/AllAccountsReportDocument';
export { AllPlaybookFiguresDocument } from './documents/AllPlaybookFiguresDocument';
export { AnalyticsPageDocument } from './documents/AnalyticsPageDocument';
export { AnalyticsScatterDocument } from './documents/AnalyticsScatterDocument';
export { AnalyticsStrategiesDocument } from './documents/AnalyticsStrategiesDocument';
export { AssetPerformance_AssetFragmentDoc } from './documents/AssetPerformance_AssetFragmentDoc';
export { AttachmentStrip_AttachmentFragmentDoc } from './documents/AttachmentStrip_AttachmentFragmentDoc';
export { BreakevenToleranceDocument } from './documents/BreakevenToleranceDocument';
export { BulkTagOptionsDocument } from './documents/BulkTagOptionsDocument';
export { BulkTagTradesDocument } from './documents/BulkTagTradesDocument';
export { CashFlowItemFragmentDoc } from './documents/CashFlowItemFragmentDoc';
export { ChangePasswordDocument } from './documents/ChangePasswordDocument';
export { ContractMultiplierRowFragmentDoc } from './documents/ContractMultiplierRowFragmentDoc';
export { ContractMultipliersDocument } from './documents/ContractMultipliersDocument';
export { CreateAccessTokenDocument } from './documents/CreateAccessTokenDocument';
export { CreateAccountDocument } from './documents/CreateAccountDocument';
export { CreateCashFlowDocument } from './documents/CreateCashFlowDocument';
export { CreateJournalTagDocument } from './documents/CreateJournalTagDocument';
export { CreateMissedTradeDocument } from './documents/CreateMissedTradeDocument';
export { CreatePlaybookDocument } from './documents/CreatePlaybookDocument';
export { CreateTradeDocument } from './documents/CreateTradeDocument';
export { CurrencySettingsDocument } from './documents/CurrencySettingsDocument';
export { DailyPnlCard_DailyFragmentDoc } from './documents/DailyPnlCard_DailyFragmentDoc';
export { DashboardLiveDocument } from './documents/DashboardLiveDocument';
export { DashboardRecentTradesDocument } from './documents/DashboardRecentTradesDocument';
export { DashboardRiskProfileDocument } from './documents/DashboardRiskProfileDocument';
export { DashboardRiskStatusChangedDocument } from './documents/DashboardRiskStatusChangedDocument';
export { DashboardRiskStatusDocument } from './documents/DashboardRiskStatusDocument';
export { DashboardSeriesDocument } from './documents/DashboardSeriesDocument';
export { DashboardSummaryDocument } from './documents/DashboardSummaryDocument';
export { DayAttachmentsDocument } from './documents/DayAttachmentsDocument';
export { DayEntry_DayFragmentDoc } from './documents/DayEntry_DayFragmentDoc';
export { DayOutcome_DayFragmentDoc } from './documents/DayOutcome_DayFragmentDoc';
export { DeleteAccountDocument } from './documents/DeleteAccountDocument';
export { DeleteAttachmentDocument } from './documents/DeleteAttachmentDocument';
export { DeleteCashFlowDocument } from './documents/DeleteCashFlowDocument';
export { DeleteContractMultiplierDocument } from './documents/DeleteContractMultiplierDocument';
export { DeleteJournalDayDocument } from './documents/DeleteJournalDayDocument';
export { DeleteMeDocument } from './documents/DeleteMeDocument';
export { DeleteMissedTradeDocument } from './documents/DeleteMissedTradeDocument';
export { DeleteSavedOperationDocument } from './documents/DeleteSavedOperationDocument';
export { DeleteTradeDocument } from './documents/DeleteTradeDocument';
export { DrawdownCard_CurveFragmentDoc } from './documents/DrawdownCard_CurveFragmentDoc';
export { EdgeCard_ExpectancyFragmentDoc } from './documents/EdgeCard_ExpectancyFragmentDoc';
export { EdgeCard_RMultiplesFragmentDoc } from './documents/EdgeCard_RMultiplesFragmentDoc';
export { EquityCurveCard_CurveFragmentDoc } from './documents/EquityCurveCard_CurveFragmentDoc';
export { GoalsTab_GoalsFragmentDoc } from './documents/GoalsTab_GoalsFragmentDoc';
export { GroupBreakdownCard_GroupFragmentDoc } from './documents/GroupBreakdownCard_GroupFragmentDoc';
export { GroupFiguresView_GroupFragmentDoc } from './documents/GroupFiguresView_GroupFragmentDoc';
export { HoldingTimesCard_TimesFragmentDoc } from './documents/HoldingTimesCard_TimesFragmentDoc';
export { HourWinRateCard_HourFragmentDoc } from './documents/HourWinRateCard_HourFragmentDoc';
export { ImportAccountsDocument } from './documents/ImportAccountsDocument';
export { ImportBatchItemFragmentDoc } from './documents/ImportBatchItemFragmentDoc';
export { ImportBatchProgressDocument } from './documents/ImportBatchProgressDocument';
export { ImportBatchRowFragmentDoc } from './documents/ImportBatchRowFragmentDoc';
export { ImportBatchesDocument } from './documents/ImportBatchesDocument';
export { ImportFxRatesDocument } from './documents/ImportFxRatesDocument';
export { ImportMappingTemplatesDocument } from './documents/ImportMappingTemplatesDocument';
export { ImportProgressDocument } from './documents/ImportProgressDocument';
export { ImportTagOptionsDocument } from './documents/ImportTagOptionsDocument';
export { JournalDayPageDocument } from './documents/JournalDayPageDocument';
export { JournalDaysMonthDocument } from './documents/JournalDaysMonthDocument';
export { JournalEditor_TradeFragmentDoc } from './documents/JournalEditor_TradeFragmentDoc';
export { JournalTradeDocument } from './documents/JournalTradeDocument';
export { JournalTradeLinksDocument } from './documents/JournalTradeLinksDocument';
export { JournalTradeList_TradeFragmentDoc } from './documents/JournalTradeList_TradeFragmentDoc';
export { JournalTradesDocument } from './documents/JournalTradesDocument';
export { LiveAccountsChangedDocument } from './documents/LiveAccountsChangedDocument';
export { LiveFiguresChangedDocument } from './documents/LiveFiguresChangedDocument';
export { LiveTradesChangedDocument } from './documents/LiveTradesChangedDocument';
export { LoginDocument } from './documents/LoginDocument';
export { LogoutDocument } from './documents/LogoutDocument';
export { MappingTemplateItemFragmentDoc } from './documents/MappingTemplateItemFragmentDoc';
export { MissedTradeRow_MissedTradeFragmentDoc } from './documents/MissedTradeRow_MissedTradeFragmentDoc';
export { MissedTradesScreenDocument } from './documents/MissedTradesScreenDocument';
export { MonthlyPnlCard_MonthFragmentDoc } from './documents/MonthlyPnlCard_MonthFragmentDoc';
export { NotificationsTab_NotificationsFragmentDoc } from './documents/NotificationsTab_NotificationsFragmentDoc';
export { OpenPositions_PositionsFragmentDoc } from './documents/OpenPositions_PositionsFragmentDoc';
export { PlaybookCard_PlaybookFragmentDoc } from './documents/PlaybookCard_PlaybookFragmentDoc';
export { PlaybookFiguresView_FiguresFragmentDoc } from './documents/PlaybookFiguresView_FiguresFragmentDoc';
export { PlaybookMissedCountsDocument } from './documents/PlaybookMissedCountsDocument';
export { PlaybooksScreenDocument } from './documents/PlaybooksScreenDocument';
export { RecentTrades_TradeFragmentDoc } from './documents/RecentTrades_TradeFragmentDoc';
export { ReportCurrenciesDocument } from './documents/ReportCurrenciesDocument';
export { ReportStats_ReportFragmentDoc } from './documents/ReportStats_ReportFragmentDoc';
export { RequestPasswordResetDocument } from './documents/RequestPasswordResetDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { RetryImportDocument } from './documents/RetryImportDocument';
export { RevokeAccessTokenDocument } from './documents/RevokeAccessTokenDocument';
export { RevokeOtherSessionsDocument } from './documents/RevokeOtherSessionsDocument';
export { RevokeSessionDocument } from './documents/RevokeSessionDocument';
export { RiskStatusCard_StatusFragmentDoc } from './documents/RiskStatusCard_StatusFragmentDoc';
export { RulesTab_RulesFragmentDoc } from './documents/RulesTab_RulesFragmentDoc';
export { SaveBreakevenToleranceDocument } from './documents/SaveBreakevenToleranceDocument';
export { SaveGoalsDocument } from './documents/SaveGoalsDocument';
export { SaveImportMappingTemplateDocument } from './documents/SaveImportMappingTemplateDocument';
export { SaveJournalDayDocument } from './documents/SaveJournalDayDocument';
export { SaveJournalEntryDocument } from './documents/SaveJournalEntryDocument';
export { SaveNotificationSettingsDocument } from './documents/SaveNotificationSettingsDocument';
export { SaveOperationDocument } from './documents/SaveOperationDocument';
export { SaveTradeLinksDocument } from './documents/SaveTradeLinksDocument';
export { SaveTradingRulesDocument } from './documents/SaveTradingRulesDocument';
export { SavedOperationsDocument } from './documents/SavedOperationsDocument';
export { SearchJournalDocument } from './documents/SearchJournalDocument';
export { SearchResults_HitFragmentDoc } from './documents/SearchResults_HitFragmentDoc';
export { SetBaseCurrencyDocument } from './documents/SetBaseCurrencyDocument';
export { SetContractMultiplierDocument } from './documents/SetContractMultiplierDocument';
export { SetRiskRulesDocument } from './documents/SetRiskRulesDocument';
export { SettingsViewerDocument } from './documents/SettingsViewerDocument';
export { StatCards_OverallFragmentDoc } from './documents/StatCards_OverallFragmentDoc';
export { StreakBanner_StreaksFragmentDoc } from './documents/StreakBanner_StreaksFragmentDoc';
export { StreakBarsCard_BarFragmentDoc } from './documents/StreakBarsCard_BarFragmentDoc';
export { StreakCards_StreaksFragmentDoc } from './documents/StreakCards_StreaksFragmentDoc';
export { SymbolChoice_TradeFragmentDoc } from './documents/SymbolChoice_TradeFragmentDoc';
export { SystemAlerts_AlertFragmentDoc } from './documents/SystemAlerts_AlertFragmentDoc';
export { TagImportBatchDocument } from './documents/TagImportBatchDocument';
export { TopSymbolsTable_SymbolFragmentDoc } from './documents/TopSymbolsTable_SymbolFragmentDoc';
export { TopTradesCard_TradeFragmentDoc } from './documents/TopTradesCard_TradeFragmentDoc';
export { TradeAttachmentsDocument } from './documents/TradeAttachmentsDocument';
export { TradeFillsTable_TradeFragmentDoc } from './documents/TradeFillsTable_TradeFragmentDoc';
export { TradeFilterStrategiesDocument } from './documents/TradeFilterStrategiesDocument';
export { TradeForEditDocument } from './documents/TradeForEditDocument';
export { TradeFormFieldsFragmentDoc } from './documents/TradeFormFieldsFragmentDoc';
export { TradeFormMultipliersDocument } from './documents/TradeFormMultipliersDocument';
export { TradeImportBatchesDocument } from './documents/TradeImportBatchesDocument';
export { TradeListPageDocument } from './documents/TradeListPageDocument';
export { TradeListTotalDocument } from './documents/TradeListTotalDocument';
export { TradeRow_TradeFragmentDoc } from './documents/TradeRow_TradeFragmentDoc';
export { TradingPlan_PlanFragmentDoc } from './documents/TradingPlan_PlanFragmentDoc';
export { UndoImportDocument } from './documents/UndoImportDocument';
export { UpdateAccountDocument } from './documents/UpdateAccountDocument';
export { UpdateCashFlowDocument } from './documents/UpdateCashFlowDocument';
export { UpdateMissedTradeDocument } from './documents/UpdateMissedTradeDocument';
export { UpdateTimezoneDocument } from './documents/UpdateTimezoneDocument';
export { UpdateTradeDocument } from './documents/UpdateTradeDocument';
export { UserSettingsDocument } from './documents/UserSettingsDocument';
export { ViewerDocument } from './documents/ViewerDocument';
export { WeekSummary_WeekFragmentDoc } from './documents/WeekSummary_WeekFragmentDoc';
export { WeekdayCard_DayFragmentDoc } from './documents/WeekdayCard_DayFragmentDoc';
export { YourDataTradeCountDocument } from './documents/YourDataTradeCountDocument';
