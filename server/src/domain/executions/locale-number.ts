import { D } from './fill';

/** Which character separates the decimals when a file's locale is known ('.' US/UK, ',' most of Europe). */
export type DecimalMark = '.' | ',';

const SPACES = /[\s\u00a0\u202f\u2009']|’/g;
const SCIENTIFIC = /^\d+(?:\.\d+)?e[+-]?\d+$/i;

/**
 * A number as brokers write it, as an exact decimal string, or null when it is not one:
 * `1.234,56`, `4 577,86`, `$(41.25)`, `"1,000.00"`, `-1,234.5`, `1'234.50`, `0,62 $`, `€3343.11`,
 * `1.00000000 ETH`, `-3.605E-05`, `1.5-` (trailing minus). With both marks present the last one is
 * the decimal mark; with one mark the file's `decimalMark` decides, else a single comma followed
 * by exactly three digits is read as thousands (`1,000`) and any other single mark as decimals.
 */
export function parseLocaleNumber(input: string | null | undefined, decimalMark?: DecimalMark): string | null {
  if (input === null || input === undefined) return null;
  const plain = plainNumber(input, decimalMark);
  if (plain !== null) return plain;
  let text = input
    .trim()
    .replace(/^="?|"$/g, '')
    .replace(/^"/, '')
    .trim();
  if (!text || text === '-' || text === '--') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text.replace(/^[$€£¥]/, ''))) {
    negative = true;
    text = text.replace(/[()]/g, '');
  }
  // Currency symbols and codes or units around the number (`$`, `USD`, `ETH`).
  text = text.replace(/^[$€£¥]|[$€£¥]$/g, '').trim();
  text = text.replace(/^[A-Za-z]{2,5}\s+|\s+[A-Za-z]{2,5}$/g, '').trim();
  text = text.replace(/^[$€£¥]|[$€£¥]$/g, '').trim();
  if (/^[-−+]/.test(text)) {
    negative = negative !== /^[-−]/.test(text);
    text = text.slice(1).replace(/^[$€£¥]/, '');
  } else if (/[-−]$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = !negative;
    text = text.slice(1, -1);
  }
  text = text.replace(SPACES, '');
  if (SCIENTIFIC.test(text)) return signed(new D(text), negative);
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let mark: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) mark = lastDot > lastComma ? '.' : ',';
  else if (lastDot < 0 && lastComma < 0) mark = null;
  else {
    const only = lastDot >= 0 ? '.' : ',';
    const count = text.split(only).length - 1;
    if (count > 1) mark = null;
    else if (decimalMark) mark = decimalMark === only ? only : null;
    else mark = only === ',' && /,\d{3}$/.test(text) ? null : only;
  }
  const [whole, fraction, extra] = mark ? text.split(mark) : [text];
  if (extra !== undefined) return null;
  const group = mark === ',' ? '.' : ',';
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const digits = mark ? whole.split(group).join('') : whole.replace(/[.,]/g, '');
  if (!/^\d*$/.test(digits) || (!digits && !fraction)) return null;
  return signed(new D(`${digits || '0'}${fraction ? `.${fraction}` : ''}`), negative);
}

function signed(value: InstanceType<typeof D>, negative: boolean): string {
  return (negative && !value.isZero() ? value.negated() : value).toFixed();
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The common case without decimal.js: `123`, `-0.50`, `100.25` (a dot read as the decimal mark,
 * as the general path reads a single dot unless the file's mark is a comma). Printed as decimal.js
 * prints it: no leading zeros, no trailing fraction zeros, no negative zero. Null: not this case.
 */
export function plainNumber(text: string, decimalMark?: DecimalMark): string | null {
  if (isCanonical(text, decimalMark)) return text;
  const m = PLAIN.exec(text);
  if (!m || (m[3] !== undefined && decimalMark === ',')) return null;
  const whole = m[2].replace(/^0+(?=\d)/, '');
  const fraction = m[3]?.replace(/0+$/, '') ?? '';
  const value = fraction ? `${whole}.${fraction}` : whole;
  return m[1] && value !== '0' ? `-${value}` : value;
}

/**
 * True when `text` already is what plainNumber prints (`0`, `150`, `12.5`, `-0.25`): returned as
 * it is, with no regular expression or new string — most cells of a broker file are like this.
 */
function isCanonical(text: string, decimalMark?: DecimalMark): boolean {
  const start = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const length = text.length;
  if (length === start) return false;
  let dot = -1;
  for (let i = start; i < length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (dot >= 0 || i === start || i === length - 1) return false;
      dot = i;
    } else if (c < 48 || c > 57) return false;
  }
  if (dot >= 0 && decimalMark === ',') return false;
  // No leading zero before another digit, no trailing fraction zero, no negative zero.
  if (text.charCodeAt(start) === 48 && length > start + 1 && dot !== start + 1) return false;
  if (dot >= 0 && text.charCodeAt(length - 1) === 48) return false;
  if (start === 1 && (dot < 0 ? length === 2 && text.charCodeAt(1) === 48 : /^-0\.0*$/.test(text))) return false;
  return true;
}
