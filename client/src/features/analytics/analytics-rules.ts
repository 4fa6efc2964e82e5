// Display rules of the Analytics screen (spec section 2 "Analytics", section 9 constants).

/** 'YYYY-MM' → 'MM/YY' (monthly P&L bars). */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${mm}/${year.slice(-2)}`;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Win rate is green at 50% or above (top symbols table). */
export const winRateClass = (winRate: number): 'profit' | 'loss' => (winRate >= 50 ? 'profit' : 'loss');

/** Win-rate-by-hour colour bands at 70, 60, 50, 40 and 30 percent; 'empty' for an hour without closed trades. */
export type HourBand = 'empty' | 'lt30' | '30' | '40' | '50' | '60' | '70';
export const HOUR_BANDS = [70, 60, 50, 40, 30] as const;
export function hourBand(winRate: number | null | undefined, trades: number): HourBand {
  if (winRate === null || winRate === undefined || trades === 0) return 'empty';
  const band = HOUR_BANDS.find((t) => winRate >= t);
  return band === undefined ? 'lt30' : (String(band) as HourBand);
}

/** The legend's five entries (spec wording) and the band each swatch shows. */
export const HOUR_LEGEND: Array<{ label: string; band: HourBand }> = [
  { label: '<30', band: 'lt30' },
  { label: '30-50', band: '40' },
  { label: '50-60', band: '50' },
  { label: '60-70', band: '60' },
  { label: '>70', band: '70' },
];

/** Hours as "45m", "3.5h" or "2.1d". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) return `${Math.round(hours * 60)}m`;
  if (hours < 48) return `${Math.round(hours * 10) / 10}h`;
  return `${Math.round((hours / 24) * 10) / 10}d`;
}
