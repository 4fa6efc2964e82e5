import { D } from './fill';

/**
 * Exact decimals as a BigInt and a scale (value = n / 10^scale) for the round-trip builder's hot
 * loop: 100,000 fills per import made decimal.js objects (and their garbage) a large share of the
 * rebuild. Sums, differences and products are exact at any size; `divide` rounds half-even like
 * decimal.js's toDecimalPlaces. Text that is not a plain decimal goes through decimal.js once.
 */
export interface Exact {
  readonly n: bigint;
  readonly scale: number;
}

const POWERS: bigint[] = [1n];
const power = (k: number): bigint => {
  while (POWERS.length <= k) POWERS.push(POWERS[POWERS.length - 1] * 10n);
  return POWERS[k];
};

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

export const ZERO: Exact = { n: 0n, scale: 0 };

/** A decimal string (NUMERIC text, parser output, or anything decimal.js reads) as an Exact. */
export function exact(text: string): Exact {
  const m = PLAIN.exec(text);
  if (!m) return exact(new D(text).toFixed());
  const fraction = m[3] ?? '';
  const n = BigInt(m[2] + fraction);
  return { n: m[1] ? -n : n, scale: fraction.length };
}

function at(a: Exact, scale: number): bigint {
  return a.scale === scale ? a.n : a.n * power(scale - a.scale);
}

export function plus(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { n: at(a, scale) + at(b, scale), scale };
}

export function minus(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { n: at(a, scale) - at(b, scale), scale };
}

export function times(a: Exact, b: Exact): Exact {
  return { n: a.n * b.n, scale: a.scale + b.scale };
}

export function negate(a: Exact): Exact {
  return { n: -a.n, scale: a.scale };
}

export function compare(a: Exact, b: Exact): number {
  const scale = Math.max(a.scale, b.scale);
  const d = at(a, scale) - at(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const isZero = (a: Exact) => a.n === 0n;

/** a / b rounded half-even to `places` decimals (b ≠ 0). */
export function divide(a: Exact, b: Exact, places: number): Exact {
  // a/b = (a.n · 10^(places + b.scale − a.scale)) / b.n at scale `places`.
  const shift = places + b.scale - a.scale;
  let num = shift >= 0 ? a.n * power(shift) : a.n;
  let den = shift >= 0 ? b.n : b.n * power(-shift);
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  let q = num / den;
  const r = num - q * den;
  if (r !== 0n) {
    const twice = (r < 0n ? -r : r) * 2n;
    const away = r < 0n ? -1n : 1n;
    if (twice > den || (twice === den && q % 2n !== 0n)) q += away;
  }
  return { n: q, scale: places };
}

/** Plain text without trailing zeros, as decimal.js's toFixed() prints it ("0", never "-0"). */
export function text(a: Exact): string {
  if (a.n === 0n) return '0';
  const negative = a.n < 0n;
  let digits = (negative ? -a.n : a.n).toString();
  let scale = a.scale;
  if (scale > 0 && digits.endsWith('0')) {
    const zeros = Math.min(scale, digits.length - digits.replace(/0+$/, '').length);
    digits = digits.slice(0, digits.length - zeros);
    scale -= zeros;
  }
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  }
  return negative ? `-${digits}` : digits;
}
