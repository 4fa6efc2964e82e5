import { memo } from 'react';
import { ChartFrame } from '../../../components/charts/ChartFrame';
import { EquityCurveChart } from '../../../components/charts/EquityCurveChart';
import { Panel } from '../../../components/charts/Panel';
import { DRAWDOWN_BEYOND_BALANCE, formatDrawdownPercent, formatMoney } from '../../../lib/format';
import type { EquityCurveData } from '../dashboard-types';

/** Trading equity (initial balance + realised P&L) and its dashed peak; the legend has the max drawdown %. */
function EquityCurveCardWidget({
  curve,
  currency,
  timeZone,
  loading,
}: {
  curve?: EquityCurveData;
  currency: string;
  timeZone?: string;
  loading: boolean;
}) {
  const legend = curve ? (
    <ul className="chart-legend" aria-label="Equity curve legend">
      <li>
        <span className="legend-swatch" aria-hidden="true" />
        {/* Initial balance + realised P&L: the trading curve. The balance with deposits and
            withdrawals is on the Returns card (issue 15). */}
        Trading equity {formatMoney(curve.finalBalance, currency)}
      </li>
      <li>
        <span className="legend-swatch peak" aria-hidden="true" />
        Peak
      </li>
      <li>
        Max drawdown{' '}
        <strong
          className={`num${curve.maxDrawdownPercent > 0 ? ' loss' : ''}`}
          title={curve.maxDrawdownPercent >= 100 ? DRAWDOWN_BEYOND_BALANCE : undefined}
        >
          {formatDrawdownPercent(curve.maxDrawdownPercent)}
        </strong>{' '}
        ({formatMoney(curve.maxDrawdown, currency)})
        {curve.maxDrawdownPercent >= 100 && <span className="visually-hidden"> — {DRAWDOWN_BEYOND_BALANCE}</span>}
      </li>
    </ul>
  ) : null;
  return (
    <Panel title="Equity Curve" className="span-2" footer={<div className="legend-slot">{legend}</div>}>
      <ChartFrame
        height={260}
        loading={loading || !curve}
        emptyMessage={curve && curve.points.length < 2 ? 'Close a few trades to draw your equity curve' : null}
      >
        {({ width, height }) => (
          <EquityCurveChart
            width={width}
            height={height}
            points={curve!.points}
            currency={currency}
            timeZone={timeZone}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}

/** Memoized: the 30 s poll of the live figures re-renders the page, not this widget. */
export const EquityCurveCard = memo(EquityCurveCardWidget);
