import { ValidationError } from '../../errors';
import { addDays, addMonths, parseLocalDate } from './local-date';

export const REPORT_PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export function parseReportPeriod(value: unknown): ReportPeriod {
  if (typeof value === 'string' && (REPORT_PERIODS as readonly string[]).includes(value)) return value as ReportPeriod;
  throw new ValidationError({ period: `period must be one of ${REPORT_PERIODS.join(', ')}` });
}

/**
 * The inclusive day range of a report period (spec section 9: daily is 1 day back, weekly 7 days,
 * monthly 1 month, yearly 1 year, ending today). Custom takes explicit dates (either may be
 * open-ended); other periods refuse them.
 */
export function reportRange(
  period: ReportPeriod,
  today: string,
  from?: string | null,
  to?: string | null,
): { from: string | null; to: string } {
  if (period !== 'custom') {
    if (from || to)
      throw new ValidationError({ start_date: 'start_date and end_date are only allowed with the custom period' });
    const start = {
      daily: addDays(today, -1),
      weekly: addDays(today, -7),
      monthly: addMonths(today, -1),
      yearly: addMonths(today, -12),
    }[period];
    return { from: start, to: today };
  }
  const start = from ? parseLocalDate(from, 'start_date') : null;
  const end = to ? parseLocalDate(to, 'end_date') : today;
  if (start && end < start) throw new ValidationError({ end_date: 'end_date cannot be earlier than start_date' });
  return { from: start, to: end };
}
