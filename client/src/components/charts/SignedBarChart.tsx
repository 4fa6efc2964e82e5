// Vertical bars around a zero line for signed values (P&L by month, weekday, streak). The sign is
// carried by the bar's direction and the tooltip's sign, not by colour alone.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { ChartSurface } from './ChartSurface';
import { plainTickLabel } from './tick-label';
import { TooltipRows, describeRows } from './Tooltip';

export interface SignedBar {
  key: string;
  /** Axis label (may be empty for dense series). */
  label: string;
  value: number;
  title: string;
  rows: Array<[string, string]>;
  /** Smaller lines under the axis label (e.g. trades, then win rate). */
  subLabels?: string[];
}

interface SignedBarChartProps {
  width: number;
  height: number;
  label: string;
  bars: SignedBar[];
  formatTick(value: number): string;
  /** Show every n-th axis label (dense series). */
  labelEvery?: number;
}

const baseMargin = { top: 12, right: 8, bottom: 28, left: 56 };

export function SignedBarChart({ width, height, label, bars, formatTick, labelEvery = 1 }: SignedBarChartProps) {
  const subLines = Math.max(0, ...bars.map((b) => b.subLabels?.length ?? 0));
  const withSubLabels = subLines > 0;
  const margin = withSubLabels ? { ...baseMargin, bottom: 28 + subLines * 13 } : baseMargin;
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const x = scaleBand<string>({
    domain: bars.map((b) => b.key),
    range: [0, innerW],
    padding: bars.length > 30 ? 0.15 : 0.3,
  });
  const values = bars.map((b) => b.value);
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [innerH, 0],
    nice: true,
  });
  if (y.domain()[0] === y.domain()[1]) y.domain([-1, 1]);
  const zero = y(0);
  const labels = new Map(bars.map((b, i) => [b.key, i % labelEvery === 0 ? b.label : '']));
  return (
    <ChartSurface
      width={width}
      height={height}
      label={label}
      count={bars.length}
      indexAt={(px) => {
        const step = x.step();
        const i = Math.floor((px - margin.left - x.paddingOuter() * step) / step);
        return i >= 0 && i < bars.length ? i : null;
      }}
      anchor={(i) => ({
        x: margin.left + (x(bars[i].key) ?? 0) + x.bandwidth() / 2,
        y: margin.top + Math.min(y(bars[i].value), zero),
      })}
      renderTooltip={(i) => <TooltipRows title={bars[i].title} rows={bars[i].rows} />}
      describe={(i) => describeRows(bars[i].title, bars[i].rows)}
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerW} numTicks={4} className="chart-grid" />
          {bars.map((b, i) => {
            const top = Math.min(y(b.value), zero);
            const h = Math.max(b.value === 0 ? 1 : 1.5, Math.abs(y(b.value) - zero));
            const cls = b.value > 0 ? 'bar-pos' : b.value < 0 ? 'bar-neg' : 'bar-zero';
            return (
              <Bar
                key={b.key}
                data-testid="bar"
                x={x(b.key)}
                y={b.value === 0 ? zero - 0.5 : top}
                width={x.bandwidth()}
                height={h}
                rx={Math.min(2, x.bandwidth() / 4)}
                className={`${cls}${active === i ? ' bar-active' : ''}`}
              />
            );
          })}
          <Line from={{ x: 0, y: zero }} to={{ x: innerW, y: zero }} className="chart-zero" />
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatTick(Number(v))}
            axisClassName="chart-axis"
            tickComponent={plainTickLabel}
            hideAxisLine
            hideTicks
          />
          {withSubLabels ? (
            <g className="chart-axis">
              {bars.map((b) => (
                <text key={b.key} x={(x(b.key) ?? 0) + x.bandwidth() / 2} y={innerH + 16} textAnchor="middle">
                  <tspan>{labels.get(b.key)}</tspan>
                  {(b.subLabels ?? []).map((line, i) => (
                    <tspan key={i} x={(x(b.key) ?? 0) + x.bandwidth() / 2} dy={13} className="chart-sublabel">
                      {line}
                    </tspan>
                  ))}
                </text>
              ))}
            </g>
          ) : (
            <AxisBottom
              top={innerH}
              scale={x}
              tickFormat={(k) => labels.get(String(k)) ?? ''}
              hideTicks
              hideAxisLine
              axisClassName="chart-axis"
              tickComponent={plainTickLabel}
            />
          )}
        </Group>
      )}
    </ChartSurface>
  );
}
