import { computePnl, deriveResult } from '../trade-pnl';

describe('computePnl', () => {
  it('long: (exit − entry) × quantity − fees', () => {
    expect(
      computePnl({ tradeType: 'long', entryPrice: '1.10000', exitPrice: '1.10500', quantity: '100000', fees: '7' }),
    ).toBe('493');
  });
  it('short gains when the price falls', () => {
    expect(computePnl({ tradeType: 'short', entryPrice: '50', exitPrice: '45', quantity: '10', fees: '1.5' })).toBe(
      '48.5',
    );
  });
  it('applies the contract multiplier (futures, options)', () => {
    expect(
      computePnl({
        tradeType: 'long',
        entryPrice: '4500.25',
        exitPrice: '4510.75',
        quantity: '2',
        multiplier: '50',
        fees: '4.2',
      }),
    ).toBe('1045.8');
  });
  it('is exact where floats are not', () => {
    // 0.1 + 0.2 style error: (0.3 − 0.1) × 3 is 0.6000000000000001 in floats.
    expect(computePnl({ tradeType: 'long', entryPrice: '0.1', exitPrice: '0.3', quantity: '3' })).toBe('0.6');
    expect(
      computePnl({
        tradeType: 'long',
        entryPrice: '0.000000012345',
        exitPrice: '0.000000012346',
        quantity: '123456789.123456789',
      }),
    ).toBe('0.000123456789123456789');
  });
  it('is null for an open trade', () => {
    expect(computePnl({ tradeType: 'long', entryPrice: '10', exitPrice: null, quantity: '1' })).toBeNull();
  });
});

describe('deriveResult', () => {
  it.each([
    ['12.5', 'win'],
    ['-0.01', 'loss'],
    ['0', 'breakeven'],
    ['-0', 'breakeven'],
  ])('%s → %s', (pnl, result) => expect(deriveResult(pnl)).toBe(result));
  it('open without pnl', () => expect(deriveResult(null)).toBe('open'));
});
