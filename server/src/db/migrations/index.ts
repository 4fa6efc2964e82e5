import { InitialSchema1732240000000 } from './1732240000000-initial-schema';
import { AnalyticsRollups1732250000000 } from './1732250000000-analytics-rollups';
import { AnalyticsRollupsCoarse1732250000001 } from './1732250000001-analytics-rollups-coarse';
import { AnalyticsDayWalks1732250000002 } from './1732250000002-analytics-day-walks';
import { TradesOwnerStatistics1732250000003 } from './1732250000003-trades-owner-statistics';
import { AnalyticsDayWalksStatement1732250000004 } from './1732250000004-analytics-day-walks-statement';
import { AnalyticsDayWalksLock1732250000005 } from './1732250000005-analytics-day-walks-lock';
import { TradesScatterColumns1732250000006 } from './1732250000006-trades-scatter-columns';
import { AnalyticsZoneChangeLock1732250000007 } from './1732250000007-analytics-zone-change-lock';
import { AuthThrottle1732262000000 } from './1732262000000-auth-throttle';
import { RepairUnknownTimeZones1732263000000 } from './1732263000000-repair-unknown-time-zones';
import { ScatterMoneyColumns1732264000000 } from './1732264000000-scatter-money-columns';
import { ExecutionsAndImportBatches1732266000000 } from './1732266000000-executions-and-import-batches';
import { ImportTradeSnapshots1732267000000 } from './1732267000000-import-trade-snapshots';
import { MappingTemplatesAndUserMultipliers1732267000001 } from './1732267000001-mapping-templates-and-user-multipliers';
import { AccessTokens1732268000000 } from './1732268000000-access-tokens';
import { CashFlows1732269000000 } from './1732269000000-cash-flows';
import { AnalyticsRollupStatement1732271000000 } from './1732271000000-analytics-rollup-statement';
import { FxRates1732273000000 } from './1732273000000-fx-rates';
import { TradeListKeysetIndexes1732274000000 } from './1732274000000-trade-list-keyset-indexes';
import { TradeExecutionsStatementCheck1732275000000 } from './1732275000000-trade-executions-statement-check';
import { SavedOperations1732274000001 } from './1732274000001-saved-operations';
import { CashFlowImportBatches1732276000000 } from './1732276000000-cash-flow-import-batches';
import { ExecutionCurrencies1732277500000 } from './1732277500000-execution-currencies';
import { ImportProgressPhases1732278500000 } from './1732278500000-import-progress-phases';
import { InitialRisk1732282000000 } from './1732282000000-initial-risk';
import { Sessions1732279500000 } from './1732279500000-sessions';
import { UserSettingsAndMissedTrades1732280000000 } from './1732280000000-user-settings-and-missed-trades';
import { RiskProfiles1732284000000 } from './1732284000000-risk-profiles';
import { Statements1732287000000 } from './1732287000000-statements';
import { MissedTradesPlaybookKey1732288000000 } from './1732288000000-missed-trades-playbook-key';
import { Search1732289000000 } from './1732289000000-search';
import { NotificationLog1732289100000 } from './1732289100000-notification-log';
import { ArchiveJobs1732295000000 } from './1732295000000-archive-jobs';
import { BreakevenTolerance1732296000000 } from './1732296000000-breakeven-tolerance';
import { PlaybooksAndTags1732281000000 } from './1732281000000-playbooks-and-tags';
import { JournalDays1732283000000 } from './1732283000000-journal-days';
import { Attachments1732283100000 } from './1732283100000-attachments';
import { PriceBars1732285000000 } from './1732285000000-price-bars';

/**
 * Every migration, in order. Explicit classes (no glob) so the compiled server, ts-node-free
 * CLIs and the jest template builder all run exactly the same list.
 */
export const MIGRATIONS = [
  InitialSchema1732240000000,
  AnalyticsRollups1732250000000,
  AnalyticsRollupsCoarse1732250000001,
  AnalyticsDayWalks1732250000002,
  TradesOwnerStatistics1732250000003,
  AnalyticsDayWalksStatement1732250000004,
  AnalyticsDayWalksLock1732250000005,
  TradesScatterColumns1732250000006,
  AnalyticsZoneChangeLock1732250000007,
  AuthThrottle1732262000000,
  RepairUnknownTimeZones1732263000000,
  ScatterMoneyColumns1732264000000,
  ExecutionsAndImportBatches1732266000000,
  ImportTradeSnapshots1732267000000,
  MappingTemplatesAndUserMultipliers1732267000001,
  AccessTokens1732268000000,
  CashFlows1732269000000,
  AnalyticsRollupStatement1732271000000,
  FxRates1732273000000,
  TradeListKeysetIndexes1732274000000,
  SavedOperations1732274000001,
  TradeExecutionsStatementCheck1732275000000,
  CashFlowImportBatches1732276000000,
  ExecutionCurrencies1732277500000,
  ImportProgressPhases1732278500000,
  Sessions1732279500000,
  UserSettingsAndMissedTrades1732280000000,
  PlaybooksAndTags1732281000000,
  InitialRisk1732282000000,
  JournalDays1732283000000,
  Attachments1732283100000,
  RiskProfiles1732284000000,
  PriceBars1732285000000,
  Statements1732287000000,
  MissedTradesPlaybookKey1732288000000,
  Search1732289000000,
  NotificationLog1732289100000,
  ArchiveJobs1732295000000,
  BreakevenTolerance1732296000000,
];
