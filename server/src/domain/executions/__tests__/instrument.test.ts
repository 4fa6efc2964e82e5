import { instrumentOf, parseOccSymbol } from '../instrument';

describe('OCC option symbols', () => {
  it.each([
    ['SPY   240119C00450000', 'SPY', '2024-01-19', 'C', '450'],
    ['FB    180921C00200000', 'FB', '2018-09-21', 'C', '200'],
    ['SPY  240119P00450500', 'SPY', '2024-01-19', 'P', '450.5'],
    ['SPCE260529C00004500', 'SPCE', '2026-05-29', 'C', '4.5'],
    ['.aapl260619c00200000', 'AAPL', '2026-06-19', 'C', '200'],
  ])('%s → %s %s %s %s', (text, underlying, expiry, right, strike) => {
    expect(parseOccSymbol(text)).toEqual({ underlying, expiry, right, strike });
  });

  it('gives padded, double-space and compact forms of one contract the same instrument key', () => {
    const keys = ['SPY   240119C00450000', 'SPY  240119C00450000', 'SPY240119C00450000'].map((s) =>
      instrumentOf(s, 'stocks'),
    );
    expect(new Set(keys.map((k) => k.key)).size).toBe(1);
    expect(keys[0]).toMatchObject({ symbol: 'SPY240119C00450000', market: 'options', multiplier: '100' });
  });

  it.each(['SPY', 'AAPL 200C', 'SPY240119X00450000', 'SPY241319C00450000'])('%s is not an OCC symbol', (text) => {
    expect(parseOccSymbol(text)).toBeNull();
  });
});

describe('futures', () => {
  it('keys a contract by root, month and year and knows no multiplier for unknown products', () => {
    expect(instrumentOf('MES 06-26', 'futures')).toEqual({
      key: 'FUT:MESM26',
      symbol: 'MESM26',
      market: 'futures',
      multiplier: '5',
    });
    expect(instrumentOf('/CLF25', 'futures')).toMatchObject({ key: 'FUT:CLF25', multiplier: '1000' });
    expect(instrumentOf('QQQQZ5', 'futures')).toMatchObject({ key: 'FUT:QQQQZ5', multiplier: null });
  });
});
