import { MAX_TRADE_LIMIT } from '../../modules/trades/trade-list-query';
import { MISSING_RATES_LISTED, PREVIEW_TRADES } from '../../modules/imports/imports.service';
import { DEFAULT_GROUPS, MAX_GROUPS } from '../../modules/breakdown/breakdown.service';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../modules/trades/trade-connection';
import { PLAYBOOK_LIMITS } from '../../domain/playbooks/playbook-input';
import { SAVED_OPERATION_LIMITS } from '../../modules/saved-operations/saved-operations.service';
import { MAX_ATTACHMENTS_PER_TARGET } from '../../modules/attachments/attachments.service';
import { MAX_LIST_DAYS } from '../../modules/journal-days/journal-day-rules';
import { MISSED_TRADES_LIST_LIMIT } from '../../modules/missed-trades/missed-trades.service';
import { RULE_LIMITS } from '../../modules/settings/settings-rules';
import { RISK_RULE_NAMES } from '../../domain/risk/risk-engine';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from '../../modules/search/search-input';

/**
 * What a field costs, keyed by `Type.field` (no schema directives: the table is the one place).
 *
 * A field costs `weight + size × (object + selection)`, where
 * - `weight` is the work of resolving it once (default 0): an analytics figure runs SQL over the
 *   scope's trades, the scatter ships 2,000 points in six columns;
 * - `size` is how many items a list field can hold (1 for a non-list field): from its own
 *   arguments, from the arguments of the field that produced its parent (`TradePage.items` is
 *   bounded by `trades(limit)`), else a documented typical maximum;
 * - `object` is 1 for each object in the answer (0 for scalars and enums);
 * - `selection` is the cost of the fields selected under it, per item.
 * So the cost multiplies by every enclosing list: `topTrades(limit: 100) { best { account {
 * analytics { scatter … } } } }` costs 100 scatters, which the budget refuses.
 *
 * Sizes use the arguments as given, capped at what the service accepts (a larger value fails the
 * service's own validation with its message), and the schema's defaults when absent.
 */
export interface FieldCost {
  weight?: number;
  size?: (args: Args, parentArgs: Args) => number;
}

export type Args = Record<string, unknown>;

/** SQL over the scope's trades (memoized per request, but each alias or list item may differ). */
const FIGURE = 10;
/** The equity walk: every closed trade, or the per-day summaries. */
const EQUITY_WALK = 20;
/** The scatter's 2,000 newest trades × 6 columns ≈ the payload of a few hundred Trade objects. */
const SCATTER = 500;

/** An integer argument, clamped to [0, max]; `fallback` when absent or not a number. */
export function sizeArg(value: unknown, fallback: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.max(0, Math.min(Math.trunc(value), max));
}

const fixed = (n: number) => () => n;

