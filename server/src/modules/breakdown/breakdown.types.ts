import type { AnalyticsFilter } from '../figure-scope/analytics.filter';

/**
 * The breakdown's own types: the service never sees GraphQL's (docs/ARCHITECTURE.md rule 2). The
 * unions have the members of the schema's enums of the same names; the resolver hands the
 * generated arguments over and the generated row type back, so the typecheck fails there the day
 * the two part.
 */
export type BreakdownDimension =
  | 'ACCOUNT'
  | 'EMOTIONAL_TAG'
  | 'HOLDING_TIME'
  | 'HOUR'
  | 'MARKET'
  | 'MONTH'
  | 'R_MULTIPLE'
  | 'SIDE'
  | 'STRATEGY'
  | 'SYMBOL'
  | 'WEEKDAY'
  | 'YEAR';

export type BreakdownMetric =
  | 'AVERAGE_LOSS'
  | 'AVERAGE_R'
  | 'AVERAGE_WIN'
  | 'COUNT'
  | 'EXPECTANCY'
  | 'FEES'
  | 'GROSS_PNL'
  | 'LARGEST_LOSS'
  | 'LARGEST_WIN'
  | 'LOSSES'
  | 'NET_PNL'
  | 'PROFIT_FACTOR'
  | 'WINS'
  | 'WIN_RATE';

export interface BreakdownOrder {
  metric?: BreakdownMetric | null;
  direction?: 'asc' | 'desc' | null;
}

/** The analytics filter plus a trade result (win, loss, breakeven, open; checked by the service). */
export type BreakdownFilter = Omit<AnalyticsFilter, 'window'> & { result?: string | null };

/** The figures a group can carry (money as exact decimal text); only the requested ones are set. */
export interface MetricValues {
  count?: number | null;
  wins?: number | null;
  losses?: number | null;
  netPnl?: string | null;
  grossPnl?: string | null;
  fees?: string | null;
  winRate?: number | null;
  averageWin?: string | null;
  averageLoss?: string | null;
  expectancy?: string | null;
  profitFactor?: number | null;
  averageR?: number | null;
  largestWin?: string | null;
  largestLoss?: string | null;
}

/** The row field each metric fills. */
export type MetricField = keyof MetricValues;

export interface BreakdownKey {
  dimension: BreakdownDimension;
  /** The raw key (an id, a symbol, 0 … 23, YYYY-MM, a bucket index); null for no strategy, open or no R. */
  value: string | null;
  label: string;
}

export interface BreakdownRow extends MetricValues {
  keys: BreakdownKey[];
}
