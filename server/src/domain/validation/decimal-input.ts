import Decimal from 'decimal.js';

/** What a decimal field accepts: GraphQL Decimal strings or REST JSON numbers. */
export type DecimalInput = string | number | null | undefined;

export interface DecimalLimits {
  /** Digits allowed after the point (the column's scale). */
  scale: number;
  /** Digits allowed before the point (precision − scale). */
  integerDigits: number;
}

export type DecimalCheck =
  { ok: true; value: string | null } | { ok: false; problem: 'not-a-number' | 'too-many-decimals' | 'too-large' };

/** Null for missing/empty; otherwise a plain decimal string that fits the column exactly. */
export function parseDecimal(raw: DecimalInput, limits: DecimalLimits): DecimalCheck {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return { ok: true, value: null };
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return { ok: false, problem: 'not-a-number' };
  const value = new Decimal(text);
  if (!value.isFinite()) return { ok: false, problem: 'not-a-number' };
  if (value.decimalPlaces() > limits.scale) return { ok: false, problem: 'too-many-decimals' };
  // From the exponent, not from toFixed(): "1e999999999" would spell out a billion digits first.
  if (!value.isZero() && value.e + 1 > limits.integerDigits) return { ok: false, problem: 'too-large' };
  return { ok: true, value: value.toFixed() };
}

export function isPositive(value: string): boolean {
  return new Decimal(value).greaterThan(0);
}

export function isNegative(value: string): boolean {
  return new Decimal(value).lessThan(0);
}

/** A readable message for a parse problem of `label` (e.g. "Entry price"). */
export function decimalProblemMessage(
  label: string,
  problem: 'not-a-number' | 'too-many-decimals' | 'too-large',
  scale: number,
): string {
  if (problem === 'not-a-number') return `${label} must be a number`;
  if (problem === 'too-many-decimals') return `${label} allows at most ${scale} decimal places`;
  return `${label} is too large`;
}
