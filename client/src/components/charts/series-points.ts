// How many points a time-series chart asks the server for. A phone's chart has ~300 px of plot:
// 240 points (the server's downsampling keeps peaks and troughs) draw it as faithfully as 600
// do on a wide card, for less data to parse, cache and draw on the slowest devices.
export const NARROW_SCREEN_MAX_POINTS = 240;
const NARROW_SCREEN = '(max-width: 640px)';

let narrow: boolean | undefined;

/**
 * `widePoints` on a wide screen, at most NARROW_SCREEN_MAX_POINTS on a phone. Decided once per
 * page load, so the start-up prefetch (boot/start-signed-in.ts) and the screen ask for the same
 * variables (a rotated phone keeps its first answer rather than fetching the series again).
 */
export function seriesMaxPoints(widePoints: number): number {
  narrow ??= typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW_SCREEN).matches);
  return narrow ? Math.min(widePoints, NARROW_SCREEN_MAX_POINTS) : widePoints;
}
