import { minorUnitDigits, roundMoney } from '../minor-units';

describe('roundMoney (issue 27 item 4)', () => {
  it('rounds half-even to the currency’s minor unit and drops trailing zeros', () => {
    expect(roundMoney('5061.6491445624221671993', 'USD')).toBe('5061.65');
    expect(roundMoney('0.125', 'EUR')).toBe('0.12');
    expect(roundMoney('0.135', 'EUR')).toBe('0.14');
    expect(roundMoney('-0.125', 'USD')).toBe('-0.12');
    expect(roundMoney('-0.004', 'USD')).toBe('0');
    expect(roundMoney('2.500000000000', 'USD')).toBe('2.5');
    expect(roundMoney('5770000.5', 'JPY')).toBe('5770000');
    expect(roundMoney('1.0005', 'BHD')).toBe('1');
    expect(roundMoney('1.0015', 'kwd')).toBe('1.002');
  });

  it('knows the minor units that are not 2', () => {
    expect([minorUnitDigits('JPY'), minorUnitDigits('USD'), minorUnitDigits('BHD'), minorUnitDigits(null)]).toEqual([
      0, 2, 3, 2,
    ]);
  });
});
