// The faint floating background chart of the login screen (spec section 9): 50 random points
// between 50 and 150, a new one every 2 s, 600×200, 10% opacity, 20 s float. No real data.
import { useEffect, useState } from 'react';

export const CHART_POINTS = 50;
export const CHART_TICK_MS = 2000;
export const CHART_MIN = 50;
export const CHART_MAX = 150;
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;

export const randomChartValue = (random: () => number = Math.random) => CHART_MIN + random() * (CHART_MAX - CHART_MIN);

export function chartPath(values: number[]): string {
  const step = CHART_WIDTH / (values.length - 1);
  return values
    .map((v, i) => {
      const y = CHART_HEIGHT - ((v - CHART_MIN) / (CHART_MAX - CHART_MIN)) * CHART_HEIGHT;
      return `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function DecorativeChart() {
  const [values, setValues] = useState(() => Array.from({ length: CHART_POINTS }, () => randomChartValue()));
  useEffect(() => {
    const timer = setInterval(() => setValues((prev) => [...prev.slice(1), randomChartValue()]), CHART_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <svg
      className="decorative-chart"
      width={CHART_WIDTH}
      height={CHART_HEIGHT}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d={chartPath(values)} fill="none" stroke="var(--accent)" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
