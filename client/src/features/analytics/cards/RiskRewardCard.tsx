import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { ScatterLegend, ScatterPlot, type ScatterDatum } from '../../../components/charts/ScatterPlot';
import { SCATTER_BIN_THRESHOLD } from '../../../components/charts/bin-points';
import { formatMoney, formatPnl } from '../../../lib/format';
import type { RiskRewardRow } from '../analytics-types';

const axisFmt = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });

/**
 * Money at risk at entry (entry to initial stop × quantity × multiplier) against money won or
 * lost on the move, per closed trade: an ES contract and 100 shares share one axis. Trades without
 * an initial stop have no risk: left out and counted in the footer, never given an invented one.
 */
export function RiskRewardCard({
  rows,
  currency,
  loading,
  sampled = null,
  withoutStop = 0,
}: {
  sampled?: string | null;
  /** Closed trades of the series without an initial stop (not plotted). */
  withoutStop?: number;
  rows?: RiskRewardRow[];
  currency: string;
  loading: boolean;
}) {
  const points: ScatterDatum[] = (rows ?? []).map((r) => ({
    key: r.tradeId,
    x: r.risk,
    y: r.reward,
    result: r.result,
    title: r.symbol,
    rows: [
      ['Risk', formatMoney(r.risk, currency)],
      ['Reward', formatMoney(r.reward, currency)],
      ['R:R', r.risk > 0 ? (r.reward / r.risk).toFixed(2) : '—'],
      ['P&L', formatPnl(r.pnl, currency)],
    ],
  }));
  return (
    <Panel
      title="Risk vs Reward"
      action={sampled && <span className="badge">{sampled}</span>}
      footer={
        (rows && rows.length > 0) || withoutStop > 0 ? (
          <>
            {rows && rows.length > 0 && <ScatterLegend binned={rows.length > SCATTER_BIN_THRESHOLD} />}
            {withoutStop > 0 && (
              <p className="muted" data-testid="rr-without-stop">
                Risk is the initial stop. {withoutStop} {withoutStop === 1 ? 'trade' : 'trades'} without an initial stop
                not shown (no R).
              </p>
            )}
          </>
        ) : undefined
      }
    >
      <ChartFrame
        height={260}
        loading={loading || !rows}
        emptyMessage={
          rows && rows.length === 0
            ? withoutStop > 0
              ? 'No closed trades with an initial stop yet'
              : 'No closed trades with entry and exit prices yet'
            : null
        }
      >
        {({ width, height }) => (
          <ScatterPlot
            width={width}
            height={height}
            label="Risk versus reward per closed trade"
            points={points}
            xLabel={`Risk (${currency})`}
            yLabel={`Reward (${currency})`}
            formatX={(v) => axisFmt.format(v)}
            formatY={(v) => axisFmt.format(v)}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}
