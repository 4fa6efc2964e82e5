// Drawdown below the running peak as a negative percentage (spec: analytics drawdown chart).
import { useMemo } from 'react';
import { AreaClosed, Line } from '@visx/shape';
import { TimeSeriesChart } from './TimeSeriesChart';
import { formatAxisPercent } from './axis-format';

export interface DrawdownChartPoint {
  date: string;
  drawdownPercent: number;
}

interface DrawdownChartProps {
  width: number;
  height: number;
  points: DrawdownChartPoint[];
  timeZone?: string;
}

const margin = { top: 12, right: 12, bottom: 28, left: 52 };

export function DrawdownChart({ width, height, points, timeZone }: DrawdownChartProps) {
  const series = useMemo(
    () =>
      points.map((p) => ({ t: Date.parse(p.date), date: p.date, pct: Math.max(-100, Math.min(0, p.drawdownPercent)) })),
    [points],
  );
  const worst = Math.min(-1, ...series.map((p) => p.pct));
  return (
    <TimeSeriesChart
      width={width}
      height={height}
      label="Drawdown from the running peak, in percent"
      points={series}
      timeZone={timeZone}
      margin={margin}
      yDomain={[worst, 0]}
      valueOf={(p) => p.pct}
      formatValueTick={formatAxisPercent}
      // At or below a zero balance the percentage is meaningless: the chart stops at -100 % and says so.
      rowsOf={(p) => [['Drawdown', p.pct <= -100 ? '— balance at or below zero' : `${p.pct.toFixed(2)}%`]]}
      drawSeries={({ x, y, innerW }) => (
        <>
          <AreaClosed
            data={series}
            x={(p) => x(p.t)}
            y={(p) => y(p.pct)}
            y0={() => y(0)}
            yScale={y}
            className="chart-area-loss"
          />
          <Line from={{ x: 0, y: y(0) }} to={{ x: innerW, y: y(0) }} className="chart-zero" />
        </>
      )}
    />
  );
}
