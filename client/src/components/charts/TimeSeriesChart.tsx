// The frame both time-series charts (equity curve, drawdown) share: the time axis and its
// pointer lookup, a value axis with grid rows, the keyboard/pointer cursor with its crosshair, dot
// and tooltip. Each chart supplies its points, its value range and how to draw its series.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line } from '@visx/shape';
import { formatDateTime } from '../../lib/format';
import { ChartSurface } from './ChartSurface';
import { TooltipRows, describeRows } from './Tooltip';
import { formatAxisDate } from './axis-format';
import { plainTickLabel } from './tick-label';
import { timeAxisGeometry, type Margin } from './time-axis';

/** A point of a time series: its instant in ms and the server's ISO date (tooltip title). */
export interface TimePoint {
  t: number;
  date: string;
}

export interface TimeSeriesScales {
  x: ReturnType<typeof timeAxisGeometry>['x'];
  y: ReturnType<typeof scaleLinear<number>>;
  innerW: number;
  innerH: number;
}

interface TimeSeriesChartProps<P extends TimePoint> {
  width: number;
  height: number;
  /** What the chart shows, for assistive technology. */
  label: string;
  /** Ascending by `t`. */
  points: P[];
  timeZone?: string;
  margin: Margin;
  /** The value range before rounding to nice ticks. */
  yDomain: [number, number];
  /** Where the cursor's dot sits on the value axis. */
  valueOf(point: P): number;
  formatValueTick(value: number): string;
  /** Tooltip rows (and the live region's sentence) for a point. */
  rowsOf(point: P): Array<[string, string]>;
  /** The series itself, drawn above the grid and below the cursor. */
  drawSeries(scales: TimeSeriesScales): ReactNode;
  /** The tooltip's title (default: the point's date and time in `timeZone`); a per-day series gives its day. */
  titleOf?(point: P): string;
}

export function TimeSeriesChart<P extends TimePoint>(props: TimeSeriesChartProps<P>) {
  const { width, height, label, points, timeZone, margin, yDomain, valueOf, formatValueTick, rowsOf, drawSeries } =
    props;
  const times = useMemo(() => points.map((p) => p.t), [points]);
  const { innerW, innerH, x, spanDays, indexAt } = timeAxisGeometry(times, width, height, margin);
  const y = scaleLinear<number>({ domain: yDomain, range: [innerH, 0], nice: true });
  const titleOf = (i: number) => (props.titleOf ? props.titleOf(points[i]) : formatDateTime(points[i].date, timeZone));
  return (
    <ChartSurface
      width={width}
      height={height}
      label={label}
      count={points.length}
      indexAt={indexAt}
      anchor={(i) => ({ x: margin.left + x(points[i].t), y: margin.top + y(valueOf(points[i])) })}
      renderTooltip={(i) => <TooltipRows title={titleOf(i)} rows={rowsOf(points[i])} />}
      describe={(i) => describeRows(titleOf(i), rowsOf(points[i]))}
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerW} numTicks={4} className="chart-grid" />
          {drawSeries({ x, y, innerW, innerH })}
          {active !== null && (
            <>
              <Line
                from={{ x: x(points[active].t), y: 0 }}
                to={{ x: x(points[active].t), y: innerH }}
                className="chart-crosshair"
              />
              <circle cx={x(points[active].t)} cy={y(valueOf(points[active]))} r={4} className="chart-dot" />
            </>
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatValueTick(Number(v))}
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
