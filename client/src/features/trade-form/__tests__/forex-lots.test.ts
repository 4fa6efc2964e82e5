import { groupedUnits, shiftDecimal, unitsOf } from '../forex-lots';

describe('forex lots → units, exactly', () => {
  it.each([
    ['1', 'standard', '100000'],
    ['1.5', 'standard', '150000'],
    ['0.01', 'standard', '1000'],
    ['0.123456', 'standard', '12345.6'],
    ['3', 'mini', '30000'],
    ['0.015', 'micro', '15'],
    ['2', 'units', '2'],
    ['2', undefined, '2'],
  ] as const)('%s %s lots = %s units', (typed, unit, units) => {
    expect(unitsOf(typed, unit)).toBe(units);
  });

  it('moves the decimal point in the text: no float rounding on long decimals', () => {
    // 0.1 + 0.2-style trouble never appears: 0.30000000000000004 would come from a float product.
    expect(shiftDecimal('0.300000000001', 5)).toBe('30000.0000001');
    expect(shiftDecimal('123456789012.123456789', 5)).toBe('12345678901212345.6789');
    expect(shiftDecimal('.5', 3)).toBe('500');
    expect(shiftDecimal('007.10', 3)).toBe('7100');
  });

  it('leaves text that is not a plain decimal for validation to name', () => {
    expect(shiftDecimal('abc', 5)).toBe('abc');
    expect(shiftDecimal('-1', 5)).toBe('-1');
    expect(shiftDecimal('', 5)).toBe('');
  });

  it('groups the units for the hint', () => {
    expect(groupedUnits('150000')).toBe('150,000');
    expect(groupedUnits('12345.6')).toBe('12,345.6');
  });
});
