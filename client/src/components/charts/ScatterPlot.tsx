// Scatter of closed trades: wins as filled triangles pointing up, losses as hollow triangles
// pointing down, breakevens as diamonds (shape, not only colour). Dense data is binned.
import { useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line } from '@visx/shape';
import { ChartSurface } from './ChartSurface';
import { plainTickLabel } from './tick-label';
import { TooltipRows, describeRows } from './Tooltip';
import { SCATTER_BIN_THRESHOLD, binPoints } from './bin-points';

export interface ScatterDatum {
  key: string;
  x: number;
  y: number;
  result: string;
  title: string;
  rows: Array<[string, string]>;
}

interface ScatterPlotProps {
  width: number;
  height: number;
  label: string;
  points: ScatterDatum[];
  xLabel: string;
  yLabel: string;
  formatX(value: number): string;
  formatY(value: number): string;
}

const margin = { top: 12, right: 12, bottom: 40, left: 64 };

export function markPath(result: string, cx: number, cy: number, r = 5): string {
  if (result === 'win') return `M${cx},${cy - r}L${cx + r},${cy + r * 0.8}L${cx - r},${cy + r * 0.8}Z`;
  if (result === 'loss') return `M${cx},${cy + r}L${cx + r},${cy - r * 0.8}L${cx - r},${cy - r * 0.8}Z`;
  return `M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}Z`;
}

/** Marks are drawn as one path per result (not a node per trade): a thousand marks stay three elements. */
const RESULTS = ['win', 'loss', 'breakeven'] as const;

const resultShape = (result: string) => (result === 'win' || result === 'loss' ? result : 'breakeven');

const markClass = (result: string) => (result === 'win' ? 'mark-win' : result === 'loss' ? 'mark-loss' : 'mark-even');

function extent(values: number[], includeZero: boolean): [number, number] {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (includeZero) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  return [lo, hi];
}

export function ScatterPlot({ width, height, label, points, xLabel, yLabel, formatX, formatY }: ScatterPlotProps) {
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const x = useMemo(
    () =>
      scaleLinear<number>({
        domain: extent(
          points.map((p) => p.x),
          true,
        ),
        range: [0, innerW],
        nice: true,
      }),
    [points, innerW],
  );
  const y = useMemo(
    () =>
      scaleLinear<number>({
        domain: extent(
          points.map((p) => p.y),
          true,
        ),
        range: [innerH, 0],
        nice: true,
      }),
    [points, innerH],
  );
  const binned = points.length > SCATTER_BIN_THRESHOLD;
  const bins = useMemo(
    () => (binned ? binPoints(points, x.domain() as [number, number], y.domain() as [number, number], 40, 24) : []),
    [binned, points, x, y],
  );
  const maxCount = Math.max(1, ...bins.map((b) => b.count));
  const count = binned ? bins.length : points.length;
  const anchorOf = (i: number) =>
    binned
      ? { x: margin.left + x((bins[i].x0 + bins[i].x1) / 2), y: margin.top + y((bins[i].y0 + bins[i].y1) / 2) }
      : { x: margin.left + x(points[i].x), y: margin.top + y(points[i].y) };
  const rowsOf = (i: number): Array<[string, string]> => {
    if (!binned) return points[i].rows;
    const b = bins[i];
    return [
      [xLabel, `${formatX(b.x0)} – ${formatX(b.x1)}`],
      [yLabel, `${formatY(b.y0)} – ${formatY(b.y1)}`],
      ['Wins', String(b.wins)],
      ['Losses', String(b.losses)],
    ];
  };
  const titleOf = (i: number) => (binned ? `${bins[i].count} trades` : points[i].title);
  return (
    <ChartSurface
      width={width}
      height={height}
      label={label}
      count={count}
      indexAt={(px, py) => {
        let best: number | null = null;
        let bestD = 24 * 24;
        for (let i = 0; i < count; i += 1) {
          const a = anchorOf(i);
          const d = (a.x - px) ** 2 + (a.y - py) ** 2;
          if (d < bestD) {
            bestD = d;
            best = i;
          }
        }
        return best;
      }}
      anchor={anchorOf}
      renderTooltip={(i) => <TooltipRows title={titleOf(i)} rows={rowsOf(i)} />}
      describe={(i) => describeRows(titleOf(i), rowsOf(i))}
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerW} numTicks={4} className="chart-grid" />
          <Line from={{ x: 0, y: y(0) }} to={{ x: innerW, y: y(0) }} className="chart-zero" />
          {binned
            ? bins.map((b, i) => (
                <rect
                  key={`${b.col}-${b.row}`}
                  data-testid="bin"
                  x={x(b.x0)}
                  y={y(b.y1)}
                  width={Math.max(1, x(b.x1) - x(b.x0) - 1)}
                  height={Math.max(1, y(b.y0) - y(b.y1) - 1)}
                  className={`bin-cell${active === i ? ' mark-active' : ''}`}
                  style={{ fillOpacity: 0.15 + 0.85 * (b.count / maxCount) }}
                />
              ))
            : RESULTS.map((result) => {
                const own = points.filter((p) => resultShape(p.result) === result);
                return own.length === 0 ? null : (
                  <path
                    key={result}
                    data-testid="marks"
                    data-result={result}
                    data-count={own.length}
                    d={own.map((p) => markPath(result, x(p.x), y(p.y))).join('')}
                    className={markClass(result)}
                  />
                );
              })}
          {!binned && active !== null && (
            <path
              d={markPath(points[active].result, x(points[active].x), y(points[active].y))}
              className={`${markClass(points[active].result)} mark-active`}
            />
          )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatY(Number(v))}
            axisClassName="chart-axis"
            tickComponent={plainTickLabel}
            hideAxisLine
            hideTicks
            label={yLabel}
            labelClassName="chart-axis"
          />
          <AxisBottom
            top={innerH}
            scale={x}
            numTicks={Math.max(2, Math.floor(innerW / 90))}
            tickFormat={(v) => formatX(Number(v))}
            axisClassName="chart-axis"
            tickComponent={plainTickLabel}
            hideTicks
            label={xLabel}
            labelClassName="chart-axis"
          />
        </Group>
      )}
    </ChartSurface>
  );
}

export function ScatterLegend({ binned }: { binned: boolean }) {
  if (binned)
    return (
      <ul className="chart-legend">
        <li>Darker cells hold more trades (binned above {SCATTER_BIN_THRESHOLD} trades)</li>
      </ul>
    );
  return (
    <ul className="chart-legend">
      <li>
        <svg width="12" height="12" aria-hidden="true">
          <path d={markPath('win', 6, 6)} className="mark-win" />
        </svg>
        Win
      </li>
      <li>
        <svg width="12" height="12" aria-hidden="true">
          <path d={markPath('loss', 6, 6)} className="mark-loss" />
        </svg>
        Loss
      </li>
      <li>
        <svg width="12" height="12" aria-hidden="true">
          <path d={markPath('breakeven', 6, 6)} className="mark-even" />
        </svg>
        Breakeven
      </li>
    </ul>
  );
}
