import { D, dec, signOf } from '../decimal';

describe('dec', () => {
  it('strips trailing zeros from NUMERIC text without changing the value', () => {
    expect(['10250.50000000', '100.000', '-0.000012500000', '0.000', '-0.00', '42', '-7.10'].map(dec)).toEqual([
      '10250.5',
      '100',
      '-0.0000125',
      '0',
      '0',
      '42',
      '-7.1',
    ]);
  });
  it('canonicalises anything else through Decimal', () => {
    expect([dec('010000'), dec('1e3'), dec(12.5), dec('+3.50')]).toEqual(['10000', '1000', '12.5', '3.5']);
  });
});

describe('signOf', () => {
  it('gives the sign Decimal gives, for NUMERIC text and anything else', () => {
    const values = [
      '0',
      '-0',
      '0.00000000',
      '-0.000',
      '0.0001',
      '-0.0001',
      '12',
      '-12.50',
      '100000.000',
      '1e3',
      '-1e-9',
      '+4',
      '007',
    ];
    expect(values.map(signOf)).toEqual(values.map((v) => new D(v).comparedTo(0)));
    expect(values.map(signOf)).toEqual([0, 0, 0, 0, 1, -1, 1, -1, 1, 1, -1, 1, 1]);
  });
});
