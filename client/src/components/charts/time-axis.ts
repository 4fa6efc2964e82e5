// Geometry shared by the time-series charts (equity curve, drawdown): the plot area inside the
// margins, a time scale over the points' instants, the span that picks the axis date format, and
// the pointer-to-point lookup the tooltip cursor uses.
import { scaleTime } from '@visx/scale';
import { nearestIndex } from './nearest-index';

const DAY_MS = 86_400_000;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** `times` are the points' instants in ms, ascending. */
export function timeAxisGeometry(times: number[], width: number, height: number, margin: Margin) {
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const tMin = times[0] ?? 0;
  const tMax = times[times.length - 1] ?? 1;
  // A single point still gets a one-day domain, so it is drawn rather than collapsed.
  const x = scaleTime<number>({
    domain: [new Date(tMin), new Date(tMax === tMin ? tMin + DAY_MS : tMax)],
    range: [0, innerW],
  });
  const spanDays = (tMax - tMin) / DAY_MS;
  const indexAt = (px: number): number | null =>
    px < margin.left ? null : nearestIndex(times, x.invert(px - margin.left).getTime());
  return { innerW, innerH, x, spanDays, indexAt };
}
