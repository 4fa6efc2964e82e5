import type { BreakdownMetric, MetricField } from './breakdown.types';
import { D, dec, mean, ratio, winRate } from '../../domain/decimal';

/**
 * The aggregates a group may need, as fixed SQL (counts as int, sums as exact NUMERIC text).
 * Win result = 'win', loss result = 'loss', closed = with a pnl: the analytics rollups' definitions.
 */
export const AGGREGATES = {
  n: 'count(*)::int',
  closed: 'count(t.pnl)::int',
  wins: "(count(*) FILTER (WHERE t.result = 'win'))::int",
  losses: "(count(*) FILTER (WHERE t.result = 'loss'))::int",
  pnl: 'coalesce(sum(t.pnl), 0)::text',
  win_sum: "coalesce(sum(t.pnl) FILTER (WHERE t.result = 'win'), 0)::text",
  loss_sum: "coalesce(sum(t.pnl) FILTER (WHERE t.result = 'loss'), 0)::text",
  fees: 'coalesce(sum(t.fees) FILTER (WHERE t.pnl IS NOT NULL), 0)::text',
  gross: 'coalesce(sum(t.pnl + t.fees) FILTER (WHERE t.pnl IS NOT NULL), 0)::text',
  largest_win: "coalesce(max(t.pnl) FILTER (WHERE t.result = 'win'), 0)::text",
  largest_loss: "coalesce(min(t.pnl) FILTER (WHERE t.result = 'loss'), 0)::text",
  r_n: 'count(x.r)::int',
  r_sum: 'coalesce(sum(x.r), 0)::text',
} as const;

export type Aggregate = keyof typeof AGGREGATES;
export type AggregateRow = {
  [K in Aggregate]?: K extends 'n' | 'closed' | 'wins' | 'losses' | 'r_n' ? number : string;
};

interface MetricDef {
  field: MetricField;
  needs: Aggregate[];
  /** The figure, shaped exactly as the analytics service shapes it. */
  value: (r: Required<AggregateRow>) => string | number | null;
}

const int = (x: number) => x;

export const METRICS: Record<BreakdownMetric, MetricDef> = {
  COUNT: { field: 'count', needs: ['n'], value: (r) => int(r.n) },
  WINS: { field: 'wins', needs: ['wins'], value: (r) => int(r.wins) },
  LOSSES: { field: 'losses', needs: ['losses'], value: (r) => int(r.losses) },
  NET_PNL: { field: 'netPnl', needs: ['pnl'], value: (r) => dec(r.pnl) },
  GROSS_PNL: { field: 'grossPnl', needs: ['gross'], value: (r) => dec(r.gross) },
  FEES: { field: 'fees', needs: ['fees'], value: (r) => dec(r.fees) },
  WIN_RATE: { field: 'winRate', needs: ['wins', 'closed'], value: (r) => winRate(r.wins, r.closed) },
  AVERAGE_WIN: { field: 'averageWin', needs: ['win_sum', 'wins'], value: (r) => mean(r.win_sum, r.wins) },
  AVERAGE_LOSS: { field: 'averageLoss', needs: ['loss_sum', 'losses'], value: (r) => mean(r.loss_sum, r.losses) },
  EXPECTANCY: {
    field: 'expectancy',
    needs: ['pnl', 'closed'],
    value: (r) => (r.closed === 0 ? null : mean(r.pnl, r.closed)),
  },
  PROFIT_FACTOR: { field: 'profitFactor', needs: ['win_sum', 'loss_sum'], value: (r) => ratio(r.win_sum, r.loss_sum) },
  AVERAGE_R: {
    field: 'averageR',
    needs: ['r_n', 'r_sum'],
    value: (r) => (r.r_n === 0 ? null : new D(r.r_sum).div(r.r_n).toNumber()),
  },
  LARGEST_WIN: { field: 'largestWin', needs: ['largest_win'], value: (r) => dec(r.largest_win) },
  LARGEST_LOSS: { field: 'largestLoss', needs: ['largest_loss'], value: (r) => dec(r.largest_loss) },
};

/** Compares two figures of one metric for ordering: decimals exactly, nulls after every value. */
export function compareFigures(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : new D(a).comparedTo(b);
}
