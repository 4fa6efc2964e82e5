// The box every chart lives in: a fixed height (so loading → data never shifts the layout),
// the container's measured width, a skeleton while loading and a message when empty.
import type { ReactNode } from 'react';
import { useParentSize } from '@visx/responsive';
import './charts.css';

export interface ChartSize {
  width: number;
  height: number;
}

interface ChartFrameProps {
  height: number;
  loading?: boolean;
  /** Shown instead of the chart when set (the chart has nothing to draw). */
  emptyMessage?: string | null;
  children(size: ChartSize): ReactNode;
}

export function ChartFrame({ height, loading, emptyMessage, children }: ChartFrameProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 100 });
  let body: ReactNode = null;
  if (loading) body = <div className="chart-skeleton" aria-hidden="true" />;
  else if (emptyMessage) body = <p className="chart-empty">{emptyMessage}</p>;
  else if (width > 0) body = children({ width, height });
  return (
    <div ref={parentRef} className="chart-frame" style={{ height }} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
