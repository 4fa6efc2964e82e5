// Balance over time with the running peak as a dashed line (spec: "Equity Curve with a dashed
// peak line"); the tooltip shows balance, peak and drawdown. Points arrive downsampled.
import { useMemo } from 'react';
import { LinePath } from '@visx/shape';
import { formatMoney } from '../../lib/format';
import { TimeSeriesChart } from './TimeSeriesChart';
import { formatCompactMoney } from './axis-format';

export interface EquityChartPoint {
  date: string;
  balance: string;
  peak: string;
  drawdown: string;
  drawdownPercent: number;
}

interface EquityCurveChartProps {
  width: number;
  height: number;
  points: EquityChartPoint[];
  currency: string;
  timeZone?: string;
}

const margin = { top: 12, right: 12, bottom: 28, left: 64 };

export function EquityCurveChart({ width, height, points, currency, timeZone }: EquityCurveChartProps) {
  const series = useMemo(
    () =>
      points.map((p) => ({
        t: Date.parse(p.date),
        date: p.date,
        balance: Number(p.balance),
        peak: Number(p.peak),
        source: p,
      })),
    [points],
  );
  const lo = Math.min(...series.map((p) => p.balance));
  const hi = Math.max(...series.map((p) => p.peak));
  return (
    <TimeSeriesChart
      width={width}
      height={height}
      label="Equity curve: account balance over time, with the running peak as a dashed line"
      points={series}
      timeZone={timeZone}
      margin={margin}
      yDomain={[lo, hi === lo ? lo + 1 : hi]}
      valueOf={(p) => p.balance}
      formatValueTick={(v) => formatCompactMoney(v, currency)}
      rowsOf={({ source: p }) => [
        ['Balance', formatMoney(p.balance, currency)],
        ['Peak', formatMoney(p.peak, currency)],
        [
          'Drawdown',
          `${formatMoney(p.drawdown, currency)} (${p.drawdownPercent <= -100 ? '— balance at or below zero' : `${p.drawdownPercent.toFixed(2)}%`})`,
        ],
      ]}
      drawSeries={({ x, y }) => (
        <>
          <LinePath
            data={series}
            x={(p) => x(p.t)}
            y={(p) => y(p.peak)}
            className="chart-peak"
            data-testid="peak-line"
          />
          <LinePath
            data={series}
            x={(p) => x(p.t)}
            y={(p) => y(p.balance)}
            className="chart-line"
            data-testid="balance-line"
          />
        </>
      )}
    />
  );
}
