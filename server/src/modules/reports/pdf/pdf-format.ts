/**
 * The PDF prints figures the way the client's screens do (client/src/lib/format.ts): money as
 * en-US currency with 2 decimals ("€1,234.50", "+" on a positive P&L), percentages with one
 * decimal ("62.5%"), ratios with two. Intl formats the decimal string itself, so no float
 * rounding slips in. Without a single currency (accounts in several) the amount has no symbol.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: string | null | undefined, currency: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const key = currency ?? '';
  let fmt = formats.get(key);
  if (!fmt) {
    fmt = currency
      ? new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })
      : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, fmt);
  }
  // Intl accepts decimal strings exactly (ES2023 Intl.NumberFormat v3).
  return fmt.format(value as unknown as number);
}

export function formatPnl(value: string | null | undefined, currency: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const positive = !value.trim().startsWith('-') && /[1-9]/.test(value);
  return (positive ? '+' : '') + formatMoney(value, currency);
}

export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : `${value.toFixed(1)}%`;

export const formatRatio = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);
