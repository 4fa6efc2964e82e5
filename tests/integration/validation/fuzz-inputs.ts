import fc from 'fast-check';

/**
 * Hostile inputs for the write-path fuzz test: strings with NUL bytes, lone surrogates and huge
 * lengths; numbers JSON cannot carry as doubles (1e309, NaN, -0, giant exponents); impossible
 * and out-of-range dates; wrong JSON shapes, nested deeply.
 *
 * A value is either plain JSON or a Raw: text spliced into the body verbatim (1e309 must reach
 * the server as a number literal, which JSON.stringify cannot write).
 */
export class Raw {
  constructor(readonly text: string) {}
}

const RAW_MARK = '\u{10FFFF}raw:';

/** JSON.stringify, with Raw values written verbatim. */
export function toJson(value: unknown): string {
  const marked = JSON.stringify(value, (_key, v) => (v instanceof Raw ? `${RAW_MARK}${v.text}` : v));
  return marked.replace(new RegExp(`"${RAW_MARK}((?:[^"\\\\]|\\\\.)*)"`, 'gu'), (_m, text: string) =>
    JSON.parse(`"${text}"`),
  );
}

/** Any UTF-16 code unit, NUL and lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\ufeff',
    '%00',
    '\\u0000',
    "'; DROP TABLE trades; --",
    '<script>alert(1)</script>',
    '1e309',
    'NaN',
    '-0',
    'Infinity',
  ),
  fc
    .integer({ min: 90, max: 30000 })
    .chain((n) => fc.constantFrom('x'.repeat(n), 'é'.repeat(n), `${'𝄞'.repeat(n / 2)}`, `${'a'.repeat(n)}\u0000`)),
);

/** Number literals, most of which no double (or no NUMERIC column) holds. */
export const hostileNumber: fc.Arbitrary<Raw | number> = fc.oneof(
  fc.double().map((d) => (Number.isFinite(d) ? d : new Raw(d > 0 ? '1e309' : d < 0 ? '-1e309' : '0'))),
  fc.integer(),
  fc
    .constantFrom(
      '1e309',
      '-1e309',
      '1e-400',
      '-0',
      '0',
      '0.0000000000001',
      '123456789012345678901234567890',
      '1E+99999',
      '9e15',
      '1.5e-7',
    )
    .map((t) => new Raw(t)),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((b) => new Raw(b.toString())),
);

/** Numbers as strings too: GraphQL Decimals are strings, REST accepts both. */
export const hostileDecimalText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1e999999999',
    '-1e999999999',
    '1e-999999999',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '1_000',
    '１２３',
    '1.',
    '.5',
    '+1',
    ' 7 ',
    '00012.5000',
  ),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 35n), max: 10n ** 35n }).map((b) => `${b}.${'9'.repeat(14)}`),
);

export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '0000-01-01',
    '0001-01-01',
    '0050-03-01T10:00',
    '0099-12-31T23:59:59Z',
    '1899-12-31T23:59:59Z',
    '1900-01-01T00:00:00Z',
    '2200-12-31T23:59:59Z',
    '2201-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '2024-03-10T02:30',
    '2024-02-29T24:00',
    '2024-01-01T10:00:00+99:99',
    'yesterday',
    '2024-01-01\u0000',
  ),
  fc.date({ noInvalidDate: true, min: new Date(-8.64e15), max: new Date(8.64e15) }).map((d) => d.toISOString()),
  fc
    .date({ noInvalidDate: true, min: new Date('1800-01-01'), max: new Date('2300-01-01') })
    .map((d) => d.toISOString().slice(0, 16)),
);

/** Wrong shapes: objects, arrays, nesting (some deeper than any limit), booleans, null. */
export const hostileShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 10, max: 3000 }).map((n) => new Raw(`${'['.repeat(n)}${']'.repeat(n)}`)),
  fc.integer({ min: 10, max: 500 }).map((n) => new Raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)),
  fc.array(hostileString, { maxLength: 4 }),
  fc.constantFrom(true, false, null, [], {}, [null], { name: 'x' }),
);

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  hostileDecimalText,
  hostileDate,
  hostileShape,
);

/** Mostly a plausible value (so other fields' checks are reached), sometimes anything. */
export function field<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: anyValue });
}

/** A body whose every key is optional. */
export function partialRecord(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

export const MARKETS = ['forex', 'crypto', 'stocks', 'commodities', 'indices', 'futures', 'options'];
export const TAGS = ['confident', 'fearful', 'disciplined', 'impulsive', 'patient', 'anxious', 'focused', 'distracted'];

export const plausible = {
  name: fc.string({ minLength: 1, maxLength: 20 }),
  currency: fc.constantFrom('USD', 'eur', 'JPY'),
  balance: fc.oneof(fc.nat(100000), fc.constantFrom('1000.5', '0')),
  price: fc.oneof(fc.double({ min: 0.0001, max: 100000, noNaN: true }), fc.constantFrom('1.1', '250.25')),
  market: fc.constantFrom(...MARKETS),
  tradeType: fc.constantFrom('long', 'short'),
  result: fc.constantFrom('open', 'win', 'loss', 'breakeven'),
  date: fc
    .date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2026-01-01') })
    .map((d) => d.toISOString()),
  tags: fc.subarray(TAGS),
  zone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'europe/berlin'),
  email: fc.emailAddress(),
  password: fc.string({ minLength: 6, maxLength: 30 }),
};
