import { contractMultiplier, parseFuturesContract } from '../futures-multipliers';
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
    const keys = ['SPY   240119C00450000', 'SPY  240119C00450000', 'SPY240119C00450000'].map((s) => instrumentOf(s, 'stocks'));
    expect(new Set(keys.map((k) => k.key)).size).toBe(1);
    expect(keys[0]).toMatchObject({ symbol: 'SPY240119C00450000', market: 'options', multiplier: '100' });
  });

  it.each(['SPY', 'AAPL 200C', 'SPY240119X00450000', 'SPY241319C00450000'])('%s is not an OCC symbol', (text) => {
    expect(parseOccSymbol(text)).toBeNull();
  });
});

describe('futures', () => {
  it.each([
    ['MESM6', 'MES', '5'], ['ESZ24', 'ES', '50'], ['MNQH5', 'MNQ', '2'], ['/CLF25', 'CL', '1000'], ['MES 06-26', 'MES', '5'], ['MES JUN26', 'MES', '5'],
    ['6EM5', '6E', '125000'], ['MYMU5', 'MYM', '0.5'], ['GC', 'GC', '100'],
  ])('%s is %s with point value %s', (symbol, root, multiplier) => {
    if (symbol !== root) expect(parseFuturesContract(symbol)?.root).toBe(root);
    expect(contractMultiplier(symbol, 'futures')).toBe(multiplier);
  });

  it('keys a contract by root, month and year and knows no multiplier outside futures or for unknown products', () => {
    expect(instrumentOf('MES 06-26', 'futures')).toEqual({ key: 'FUT:MESM26', symbol: 'MESM26', market: 'futures', multiplier: '5' });
    expect(contractMultiplier('ES', 'stocks')).toBeNull();
    expect(contractMultiplier('QQQQZ5', 'futures')).toBeNull();
  });
});
