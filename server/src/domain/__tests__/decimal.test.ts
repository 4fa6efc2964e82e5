import { dec } from '../decimal';

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
