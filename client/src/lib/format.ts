// Display formatting shared by every screen. Amounts arrive as exact decimal strings
// (GraphQL `Decimal`); they are converted to numbers only here, for display.

/** Per currency: the formatter and the code appended when Intl does not know the currency. */
const moneyFormats = new Map<string, { fmt: Intl.NumberFormat; suffix: string }>();
/** Building an Intl formatter costs far more than using one: a table of trades made one per cell. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-US date formatter for `options` in `timeZone` (undefined: the browser's zone), made once. */
export function dateFormat(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let fmt = dateFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    dateFormats.set(key, fmt);
  }
  return fmt;
}
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The value handed to Intl: a plain decimal string as is — Intl.NumberFormat formats numeric
 * strings exactly, so 9007199254740993.25 keeps every digit (a Number would not) — else a number.
 */
function exact(value: string | number): number {
  return (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim()) ? value.trim() : Number(value)) as number;
}

/**
 * Money is rounded half-even (banker's rounding) to the currency's minor unit, as the PDF and CSV
 * round it (issue 27): a converted sum carries the rate's digits, a person reads cents (none for
 * the yen, three for the dinar). ES2023 Intl; TypeScript's lib does not list roundingMode yet.
 */
const HALF_EVEN = { roundingMode: 'halfEven' } as Intl.NumberFormatOptions;

/** "$1,234.56" / "-€12.00" / "¥5,770,000"; an unknown currency code falls back to "1,234.56 XYZ". */
export function formatMoney(value: string | number | null | undefined, currency = 'USD'): string {
  if (value === null || value === undefined || value === '') return '—';
  let money = moneyFormats.get(currency);
  if (!money) {
    let fmt: Intl.NumberFormat;
    try {
      fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency, ...HALF_EVEN });
    } catch {
      fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, ...HALF_EVEN });
    }
    const suffix =
      fmt.resolvedOptions().style !== 'currency' && /^[A-Za-z]{3}$/.test(currency) ? ` ${currency.toUpperCase()}` : '';
    money = { fmt, suffix };
    moneyFormats.set(currency, money);
  }
  return money.fmt.format(exact(value)) + money.suffix;
}

/** Signed money for P&L: "+$12.00" / "-$3.50" (the sign read from the exact text). */
export function formatPnl(value: string | number | null | undefined, currency = 'USD'): string {
  if (value === null || value === undefined || value === '') return '—';
  const positive =
    typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())
      ? !value.trim().startsWith('-') && /[1-9]/.test(value)
      : Number(value) > 0;
  return (positive ? '+' : '') + formatMoney(value, currency);
}

/** A price or quantity exactly as stored, without trailing zeros: "1.0850", "0.5". */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** "58.3%" (one decimal); null → "—". */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${value.toFixed(digits)}%`;
}

/** formatDateTime's fields; the date picker's preview adds the weekday to them. */
export const DATE_TIME_FIELDS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Date and time in the viewer's zone: "Mar 5, 2026, 14:30". */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  return dateFormat(timeZone, DATE_TIME_FIELDS).format(new Date(iso));
}

/** Date and minute for narrow screens: "03/05/26 14:30". */
export function formatDateTimeCompact(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  return dateFormat(timeZone, {
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(',', '');
}

/** A calendar day "YYYY-MM-DD" as "Mar 5, 2026" (no zone shift: it is already a local day). */
export function formatLocalDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dateFormat('UTC', { year: 'numeric', month: 'short', day: 'numeric' }).format(Date.UTC(y, m - 1, d));
}

/** P&L sign class for colouring: 'profit' | 'loss' | ''. Colour is never the only signal: signs are printed too. */
export function pnlClass(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return n > 0 ? 'profit' : n < 0 ? 'loss' : '';
}

/**
 * A drawdown percentage of the peak. Once the balance reaches zero or below (a drop of 100 % or
 * more) the ratio stops meaning anything ("4999999999000000.00%"): show "—" and say why.
 */
export const DRAWDOWN_BEYOND_BALANCE = 'The balance fell to zero or below, so a percentage of the peak has no meaning';
export function formatDrawdownPercent(percent: number): string {
  return Math.abs(percent) >= 100 ? '—' : `${Math.abs(percent).toFixed(2)}%`;
}
