import { DecimalScalar } from '../scalars';
import { stripSuggestions } from '../format-error';

describe('Decimal scalar', () => {
  it('serializes NUMERIC strings without padding zeros', () => {
    expect(DecimalScalar.serialize('10250.50000000')).toBe('10250.5');
    expect(DecimalScalar.serialize('100.000')).toBe('100');
    expect(DecimalScalar.serialize('-0.000012500000')).toBe('-0.0000125');
  });
  it('parses decimal strings and refuses anything else', () => {
    expect(DecimalScalar.parseValue('1.23456789012')).toBe('1.23456789012');
    expect(() => DecimalScalar.parseValue('1e400x')).toThrow(/Decimal/);
    expect(() => DecimalScalar.parseValue({})).toThrow(/Decimal/);
  });
});

describe('stripSuggestions', () => {
  it('removes "Did you mean" hints', () => {
    expect(stripSuggestions('Cannot query field "emial" on type "User". Did you mean "email"?')).toBe(
      'Cannot query field "emial" on type "User".',
    );
  });
});