export const FIELD_COSTS: Record<string, FieldCost> = {
  // Lists without a bound argument: typical maxima of one user's data.
  'Query.accounts': { size: fixed(20) },
  'Query.strategies': { size: fixed(20) },
  // At most MAX_ACCESS_TOKENS (50) per user.
  'Query.accessTokens': { size: fixed(50) },
  // At most MAX_LISTED_SESSIONS (100) are listed.
  'Query.sessions': { size: fixed(100) },

  // Trade pages: `trades(limit)` (default 50, at most MAX_TRADE_LIMIT).
  'TradePage.items': { size: (_a, parent) => sizeArg(parent.limit, 50, MAX_TRADE_LIMIT) },
  // An imported trade's fills (one DataLoader query per request): a typical scaled trade's count.
  'Trade.executions': { size: fixed(20) },
  // Issue 30: a trade's links (one DataLoader query per request); the user's tags and playbooks.
  // Typical counts (a trade may hold up to PLAYBOOK_LIMITS.tagsPerTrade tags and a playbook
  // PLAYBOOK_LIMITS.rules rules): at the maxima the journal's own save would count as expensive.
  'Trade.tags': { size: fixed(10) },
  'Trade.ruleChecks': { size: fixed(10) },
  'Trade.playbook': { weight: 1 },
  'Playbook.rules': { size: fixed(PLAYBOOK_LIMITS.rules) },
  'Query.tags': { size: fixed(200) },
  'Query.playbooks': { size: fixed(50) },
  'Query.missedTrades': { size: fixed(MISSED_TRADES_LIST_LIMIT) },
  // One row per playbook with missed trades, and one for those without.
  'Query.missedTradeCounts': { size: fixed(51) },
  // Issue 30 item 3: the Trading Rules checklist, a typical count (at most RULE_LIMITS.count; at
  // that the Settings tab's own save would count as expensive).
  'TradingRules.rules': { size: fixed(Math.min(20, RULE_LIMITS.count)) },
  // Issue 31: a day range (at most MAX_LIST_DAYS days); a user's templates (typical count);
  // the images of a trade or a day (at most MAX_ATTACHMENTS_PER_TARGET).
  'Query.journalDays': { size: fixed(MAX_LIST_DAYS) },
  'Query.journalTemplates': { size: fixed(20) },
  'Trade.attachments': { size: fixed(MAX_ATTACHMENTS_PER_TARGET) },
  'JournalDay.attachments': { size: fixed(MAX_ATTACHMENTS_PER_TARGET) },
  // The day's Trading Plan is a figure (the daily stats); its broken rules one grouped statement,
  // a typical count of a playbook's rules.
  'JournalDay.tradingPlan': { weight: FIGURE },
  'JournalDay.rulesBroken': { size: fixed(20) },
  // Issue 31 item 5: one full-text statement (snippets for the page's rows only); `search(limit)` hits.
  'Query.search': { weight: FIGURE },
  'SearchResult.hits': { size: (_a, parent) => sizeArg(parent.limit, DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT) },
  // Issue 32: the engine walks the account's whole history for each of these; a status or a day
  // lists at most one entry (or breach) per rule; a history a trading year of days (typical).
  'Account.riskStatus': { weight: EQUITY_WALK },
  'Account.riskHistory': { weight: EQUITY_WALK },
  'Account.riskReplay': { weight: EQUITY_WALK },
  'RiskStatus.rules': { size: fixed(RISK_RULE_NAMES.length) },
  'RiskDay.breaches': { size: fixed(RISK_RULE_NAMES.length) },
  'RiskHistory.days': { size: fixed(260) },

  // Keyset pages: `first` or `last` edges (default 50, at most MAX_PAGE_SIZE); the count is a statement.
  'TradeConnection.edges': {
    size: (_a, parent) => sizeArg(parent.first ?? parent.last, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  },
  'TradeConnection.totalCount': { weight: FIGURE },

  // Breakdown (modules/breakdown): one statement over the scope's trades, `limit` groups of ≤ 2 keys.
  'Query.breakdown': { weight: FIGURE },
  'Breakdown.rows': { size: (_a, parent) => sizeArg(parent.limit, DEFAULT_GROUPS, MAX_GROUPS) },
  'BreakdownRow.keys': { size: fixed(2) },
  'Query.savedOperations': { size: fixed(SAVED_OPERATION_LIMITS.perUser) },

  // Analytics figures (services/analytics: one statement each, sizes as the service caps them).
  'Analytics.overall': { weight: FIGURE },
  'Analytics.currencySummary': { weight: FIGURE },
  'Query.fxRates': { size: (a) => sizeArg(a.limit, 200, 5000) },
  // One entry per account currency: a handful.
  'CurrencySummary.currencies': { size: fixed(5) },
  'CurrencySummary.missingRates': { size: fixed(5) },
  // Issue 15: the all-accounts currency may need the converted summary; the balance curve is one
  // day walk over trades and flows: one series (one per currency only while a rate is missing),
  // one point per day with a trade exit or a flow (typically a few hundred; the service caps it).
  'Analytics.moneyCurrency': { weight: FIGURE },
  'Analytics.balanceCurve': { weight: EQUITY_WALK },
  'BalanceCurve.series': { size: fixed(1) },
  'BalanceCurve.missingRates': { size: fixed(5) },
  'BalanceSeries.points': { size: fixed(500) },
  'Analytics.daily': { weight: FIGURE },
  'Analytics.equityCurve': { weight: EQUITY_WALK },
  'EquityCurve.points': { size: (_a, parent) => sizeArg(parent.maxPoints, 2000, 20000) },
  'Analytics.openPositions': { weight: FIGURE },
  'OpenPositions.byMarket': { size: fixed(7) },
  'OpenPositions.aggregated': { size: fixed(50) },
  // Positions split over the markets: about 50 / 7 per market.
  'MarketPositions.positions': { size: fixed(10) },
  'Analytics.assetPerformance': { weight: FIGURE, size: (a) => sizeArg(a.limit, 50, 1000) },
  'Analytics.streaks': { weight: FIGURE },
  'Streaks.recent': { size: fixed(50) },
  'Analytics.monthlyPnl': { weight: FIGURE, size: (a) => sizeArg(a.months, 12, 120) },
  'Analytics.byWeekday': { weight: FIGURE, size: fixed(7) },
  'Analytics.byHour': { weight: FIGURE, size: fixed(24) },
  'Analytics.topSymbols': { weight: FIGURE, size: (a) => sizeArg(a.limit, 10, 1000) },
  'Analytics.topTrades': { weight: FIGURE },
  'TopTrades.best': { size: (_a, parent) => sizeArg(parent.limit, 5, 100) },
  'TopTrades.worst': { size: (_a, parent) => sizeArg(parent.limit, 5, 100) },
  'Analytics.scatter': { weight: SCATTER },
  'Analytics.activityCalendar': { weight: FIGURE },
  'ActivityCalendar.days': { size: fixed(91) },
  'Analytics.weekSummary': { weight: FIGURE },
  'Analytics.tradingPlan': { weight: FIGURE },
  'TradingPlan.objectives': { size: fixed(4) },
  'Analytics.alerts': { weight: FIGURE, size: fixed(8) },
  'Analytics.expectancy': { weight: FIGURE },
  'Analytics.rMultiples': { weight: FIGURE },
  'Analytics.byEmotionalTag': { weight: FIGURE, size: fixed(8) },
  'Analytics.byStrategy': { weight: FIGURE, size: fixed(20) },
  'Analytics.byMarket': { weight: FIGURE, size: fixed(7) },
  'Analytics.holdingTimes': { weight: FIGURE },
  // Issue 30: one statement each over the scope's closed trades; typical counts of a user's playbooks, tags, rules.
  'Analytics.byPlaybook': { weight: FIGURE, size: fixed(10) },
  'Analytics.byUserTag': { weight: FIGURE, size: fixed(20) },
  'Analytics.byRule': { weight: FIGURE, size: fixed(20) },
  'Analytics.report': { weight: FIGURE },

  // Broker imports (modules/imports): the service caps each list.
  'Query.importBatches': { size: fixed(200) },
  'ImportSummary.rowsSkipped': { size: fixed(10) },
  'ImportSummary.errors': { size: fixed(100) },
  'ImportPreview.rowsSkipped': { size: fixed(10) },
  'ImportPreview.errors': { size: fixed(100) },
  'ImportPreview.brokerAccounts': { size: fixed(10) },
  // One line per currency and whose rate (the file's or the user's): a file holds a few currencies.
  'ImportPreview.conversions': { size: fixed(20) },
  'ImportPreview.missingRates': { size: fixed(MISSING_RATES_LISTED) },
  'Query.importMappingTemplates': { size: fixed(100) },
  'ImportMappingTemplate.header': { size: fixed(30) },
  'ColumnMapping.fees': { size: fixed(5) },
  // The built-in table (about 60 roots) plus the roots a user adds.
  'Query.contractMultipliers': { size: fixed(80) },
  'ImportPreview.firstRoundTrips': { weight: FIGURE, size: fixed(PREVIEW_TRADES) },

  // Cash flows and returns (modules/cash-flows, modules/returns): a list of one account's flows
  // (typically a few per month) and one day walk over the account's trades and flows.
  'Account.cashFlows': { weight: 1, size: fixed(200) },
  'Account.returns': { weight: EQUITY_WALK },
};
