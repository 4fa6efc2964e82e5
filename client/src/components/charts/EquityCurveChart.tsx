// Balance over time with the running peak as a dashed line (spec: "Equity Curve with a dashed
// peak line"); the tooltip shows balance, peak and drawdown. Points arrive downsampled.
import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ChartSurface } from './ChartSurface';
import { plainTickLabel } from './tick-label';
import { TooltipRows, describeRows } from './Tooltip';
import { formatAxisDate, formatCompactMoney } from './axis-format';
import { timeAxisGeometry } from './time-axis';

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
    () => points.map((p) => ({ t: Date.parse(p.date), balance: Number(p.balance), peak: Number(p.peak), source: p })),
    [points],
  );
  const times = useMemo(() => series.map((p) => p.t), [series]);
  const { innerW, innerH, x, spanDays, indexAt } = timeAxisGeometry(times, width, height, margin);
  const lo = Math.min(...series.map((p) => p.balance));
  const hi = Math.max(...series.map((p) => p.peak));
  const y = scaleLinear<number>({ domain: [lo, hi === lo ? lo + 1 : hi], range: [innerH, 0], nice: true });
  const rowsOf = (i: number): Array<[string, string]> => {
    const p = series[i].source;
    return [
      ['Balance', formatMoney(p.balance, currency)],
      ['Peak', formatMoney(p.peak, currency)],
      [
        'Drawdown',
        `${formatMoney(p.drawdown, currency)} (${p.drawdownPercent <= -100 ? '— balance at or below zero' : `${p.drawdownPercent.toFixed(2)}%`})`,
      ],
    ];
  };
  return (
    <ChartSurface
      width={width}
      height={height}
      label="Equity curve: account balance over time, with the running peak as a dashed line"
      count={series.length}
      indexAt={indexAt}
      anchor={(i) => ({ x: margin.left + x(series[i].t), y: margin.top + y(series[i].balance) })}
      renderTooltip={(i) => <TooltipRows title={formatDateTime(series[i].source.date, timeZone)} rows={rowsOf(i)} />}
      describe={(i) => describeRows(formatDateTime(series[i].source.date, timeZone), rowsOf(i))}
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerW} numTicks={4} className="chart-grid" />
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
          {active !== null && (
            <>
              <Line
                from={{ x: x(series[active].t), y: 0 }}
                to={{ x: x(series[active].t), y: innerH }}
                className="chart-crosshair"
              />
              <circle cx={x(series[active].t)} cy={y(series[active].balance)} r={4} className="chart-dot" />
            </>
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatCompactMoney(Number(v), currency)}
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
