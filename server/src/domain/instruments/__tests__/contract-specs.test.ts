import { contractMultiplier, contractSpec, futuresRoot } from '../contract-specs';

describe('futuresRoot', () => {
  it.each([
    ['ES', 'ES'], ['ESZ5', 'ES'], ['ESZ25', 'ES'], ['/ESZ25', 'ES'], ['esz2025', 'ES'], ['ES1!', 'ES'],
    ['MESH6', 'MES'], ['MES', 'MES'], ['6EM5', '6E'], ['M6EU24', 'M6E'], ['MNQ', 'MNQ'], ['ZSF6', 'ZS'],
  ])('%s → %s', (symbol, root) => expect(futuresRoot(symbol)).toBe(root));

  it.each(['ESX', 'ESZ', 'ESZ555', 'AAPL', 'SPY', ''])('%s is not a futures symbol', (symbol) => expect(futuresRoot(symbol)).toBeNull());
});

describe('contractMultiplier', () => {
  it.each([
    ['ES', 'futures', '50'], ['MES', 'futures', '5'], ['NQ', 'futures', '20'], ['MNQ', 'futures', '2'], ['RTY', 'futures', '50'],
    ['M2K', 'futures', '5'], ['YM', 'futures', '5'], ['MYM', 'futures', '0.5'], ['CL', 'futures', '1000'], ['MCL', 'futures', '100'],
    ['NG', 'futures', '10000'], ['GC', 'futures', '100'], ['MGC', 'futures', '10'], ['SI', 'futures', '5000'], ['HG', 'futures', '25000'],
    ['ZB', 'futures', '1000'], ['ZN', 'futures', '1000'], ['ZF', 'futures', '1000'], ['ZC', 'futures', '50'], ['ZS', 'futures', '50'],
    ['6E', 'futures', '125000'], ['6J', 'futures', '12500000'], ['6B', 'futures', '62500'], ['6A', 'futures', '100000'],
    ['ZT', 'futures', '2000'], ['HO', 'futures', '42000'], ['PA', 'futures', '100'],
    ['SPY', 'options', '100'], ['AAPL', 'stocks', '1'], ['CL', 'stocks', '1'], ['XAUUSD', 'commodities', '1'], ['QQQQ', 'futures', '1'],
  ])('%s (%s) → %s', (symbol, market, multiplier) => expect(contractMultiplier(symbol, market)).toBe(multiplier));

  it('knows the currency of a contract', () => {
    expect(contractSpec('FDAXZ5', 'futures')).toMatchObject({ multiplier: '25', currency: 'EUR' });
    expect(contractSpec('ESZ5', 'futures')).toMatchObject({ currency: 'USD' });
  });
});
