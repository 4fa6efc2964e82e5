// The interactive layer shared by every chart: a focusable region (keyboard cursor), pointer
// tracking mapped to the nearest data index by the chart, a tooltip for the active point and a
// polite live region that reads the same tooltip text to screen readers.
import type { PointerEvent, ReactNode } from 'react';
import { useChartCursor } from './use-chart-cursor';

export interface TooltipAnchor {
  x: number;
  y: number;
}

interface ChartSurfaceProps {
  width: number;
  height: number;
  /** What the chart shows, for assistive technology. */
  label: string;
  count: number;
  /** Nearest data index to a pointer position (svg coordinates), or null outside the plot. */
  indexAt(x: number, y: number): number | null;
  anchor(index: number): TooltipAnchor;
  renderTooltip(index: number): ReactNode;
  /** Text of the tooltip, for the live region. */
  describe(index: number): string;
  children(activeIndex: number | null): ReactNode;
}

const TOOLTIP_WIDTH = 190;

export function ChartSurface(props: ChartSurfaceProps) {
  const { width, height, label, count, indexAt, anchor, renderTooltip, describe, children } = props;
  const cursor = useChartCursor(count);
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    cursor.setIndex(indexAt(event.clientX - box.left, event.clientY - box.top));
  };
  const active = cursor.index;
  const point = active === null ? null : anchor(active);
  // Flip the tooltip to the left of the point near the right edge, below it near the top.
  const left = point
    ? point.x + 12 + TOOLTIP_WIDTH > width
      ? Math.max(0, point.x - 12 - TOOLTIP_WIDTH)
      : point.x + 12
    : 0;
  const top = point ? Math.min(Math.max(0, point.y - 40), Math.max(0, height - 90)) : 0;
  return (
    <div
      className="chart-surface"
      tabIndex={count > 0 ? 0 : -1}
      role="group"
      aria-label={`${label}. Use the arrow keys to read the values.`}
      onKeyDown={cursor.onKeyDown}
      onFocus={cursor.onFocus}
      onBlur={cursor.onBlur}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={label}
        onPointerMove={onPointerMove}
        onPointerLeave={() => cursor.setIndex(null)}
      >
        {children(active)}
      </svg>
      {active !== null && point && (
        <div className="chart-tooltip" style={{ left, top, width: TOOLTIP_WIDTH }} role="tooltip">
          {renderTooltip(active)}
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {active !== null ? describe(active) : ''}
      </span>
    </div>
  );
}
