// Short tick labels: "$12k", "-€1.5k", "-12%". Full precision is in the tooltips.
import { dateFormat } from '../../lib/format';

const compact = new Map<string, Intl.NumberFormat>();

export function formatCompactMoney(value: number, currency = 'USD'): string {
  let fmt = compact.get(currency);
  if (!fmt) {
    try {
      fmt = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      });
    } catch {
      fmt = new Intl.NumberFormat('en-US', { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    }
    compact.set(currency, fmt);
  }
  return fmt.format(value);
}

export const formatAxisPercent = (value: number): string => `${Math.round(value * 10) / 10}%`;

/** Short day label for a time axis in the viewer's zone: "Mar 5" or "Mar '25" over long spans. */
export function formatAxisDate(date: Date, spanDays: number, timeZone?: string): string {
  const opts: Intl.DateTimeFormatOptions =
    spanDays > 400 ? { month: 'short', year: '2-digit' } : { month: 'short', day: 'numeric' };
  return dateFormat(timeZone, opts).format(date);
}
