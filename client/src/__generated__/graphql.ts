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

export type Market =
  | 'commodities'
  | 'crypto'
  | 'forex'
  | 'futures'
  | 'indices'
  | 'options'
  | 'stocks';

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

export type SaveOperationInput = {
  /** 1 … 100 characters; saving under an existing name replaces that operation. */
  name: string;
  query: string;
  variables?: string | null | undefined;
};

export type SortDirection =
  | 'asc'
  | 'desc';

/** Trade-list filter. Dates are inclusive calendar days in the viewer's time zone (on entry date). */
export type TradeFilter = {
  from?: string | null | undefined;
  market?: Market | null | undefined;
  result?: TradeResult | null | undefined;
  strategyId?: string | number | null | undefined;
  symbol?: string | null | undefined;
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
  quantity?: string | null | undefined;
  /** Only `open` is honoured (it clears the exit); other results are derived from pnl. */
  result?: TradeResult | null | undefined;
  /** The current stop. When the trade has no initial stop, the first stop entered becomes it. */
  stopLoss?: string | null | undefined;
  symbol?: string | null | undefined;
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


export type LiveTradesChangedSubscription = { tradesChanged: { kind: ChangeKind, accountId: string, tradeId: string | null, trade: { id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null } | null } };

export type LiveFiguresChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveFiguresChangedSubscription = { figuresChanged: { accountId: string } };

export type LiveAccountsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveAccountsChangedSubscription = { accountsChanged: { kind: ChangeKind, accountId: string } };

export type AnalyticsPageQueryVariables = Exact<{
  accountId: string | number;
  filter?: AnalyticsFilter | null | undefined;
}>;


export type AnalyticsPageQuery = { account: { id: string, currency: string, analytics: { overall: { totalPnl: string, closedTrades: number }, streaks: { current: number, bestWinStreak: number, worstLossStreak: number, recent: Array<{ tradeId: string, entryDate: string, pnl: string, streak: number }> }, monthlyPnl: Array<{ month: string, pnl: string, trades: number }>, byWeekday: Array<{ weekday: number, pnl: string, trades: number, winRate: number }>, byHour: Array<{ hour: number, trades: number, winRate: number | null }>, topSymbols: Array<{ rank: number, symbol: string, market: Market, trades: number, winRate: number, totalPnl: string }>, topTrades: { best: Array<{ id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, entryDate: string }>, worst: Array<{ id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, entryDate: string }> }, expectancy: { trades: number, value: string | null, ciLow: string | null, ciHigh: string | null, winRate: number | null, winRateCiLow: number | null, winRateCiHigh: number | null }, rMultiples: { trades: number, tradesWithoutR: number, basis: RBasis, averageR: number | null, sqn: number | null, reliable: boolean }, byEmotionalTag: Array<{ key: string, pnl: string, trades: number, winRate: number }>, byStrategy: Array<{ key: string, pnl: string, trades: number, winRate: number }>, byMarket: Array<{ key: string, pnl: string, trades: number, winRate: number }>, holdingTimes: { winsHours: number | null, lossesHours: number | null, breakevenHours: number | null } } } | null };

export type AnalyticsScatterQueryVariables = Exact<{
  accountId: string | number;
  filter?: AnalyticsFilter | null | undefined;
  maxPoints: number;
}>;


export type AnalyticsScatterQuery = { account: { id: string, analytics: { equityCurve: { maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, drawdownPercent: number }> }, scatter: { tradeIds: Array<string>, symbols: Array<string>, pnl: Array<string>, risk: Array<number | null>, reward: Array<number>, hours: Array<number | null> } } } | null };

export type AnalyticsStrategiesQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsStrategiesQuery = { strategies: Array<{ id: string, name: string }> };

export type DrawdownCard_CurveFragment = { maxDrawdown: string, maxDrawdownPercent: number, points: Array<{ date: string, drawdownPercent: number }> };

export type EdgeCard_ExpectancyFragment = { trades: number, value: string | null, ciLow: string | null, ciHigh: string | null, winRate: number | null, winRateCiLow: number | null, winRateCiHigh: number | null };

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

export type DashboardSummaryQueryVariables = Exact<{
  accountId: string | number;
}>;


export type DashboardSummaryQuery = { account: { id: string, currency: string, analytics: { overall: { totalPnl: string, winRate: number, closedTrades: number, winningTrades: number, losingTrades: number, averageWin: string, averageLoss: string, profitFactor: number | null }, streaks: { current: number }, weekSummary: { trades: number, pnl: string, winRate: number }, assetPerformance: Array<{ symbol: string, market: Market, totalPnl: string, totalTrades: number, winRate: number, wins: number, losses: number }> } } | null };

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

export type StatCards_OverallFragment = { totalPnl: string, winRate: number, closedTrades: number, winningTrades: number, losingTrades: number, averageWin: string, averageLoss: string, profitFactor: number | null };

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

export type MappingTemplateItemFragment = { id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } };

export type ImportMappingTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportMappingTemplatesQuery = { importMappingTemplates: Array<{ id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } }> };

