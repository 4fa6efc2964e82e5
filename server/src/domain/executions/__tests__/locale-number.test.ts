import fc from 'fast-check';
import { D } from '../fill';
import { parseLocaleNumber, plainNumber } from '../locale-number';

describe('parseLocaleNumber', () => {
  it.each([
    ['1.234,56', undefined, '1234.56'],
    ['4 577,86', undefined, '4577.86'],
    ['4\u00a0577,86', undefined, '4577.86'],
    ['$(41.25)', undefined, '-41.25'],
    ['($41.25)', undefined, '-41.25'],
    ['"1,000.00"', undefined, '1000'],
    ['-1,234.5', undefined, '-1234.5'],
    ["1'234.50", undefined, '1234.5'],
    ['0,62 $', undefined, '0.62'],
    ['7200,75', undefined, '7200.75'],
    ['€3343.11', undefined, '3343.11'],
    ['-$1.25', undefined, '-1.25'],
    ['1.00000000 ETH', undefined, '1'],
    ['-3.605E-05', undefined, '-0.00003605'],
    ['1,000', undefined, '1000'],
    ['1,000', ',', '1'],
    ['1.234', ',', '1234'],
    ['1.234', undefined, '1.234'],
    ['12.5-', undefined, '-12.5'],
    ['1,234,567', undefined, '1234567'],
    ['="5337400962"', undefined, '5337400962'],
    ['0', undefined, '0'],
  ])('%s (decimal mark %s) → %s', (text, mark, expected) => {
    expect(parseLocaleNumber(text, mark as ',' | '.' | undefined)).toBe(expected);
  });

  it.each(['abc', '', '-', '1.2.3,4,5', '12a', '1,2,3.4.5', '$'])('%j is not a number', (text) => {
    expect(parseLocaleNumber(text)).toBeNull();
  });
});

describe('plainNumber', () => {
  it('prints plain decimals as decimal.js does, whether or not they come canonical', () => {
    const digits = fc.stringMatching(/^\d{1,6}$/);
    const plain = fc
      .tuple(fc.boolean(), digits, fc.option(digits, { nil: undefined }))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(plain, (text) => {
        expect(plainNumber(text)).toBe(new D(text).toFixed());
        expect(plainNumber(text, ',')).toBe(text.includes('.') ? null : new D(text).toFixed());
      }),
      { numRuns: 3000 },
    );
  });

  it.each(['', '-', '.5', '5.', '1.2.3', '+5', '1,5', '1e5', ' 5'])("leaves '%s' to the general path", (text) => {
    expect(plainNumber(text)).toBeNull();
  });
});
