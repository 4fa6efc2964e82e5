import { NARROW_SCREEN_MAX_POINTS, NARROW_SCREEN_MAX_WIDTH } from '../../components/charts/series-points';

/** The drawdown card is at most ~700 px wide: 600 points keep its shape (peaks and troughs kept); fewer on a phone. */
export const DRAWDOWN_MAX_POINTS = 600;

let drawdownPoints: number | undefined;

/**
 * DRAWDOWN_MAX_POINTS, or NARROW_SCREEN_MAX_POINTS on a phone. Decided once per page load, so
 * the start-up prefetch (boot/start-signed-in.ts) and the screen ask for the same variables.
 */
export function drawdownMaxPoints(): number {
  drawdownPoints ??=
    typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches
      ? NARROW_SCREEN_MAX_POINTS
      : DRAWDOWN_MAX_POINTS;
  return drawdownPoints;
}
