import fc from 'fast-check';
import { divide, exact, minus, plus, text, times } from '../exact';
import { D } from '../fill';

/** Signed decimals of up to 12 places as decimal.js prints them, trailing zeros sometimes kept (NUMERIC text). */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.integer({ min: 0, max: 12 }), fc.boolean())
  .map(([n, scale, padded]) => {
    const plain = new D(n.toString()).dividedBy(new D(10).pow(scale)).toFixed();
    return padded ? new D(plain).toFixed(12) : plain;
  });

describe('exact (BigInt decimals of the round-trip builder)', () => {
  it('adds, subtracts and multiplies exactly as decimal.js prints it', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(text(plus(exact(a), exact(b)))).toBe(new D(a).plus(b).toFixed());
        expect(text(minus(exact(a), exact(b)))).toBe(new D(a).minus(b).toFixed());
        expect(text(times(exact(a), exact(b)))).toBe(new D(a).times(b).toFixed());
      }),
      { numRuns: 2000 },
    );
  });

  it('divides with half-even rounding like toDecimalPlaces', () => {
    fc.assert(
      fc.property(decimal, decimal, fc.integer({ min: 0, max: 12 }), (a, b, places) => {
        fc.pre(!new D(b).isZero());
        const expected = new D(a).dividedBy(b).toDecimalPlaces(places, D.ROUND_HALF_EVEN).toFixed();
        expect(text(divide(exact(a), exact(b), places))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds exact halves to the even neighbour, both signs', () => {
    expect(text(divide(exact('5'), exact('2'), 0))).toBe('2');
    expect(text(divide(exact('7'), exact('2'), 0))).toBe('4');
    expect(text(divide(exact('-5'), exact('2'), 0))).toBe('-2');
    expect(text(divide(exact('0.125'), exact('-1'), 2))).toBe('-0.12');
  });

  it('prints zero without a sign and reads non-plain text through decimal.js', () => {
    expect(text(times(exact('0'), exact('-3')))).toBe('0');
    expect(text(exact('1e-7'))).toBe('0.0000001');
    expect(text(exact('150.500000000000'))).toBe('150.5');
  });
});
