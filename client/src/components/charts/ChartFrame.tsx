// The box every chart lives in: a fixed height (so loading → data never shifts the layout),
// the container's measured width, a skeleton while loading and a message when empty.
import { startTransition, useCallback, useState, type ReactNode } from 'react';
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

/**
 * The width of the element `ref` is on, from a ResizeObserver. Each new width renders in a
 * transition: the chart's first drawing (its largest render) runs in React's ~5 ms slices in tasks
 * of its own, not in one long task right after the frame mounts; while a window is being resized,
 * a newer width interrupts the render of an older one.
 */
function useContainerWidth(): [(node: HTMLDivElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const latest = entries[entries.length - 1]?.contentRect.width ?? 0;
      startTransition(() => setWidth(latest));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function ChartFrame({ height, loading, emptyMessage, children }: ChartFrameProps) {
  const [frameRef, width] = useContainerWidth();
  let body: ReactNode = null;
  if (loading) body = <div className="chart-skeleton" aria-hidden="true" />;
  else if (emptyMessage) body = <p className="chart-empty">{emptyMessage}</p>;
  else if (width > 0) body = children({ width, height });
  return (
    <div ref={frameRef} className="chart-frame" style={{ height }} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
