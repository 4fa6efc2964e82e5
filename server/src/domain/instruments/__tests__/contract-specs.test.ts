import { contractMultiplier, contractSpec, futuresRoot, parseFuturesContract } from '../contract-specs';

describe('futuresRoot', () => {
  it.each([
    ['ES', 'ES'],
    ['ESZ5', 'ES'],
    ['ESZ25', 'ES'],
    ['/ESZ25', 'ES'],
    ['esz2025', 'ES'],
    ['ES1!', 'ES'],
    ['MESH6', 'MES'],
    ['MES', 'MES'],
    ['6EM5', '6E'],
    ['M6EU24', 'M6E'],
    ['MNQ', 'MNQ'],
    ['ZSF6', 'ZS'],
    ['MES 06-26', 'MES'],
    ['MES JUN26', 'MES'],
    ['/CLJ4', 'CL'],
    ['CL F25', 'CL'],
    ['MNQH2025', 'MNQ'],
  ])('%s → %s', (symbol, root) => expect(futuresRoot(symbol)).toBe(root));

  it.each(['ESX', 'ESZ', 'ESZ555', 'AAPL', 'SPY', ''])('%s is not a futures symbol', (symbol) =>
    expect(futuresRoot(symbol)).toBeNull(),
  );
});

describe('contractMultiplier', () => {
  it.each([
    ['ES', 'futures', '50'],
    ['MES', 'futures', '5'],
    ['NQ', 'futures', '20'],
    ['MNQ', 'futures', '2'],
    ['RTY', 'futures', '50'],
    ['M2K', 'futures', '5'],
    ['YM', 'futures', '5'],
    ['MYM', 'futures', '0.5'],
    ['CL', 'futures', '1000'],
    ['MCL', 'futures', '100'],
    ['NG', 'futures', '10000'],
    ['GC', 'futures', '100'],
    ['MGC', 'futures', '10'],
    ['SI', 'futures', '5000'],
    ['HG', 'futures', '25000'],
    ['ZB', 'futures', '1000'],
    ['ZN', 'futures', '1000'],
    ['ZF', 'futures', '1000'],
    ['ZC', 'futures', '50'],
    ['ZS', 'futures', '50'],
    ['6E', 'futures', '125000'],
    ['6J', 'futures', '12500000'],
    ['6B', 'futures', '62500'],
    ['6A', 'futures', '100000'],
    ['ZT', 'futures', '2000'],
    ['HO', 'futures', '42000'],
    ['PA', 'futures', '100'],
    ['SPY', 'options', '100'],
    ['AAPL', 'stocks', '1'],
    ['CL', 'stocks', '1'],
    ['XAUUSD', 'commodities', '1'],
    ['QQQQ', 'futures', '1'],
  ])('%s (%s) → %s', (symbol, market, multiplier) => expect(contractMultiplier(symbol, market)).toBe(multiplier));

  it('knows the currency of a contract', () => {
    expect(contractSpec('FDAXZ5', 'futures')).toMatchObject({ multiplier: '25', currency: 'EUR' });
    expect(contractSpec('ESZ5', 'futures')).toMatchObject({ currency: 'USD' });
  });
});

// The broker import's forms (issue 13): NinjaTrader, Tradovate, thinkorswim, IBKR, tastytrade.
describe('parseFuturesContract', () => {
  it.each([
    ['MESM6', 'MES', 'M', '6'],
    ['ESZ24', 'ES', 'Z', '24'],
    ['MNQH5', 'MNQ', 'H', '5'],
    ['MNQH2025', 'MNQ', 'H', '2025'],
    ['/CLF25', 'CL', 'F', '25'],
    ['/CLJ4', 'CL', 'J', '4'],
    ['CL F25', 'CL', 'F', '25'],
    ['MES 06-26', 'MES', 'M', '26'],
    ['MES JUN26', 'MES', 'M', '26'],
    ['6EM5', '6E', 'M', '5'],
    ['MYMU5', 'MYM', 'U', '5'],
    ['QQQQZ5', 'QQQQ', 'Z', '5'],
  ])('%s → %s %s %s', (symbol, root, month, year) =>
    expect(parseFuturesContract(symbol)).toEqual({ root, month, year }),
  );

  it.each(['GC', 'ES1!', 'MES 13-26', 'AAPL', ''])('%s is not a dated contract', (symbol) =>
    expect(parseFuturesContract(symbol)).toBeNull(),
  );

  it.each([
    ['MESM6', '5'],
    ['ESZ24', '50'],
    ['MNQH5', '2'],
    ['/CLF25', '1000'],
    ['MES 06-26', '5'],
    ['MES JUN26', '5'],
    ['6EM5', '125000'],
    ['MYMU5', '0.5'],
    ['GC', '100'],
  ])('%s has point value %s', (symbol, multiplier) => expect(contractMultiplier(symbol, 'futures')).toBe(multiplier));

  it('knows no contract spec outside futures/options or for unknown products', () => {
    expect(contractSpec('ES', 'stocks')).toBeNull();
    expect(contractSpec('QQQQZ5', 'futures')).toBeNull();
  });
});
