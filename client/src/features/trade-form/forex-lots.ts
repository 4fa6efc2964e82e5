// Forex quantity: the server stores units of the base currency (a P&L is units × price move), but
// traders count in lots. The form takes either and sends units, converted exactly: a lot is a
// power of ten, so the conversion moves the decimal point in the text — no float ever sees it.

export type QuantityUnit = 'units' | 'standard' | 'mini' | 'micro';

/** Units per lot as a power of ten: standard 100,000, mini 10,000, micro 1,000. */
const UNIT_POWER: Record<QuantityUnit, number> = { units: 0, standard: 5, mini: 4, micro: 3 };

export const QUANTITY_UNITS: readonly { value: QuantityUnit; label: string }[] = [
  { value: 'units', label: 'units' },
  { value: 'standard', label: 'standard lots (100,000)' },
  { value: 'mini', label: 'mini lots (10,000)' },
  { value: 'micro', label: 'micro lots (1,000)' },
];

/**
 * Plain decimal text × 10^places (places ≥ 0), exactly ("1.5", 5 → "150000"; "0.015", 3 → "15").
 * Anything that is not a plain non-negative decimal comes back unchanged, for the form's own
 * validation to name.
 */
export function shiftDecimal(text: string, places: number): string {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (m[1] === '' && !m[2]) || places === 0) return text.trim();
  const digits = `${m[1]}${m[2] ?? ''}`;
  const point = m[1].length + places;
  const whole = point >= digits.length ? digits.padEnd(point, '0') : digits.slice(0, point);
  const fraction = point >= digits.length ? '' : digits.slice(point);
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** The typed quantity in units (undefined unit: units, as drafts saved before lots existed). */
export function unitsOf(quantity: string, unit: QuantityUnit | undefined): string {
  return shiftDecimal(quantity, UNIT_POWER[unit ?? 'units']);
}

/** "150000" → "150,000" (the integer part grouped; the text stays exact). */
export function groupedUnits(units: string): string {
  const [int, frac] = units.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}
