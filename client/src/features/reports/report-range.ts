// Reports date-range rules (spec section 5): the end date cannot be earlier than the start
// date (earlier days are disabled in the end picker), and a custom range is applied only when
// both dates are set or when one of them is cleared — not while the user is half-way through
// choosing a pair.
import type { ReportPeriod } from '../../__generated__/graphql';

export const REPORT_PERIODS: readonly { value: ReportPeriod; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'custom', label: 'Custom' },
];

export interface DateRange {
  start: string; // YYYY-MM-DD or ''
  end: string;
}

export const EMPTY_RANGE: DateRange = { start: '', end: '' };

/** The earliest day the end picker offers (its `min`): the start day, when set. */
export const endDateMin = (range: DateRange): string | undefined => range.start || undefined;
/** The latest day the start picker offers (its `max`): the end day, when set. */
export const startDateMax = (range: DateRange): string | undefined => range.end || undefined;

/** A range whose end is before its start is not possible. */
export const isValidRange = (range: DateRange): boolean => !range.start || !range.end || range.end >= range.start;

export interface RangeChange {
  /** What the pickers show next. */
  draft: DateRange;
  /** The range the report uses next. */
  applied: DateRange;
}

/**
 * One picker changed. A change that would put the end before the start is refused (both stay as
 * they were). The applied range follows the draft only when both are set or a date was cleared.
 */
export function changeRangeDate(
  draft: DateRange,
  applied: DateRange,
  field: keyof DateRange,
  value: string,
): RangeChange {
  const next: DateRange = { ...draft, [field]: value };
  if (!isValidRange(next)) return { draft, applied };
  const cleared = value === '';
  const complete = next.start !== '' && next.end !== '';
  return { draft: next, applied: complete || cleared ? next : applied };
}

/** GraphQL variables for the report: dates travel only with the custom period. */
export function reportVariables(
  period: ReportPeriod,
  applied: DateRange,
): { period: ReportPeriod; from: string | null; to: string | null } {
  if (period !== 'custom') return { period, from: null, to: null };
  return { period, from: applied.start || null, to: applied.end || null };
}

/**
 * The report's days as the server computes them (domain/analytics/report-period.ts), for the
 * Currencies card when the report itself is refused (a rate missing across currencies): the
 * preset periods end today in the viewer's zone; a custom range without a start is from the start.
 */
export function periodDays(
  period: ReportPeriod,
  applied: DateRange,
  timeZone: string | undefined,
  now = new Date(),
): { from: string | null; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  if (period === 'custom') return { from: applied.start || null, to: applied.end || today };
  const [y, m, d] = today.split('-').map(Number);
  const back = { daily: [0, 1], weekly: [0, 7], monthly: [1, 0], yearly: [12, 0] }[period];
  // Months back clamp to the month's end (03-31 − 1 month → 02-28/29), as the server's addMonths.
  const first = new Date(Date.UTC(y, m - 1 - back[0], 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay) - back[1]);
  return { from: first.toISOString().slice(0, 10), to: today };
}
