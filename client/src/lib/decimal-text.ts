// Decimal text as typed in a number input, checked and normalised without a float: the server's
// Decimal scalar takes plain decimals only, and NUMERIC columns have fixed precision, so "1e30"
// must become a field message here rather than a raw GraphQL coercion error after sending.

export interface DecimalLimits {
  /** Digits allowed after the point. */
  scale: number;
  /** Digits allowed before the point. */
  integerDigits: number;
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** "1.5e3" → "1500", "2E-2" → "0.02", "0012.50" → "12.50"; null when not a number at all. */
export function plainDecimal(raw: string): string | null {
  const m = NUMBER.exec(raw.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const [, sign, int, frac = '', exp] = m;
  if (!exp) return `${sign}${int || '0'}${frac ? `.${frac}` : ''}`.replace(/^([+-]?)0+(?=\d)/, '$1');
  const shift = Number(exp);
  if (Math.abs(shift) > 400) return shift > 0 ? `${sign}1${'0'.repeat(401)}` : `${sign}0`;
  const digits = int + frac;
  const point = int.length + shift;
  let body: string;
  if (point <= 0) body = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) body = digits + '0'.repeat(point - digits.length);
  else body = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${sign}${body.replace(/^0+(?=\d)/, '')}`;
}

export type DecimalProblem = 'not-a-number' | 'too-many-decimals' | 'too-large';

/** The same limits the server checks (server/src/domain/validation/decimal-input.ts). */
export function decimalProblem(raw: string, limits: DecimalLimits): DecimalProblem | null {
  if (raw.trim() === '') return null;
  const plain = plainDecimal(raw);
  if (plain === null) return 'not-a-number';
  const [int, frac = ''] = plain.replace(/^[+-]/, '').split('.');
  if (frac.replace(/0+$/, '').length > limits.scale) return 'too-many-decimals';
  if (int.replace(/^0+/, '').length > limits.integerDigits) return 'too-large';
  return null;
}

export function decimalProblemMessage(label: string, problem: DecimalProblem, scale: number): string {
  if (problem === 'not-a-number') return `${label} must be a number`;
  if (problem === 'too-many-decimals') return `${label} allows at most ${scale} decimal places`;
  return `${label} is too large`;
}
