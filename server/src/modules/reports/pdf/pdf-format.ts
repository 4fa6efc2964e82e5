/**
 * The PDF prints figures the way the client's screens do (client/src/lib/format.ts): money as
 * en-US currency with the currency's own minor unit ("€1,234.50", "¥5,770,000", "+" on a positive
 * P&L), rounded half-even (issue 27: a converted sum carries the rate's digits), percentages with
 * one decimal ("62.5%"), ratios with two. Intl formats the decimal string itself, so no float
 * rounding slips in. Without a single currency (accounts in several) the amount has no symbol.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: string | null | undefined, currency: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  const key = currency ?? '';
  let fmt = formats.get(key);
  if (!fmt) {
    // roundingMode is ES2023 Intl (Node 20 has it); TypeScript's lib does not list it yet.
    const halfEven = { roundingMode: 'halfEven' } as Intl.NumberFormatOptions;
    fmt = currency
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency, ...halfEven })
      : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, ...halfEven });
    formats.set(key, fmt);
  }
  // Intl accepts decimal strings exactly (ES2023 Intl.NumberFormat v3).
  return fmt.format(value as unknown as number);
}

/** A quantity as stored, without trailing zeros: "2", "0.5" (NUMERIC prints 2.000000000000). */
export function formatQuantity(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
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
