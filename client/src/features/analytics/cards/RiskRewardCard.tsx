import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { ScatterLegend, ScatterPlot, type ScatterDatum } from '../../../components/charts/ScatterPlot';
import { SCATTER_BIN_THRESHOLD } from '../../../components/charts/bin-points';
import { formatPnl } from '../../../lib/format';
import type { RiskRewardRow } from '../analytics-types';

const priceFmt = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** Per-unit risk (entry to stop, or 2% of entry) against per-unit reward, per closed trade. */
export function RiskRewardCard({ rows, currency, loading, sampled = null }: { sampled?: string | null; rows?: RiskRewardRow[]; currency: string; loading: boolean }) {
  const points: ScatterDatum[] = (rows ?? []).map((r) => ({
    key: r.tradeId,
    x: r.risk,
    y: r.reward,
    result: r.result,
    title: r.symbol,
    rows: [['Risk', priceFmt.format(r.risk)], ['Reward', priceFmt.format(r.reward)], ['R:R', r.risk > 0 ? (r.reward / r.risk).toFixed(2) : '—'], ['P&L', formatPnl(r.pnl, currency)]],
  }));
  return (
    <Panel title="Risk vs Reward" action={sampled && <span className="badge">{sampled}</span>} footer={rows && rows.length > 0 ? <ScatterLegend binned={rows.length > SCATTER_BIN_THRESHOLD} /> : undefined}>
      <ChartFrame height={260} loading={loading || !rows} emptyMessage={rows && rows.length === 0 ? 'No closed trades with entry and exit prices yet' : null}>
        {({ width, height }) => (
          <ScatterPlot width={width} height={height} label="Risk versus reward per closed trade" points={points} xLabel="Risk (per unit)" yLabel="Reward (per unit)" formatX={(v) => priceFmt.format(v)} formatY={(v) => priceFmt.format(v)} />
        )}
      </ChartFrame>
    </Panel>
  );
}
