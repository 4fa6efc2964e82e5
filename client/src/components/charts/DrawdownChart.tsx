// Drawdown below the running peak as a negative percentage (spec: analytics drawdown chart).
import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line } from '@visx/shape';
import { formatDateTime } from '../../lib/format';
import { ChartSurface } from './ChartSurface';
import { plainTickLabel } from './tick-label';
import { TooltipRows, describeRows } from './Tooltip';
import { formatAxisDate, formatAxisPercent } from './axis-format';
import { timeAxisGeometry } from './time-axis';

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
      points.map((p) => ({ t: Date.parse(p.date), pct: Math.max(-100, Math.min(0, p.drawdownPercent)), source: p })),
    [points],
  );
  const times = useMemo(() => series.map((p) => p.t), [series]);
  const { innerW, innerH, x, spanDays, indexAt } = timeAxisGeometry(times, width, height, margin);
  const worst = Math.min(-1, ...series.map((p) => p.pct));
  const y = scaleLinear<number>({ domain: [worst, 0], range: [innerH, 0], nice: true });
  // At or below a zero balance the percentage is meaningless: the chart stops at -100 % and says so.
  const rowsOf = (i: number): Array<[string, string]> => [
    ['Drawdown', series[i].pct <= -100 ? '— balance at or below zero' : `${series[i].pct.toFixed(2)}%`],
  ];
  return (
    <ChartSurface
      width={width}
      height={height}
      label="Drawdown from the running peak, in percent"
      count={series.length}
      indexAt={indexAt}
      anchor={(i) => ({ x: margin.left + x(series[i].t), y: margin.top + y(series[i].pct) })}
      renderTooltip={(i) => <TooltipRows title={formatDateTime(series[i].source.date, timeZone)} rows={rowsOf(i)} />}
      describe={(i) => describeRows(formatDateTime(series[i].source.date, timeZone), rowsOf(i))}
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerW} numTicks={4} className="chart-grid" />
          <AreaClosed
            data={series}
            x={(p) => x(p.t)}
            y={(p) => y(p.pct)}
            y0={() => y(0)}
            yScale={y}
            className="chart-area-loss"
          />
          <Line from={{ x: 0, y: y(0) }} to={{ x: innerW, y: y(0) }} className="chart-zero" />
          {active !== null && (
            <>
              <Line
                from={{ x: x(series[active].t), y: 0 }}
                to={{ x: x(series[active].t), y: innerH }}
                className="chart-crosshair"
              />
              <circle cx={x(series[active].t)} cy={y(series[active].pct)} r={4} className="chart-dot" />
            </>
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatAxisPercent(Number(v))}
            axisClassName="chart-axis"
            tickComponent={plainTickLabel}
            hideAxisLine
            hideTicks
          />
          <AxisBottom
            top={innerH}
            scale={x}
            numTicks={Math.max(3, Math.floor(innerW / 110))}
            tickFormat={(d) => formatAxisDate(d as Date, spanDays, timeZone)}
            axisClassName="chart-axis"
            tickComponent={plainTickLabel}
            hideTicks
          />
        </Group>
      )}
    </ChartSurface>
  );
}
