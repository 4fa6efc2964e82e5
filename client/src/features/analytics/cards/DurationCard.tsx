import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { ScatterLegend, ScatterPlot, type ScatterDatum } from '../../../components/charts/ScatterPlot';
import { SCATTER_BIN_THRESHOLD } from '../../../components/charts/bin-points';
import { formatCompactMoney } from '../../../components/charts/axis-format';
import { formatPnl } from '../../../lib/format';
import { formatHours } from '../analytics-rules';
import type { DurationRow } from '../analytics-types';

export const DURATION_EMPTY = 'No data available - add exit dates to your trades';

/** Trade duration in hours against P&L. */
export function DurationCard({
  rows,
  currency,
  loading,
  sampled = null,
}: {
  sampled?: string | null;
  rows?: DurationRow[];
  currency: string;
  loading: boolean;
}) {
  const points: ScatterDatum[] = (rows ?? []).map((r) => ({
    key: r.tradeId,
    x: r.hours,
    y: Number(r.pnl),
    result: r.result,
    title: r.symbol,
    rows: [
      ['Duration', formatHours(r.hours)],
      ['P&L', formatPnl(r.pnl, currency)],
    ],
  }));
  return (
    <Panel
      title="Trade Duration vs P&L"
      action={sampled && <span className="badge">{sampled}</span>}
      footer={rows && rows.length > 0 ? <ScatterLegend binned={rows.length > SCATTER_BIN_THRESHOLD} /> : undefined}
    >
      <ChartFrame
        height={260}
        loading={loading || !rows}
        emptyMessage={rows && rows.length === 0 ? DURATION_EMPTY : null}
      >
        {({ width, height }) => (
          <ScatterPlot
            width={width}
            height={height}
            label="Trade duration in hours versus P&L"
            points={points}
            xLabel="Duration (hours)"
            yLabel="P&L"
            formatX={(v) => `${Math.round(v * 10) / 10}h`}
            formatY={(v) => formatCompactMoney(v, currency)}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}