export type SaveImportMappingTemplateMutationVariables = Exact<{
  input: ImportMappingTemplateInput;
}>;


export type SaveImportMappingTemplateMutation = { saveImportMappingTemplate: { id: string, name: string, header: Array<string>, mapping: { symbol: string, side: string, quantity: string, price: string, executedAt: string, time: string | null, commission: string | null, fees: Array<string> | null, market: string | null, executionId: string | null, orderId: string | null, dateOrder: string | null, decimalMark: string | null } } };

export type JournalEditor_TradeFragment = { id: string, symbol: string, market: Market, tradeType: TradeType, pnl: string | null, result: TradeResult, entryDate: string };

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

export type ReportStats_ReportFragment = { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string };

export type AccountReportQueryVariables = Exact<{
  accountId: string | number;
  period: ReportPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AccountReportQuery = { account: { id: string, currency: string, analytics: { report: { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string } } } | null };

export type AllAccountsReportQueryVariables = Exact<{
  period: ReportPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AllAccountsReportQuery = { analytics: { moneyCurrency: string | null, report: { period: ReportPeriod, from: string, to: string, start: string, end: string, totalPnl: string, winRate: number, totalTrades: number, wins: number, losses: number, profitFactor: number | null, grossProfitFactor: number | null, averageWin: string, averageLoss: string } } };

export type ReportCurrenciesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ReportCurrenciesQuery = { analytics: { currencySummary: { baseCurrency: string | null, notice: string | null, converted: { currency: string, totalPnl: string, totalTrades: number, winRate: number } | null, currencies: Array<{ currency: string, totalPnl: string, totalTrades: number, winRate: number }>, missingRates: Array<{ currency: string, from: string, to: string }> } | null } };

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

export type SettingsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsViewerQuery = { me: { id: string, timezone: string, timezoneSet: boolean, isDemo: boolean } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { token: string } };

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

export type TradeRow_TradeFragment = { id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null };

export type TradeListPageQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
  filter?: TradeFilter | null | undefined;
  sort?: TradeSort | null | undefined;
  limit: number;
  offset: number;
}>;


export type TradeListPageQuery = { trades: { total: number, items: Array<{ id: string, accountId: string, symbol: string, market: Market, tradeType: TradeType, entryPrice: string, exitPrice: string | null, quantity: string, pnl: string | null, rMultiple: string | null, result: TradeResult, entryDate: string, exitDate: string | null, strategy: { id: string, name: string } | null }> } };

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

export type SymbolChoice_TradeFragment = { market: Market, symbol: string };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };
export { AccessTokenRowFragmentDoc } from './documents/AccessTokenRowFragmentDoc';
export { AccessTokensDocument } from './documents/AccessTokensDocument';
export { AccountBalanceCurveDocument } from './documents/AccountBalanceCurveDocument';
export { AccountCashFlowsDocument } from './documents/AccountCashFlowsDocument';
export { AccountListDocument } from './documents/AccountListDocument';
export { AccountListItemFragmentDoc } from './documents/AccountListItemFragmentDoc';
export { AccountReportDocument } from './documents/AccountReportDocument';
export { AccountReturnsDocument } from './documents/AccountReturnsDocument';
export { ActiveSessionsDocument } from './documents/ActiveSessionsDocument';
export { ActiveSessions_SessionFragmentDoc } from './documents/ActiveSessions_SessionFragmentDoc';
export { ActivityCalendar_CalendarFragmentDoc } from './documents/ActivityCalendar_CalendarFragmentDoc';
export { AddFxRateDocument } from './documents/AddFxRateDocument';
export { AllAccountsMoneyDocument } from './documents/AllAccountsMoneyDocument';
export { AllAccountsReportDocument } from './documents/AllAccountsReportDocument';
export { AnalyticsPageDocument } from './documents/AnalyticsPageDocument';
export { AnalyticsScatterDocument } from './documents/AnalyticsScatterDocument';
export { AnalyticsStrategiesDocument } from './documents/AnalyticsStrategiesDocument';
export { AssetPerformance_AssetFragmentDoc } from './documents/AssetPerformance_AssetFragmentDoc';
export { CashFlowItemFragmentDoc } from './documents/CashFlowItemFragmentDoc';
export { ChangePasswordDocument } from './documents/ChangePasswordDocument';
export { ContractMultiplierRowFragmentDoc } from './documents/ContractMultiplierRowFragmentDoc';
export { ContractMultipliersDocument } from './documents/ContractMultipliersDocument';
export { CreateAccessTokenDocument } from './documents/CreateAccessTokenDocument';
export { CreateAccountDocument } from './documents/CreateAccountDocument';
export { CreateCashFlowDocument } from './documents/CreateCashFlowDocument';
export { CreateTradeDocument } from './documents/CreateTradeDocument';
export { CurrencySettingsDocument } from './documents/CurrencySettingsDocument';
export { DailyPnlCard_DailyFragmentDoc } from './documents/DailyPnlCard_DailyFragmentDoc';
export { DashboardLiveDocument } from './documents/DashboardLiveDocument';
export { DashboardRecentTradesDocument } from './documents/DashboardRecentTradesDocument';
export { DashboardSeriesDocument } from './documents/DashboardSeriesDocument';
export { DashboardSummaryDocument } from './documents/DashboardSummaryDocument';
export { DeleteAccountDocument } from './documents/DeleteAccountDocument';
export { DeleteCashFlowDocument } from './documents/DeleteCashFlowDocument';
export { DeleteContractMultiplierDocument } from './documents/DeleteContractMultiplierDocument';
export { DeleteSavedOperationDocument } from './documents/DeleteSavedOperationDocument';
export { DeleteTradeDocument } from './documents/DeleteTradeDocument';
export { DrawdownCard_CurveFragmentDoc } from './documents/DrawdownCard_CurveFragmentDoc';
export { EdgeCard_ExpectancyFragmentDoc } from './documents/EdgeCard_ExpectancyFragmentDoc';
export { EdgeCard_RMultiplesFragmentDoc } from './documents/EdgeCard_RMultiplesFragmentDoc';
export { EquityCurveCard_CurveFragmentDoc } from './documents/EquityCurveCard_CurveFragmentDoc';
export { GroupBreakdownCard_GroupFragmentDoc } from './documents/GroupBreakdownCard_GroupFragmentDoc';
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
export { JournalEditor_TradeFragmentDoc } from './documents/JournalEditor_TradeFragmentDoc';
export { JournalTradeList_TradeFragmentDoc } from './documents/JournalTradeList_TradeFragmentDoc';
export { JournalTradesDocument } from './documents/JournalTradesDocument';
export { LiveAccountsChangedDocument } from './documents/LiveAccountsChangedDocument';
export { LiveFiguresChangedDocument } from './documents/LiveFiguresChangedDocument';
export { LiveTradesChangedDocument } from './documents/LiveTradesChangedDocument';
export { LoginDocument } from './documents/LoginDocument';
export { LogoutDocument } from './documents/LogoutDocument';
export { MappingTemplateItemFragmentDoc } from './documents/MappingTemplateItemFragmentDoc';
export { MonthlyPnlCard_MonthFragmentDoc } from './documents/MonthlyPnlCard_MonthFragmentDoc';
export { OpenPositions_PositionsFragmentDoc } from './documents/OpenPositions_PositionsFragmentDoc';
export { RecentTrades_TradeFragmentDoc } from './documents/RecentTrades_TradeFragmentDoc';
export { ReportCurrenciesDocument } from './documents/ReportCurrenciesDocument';
export { ReportStats_ReportFragmentDoc } from './documents/ReportStats_ReportFragmentDoc';
export { RequestPasswordResetDocument } from './documents/RequestPasswordResetDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { RetryImportDocument } from './documents/RetryImportDocument';
export { RevokeAccessTokenDocument } from './documents/RevokeAccessTokenDocument';
export { RevokeOtherSessionsDocument } from './documents/RevokeOtherSessionsDocument';
export { RevokeSessionDocument } from './documents/RevokeSessionDocument';
export { SaveImportMappingTemplateDocument } from './documents/SaveImportMappingTemplateDocument';
export { SaveJournalEntryDocument } from './documents/SaveJournalEntryDocument';
export { SaveOperationDocument } from './documents/SaveOperationDocument';
export { SavedOperationsDocument } from './documents/SavedOperationsDocument';
export { SetBaseCurrencyDocument } from './documents/SetBaseCurrencyDocument';
export { SetContractMultiplierDocument } from './documents/SetContractMultiplierDocument';
export { SettingsViewerDocument } from './documents/SettingsViewerDocument';
export { StatCards_OverallFragmentDoc } from './documents/StatCards_OverallFragmentDoc';
export { StreakBanner_StreaksFragmentDoc } from './documents/StreakBanner_StreaksFragmentDoc';
export { StreakBarsCard_BarFragmentDoc } from './documents/StreakBarsCard_BarFragmentDoc';
export { StreakCards_StreaksFragmentDoc } from './documents/StreakCards_StreaksFragmentDoc';
export { SymbolChoice_TradeFragmentDoc } from './documents/SymbolChoice_TradeFragmentDoc';
export { SystemAlerts_AlertFragmentDoc } from './documents/SystemAlerts_AlertFragmentDoc';
export { TopSymbolsTable_SymbolFragmentDoc } from './documents/TopSymbolsTable_SymbolFragmentDoc';
export { TopTradesCard_TradeFragmentDoc } from './documents/TopTradesCard_TradeFragmentDoc';
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
export { UpdateTimezoneDocument } from './documents/UpdateTimezoneDocument';
export { UpdateTradeDocument } from './documents/UpdateTradeDocument';
export { ViewerDocument } from './documents/ViewerDocument';
export { WeekSummary_WeekFragmentDoc } from './documents/WeekSummary_WeekFragmentDoc';
export { WeekdayCard_DayFragmentDoc } from './documents/WeekdayCard_DayFragmentDoc';
