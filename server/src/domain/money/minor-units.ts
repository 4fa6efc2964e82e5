import Decimal from 'decimal.js';

/**
 * ISO 4217 minor units that are not 2 (the yen has none, the Bahraini dinar three). A code not
 * listed — every other ISO currency, and an unknown one — has 2, as Intl.NumberFormat assumes.
 */
const MINOR_UNITS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Decimal places of a currency's minor unit (JPY 0, USD 2, BHD 3); null currency: 2. */
export function minorUnitDigits(currency: string | null | undefined): number {
  return MINOR_UNITS[(currency ?? '').toUpperCase()] ?? 2;
}

const HalfEven = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN });

/**
 * An exact amount rounded half-even (banker's rounding: no upward drift over many sums) to the
 * currency's minor unit, as plain text without trailing zeros ("1011.74", "5770000", "-0.5").
 * For what a person reads and for the API fields documented as rounded; sums are made exact first.
 */
export function roundMoney(value: string, currency: string | null | undefined): string {
  const fixed = new HalfEven(value).toDecimalPlaces(minorUnitDigits(currency)).toFixed();
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
