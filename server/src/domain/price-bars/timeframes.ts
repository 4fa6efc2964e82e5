/**
 * The bar sizes an upload may declare (issue 34: one minute and coarser), each with its length.
 * A bar stamped `ts` covers [ts, ts + length): the stamp is the bar's open time.
 */
export const TIMEFRAMES = {
  '1m': 60,
  '2m': 120,
  '3m': 180,
  '5m': 300,
  '10m': 600,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '2h': 7200,
  '4h': 14_400,
  '1d': 86_400,
} as const;

export type Timeframe = keyof typeof TIMEFRAMES;

export const TIMEFRAME_NAMES = Object.keys(TIMEFRAMES) as Timeframe[];

const ALIASES: Record<string, Timeframe> = {
  '1': '1m',
  '1min': '1m',
  m1: '1m',
  '5': '5m',
  '5min': '5m',
  m5: '5m',
  '15min': '15m',
  m15: '15m',
  '30min': '30m',
  m30: '30m',
  '60': '1h',
  '60m': '1h',
  h1: '1h',
  '240': '4h',
  h4: '4h',
  d: '1d',
  d1: '1d',
  '1day': '1d',
  day: '1d',
  daily: '1d',
};

/** The canonical name of a timeframe as a user may type it ("5", "M5", "5min" → "5m"), or null. */
export function parseTimeframe(text: string | undefined): Timeframe | null {
  if (!text) return null;
  const t = text.trim().toLowerCase();
  if (t in TIMEFRAMES) return t as Timeframe;
  return ALIASES[t] ?? null;
}

export const timeframeMs = (tf: Timeframe): number => TIMEFRAMES[tf] * 1000;
