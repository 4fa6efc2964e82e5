import { ChartFrame } from '../../../components/charts/ChartFrame';
import { DrawdownChart } from '../../../components/charts/DrawdownChart';
import { Panel } from '../../../components/charts/Panel';
import { DRAWDOWN_BEYOND_BALANCE, formatMoney } from '../../../lib/format';
import type { DrawdownData } from '../analytics-types';

/** Drawdown from the running peak, as a negative percentage. */
export function DrawdownCard({
  curve,
  currency,
  timeZone,
  loading,
}: {
  curve?: DrawdownData;
  currency: string;
  timeZone?: string;
  loading: boolean;
}) {
  return (
    <Panel
      title="Drawdown"
      action={
        curve && (
          <span className="badge">
            Max{' '}
            <span className={`num${curve.maxDrawdownPercent > 0 ? ' loss' : ''}`}>
              {curve.maxDrawdownPercent >= 100 ? (
                <span title={DRAWDOWN_BEYOND_BALANCE}>
                  —<span className="visually-hidden"> {DRAWDOWN_BEYOND_BALANCE}</span>
                </span>
              ) : (
                `${curve.maxDrawdownPercent > 0 ? '-' : ''}${curve.maxDrawdownPercent.toFixed(2)}%`
              )}
            </span>{' '}
            ({formatMoney(curve.maxDrawdown, currency)})
          </span>
        )
      }
    >
      <ChartFrame
        height={240}
        loading={loading || !curve}
        emptyMessage={curve && curve.points.length < 2 ? 'Close a few trades to see your drawdown' : null}
      >
        {({ width, height }) => (
          <DrawdownChart width={width} height={height} points={curve!.points} timeZone={timeZone} />
        )}
      </ChartFrame>
    </Panel>
  );
}
