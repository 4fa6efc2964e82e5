import { importCorpusFile } from '../../__tests__/corpus';

describe('Fidelity (corpus)', () => {
  it('several accounts: 0 closed, the VVV sale of 341 unmatched, the WM buy open; cash rows and the bond skipped by kind', () => {
    const { parsed, preview } = importCorpusFile('fidelity/fidelity_csv_all_accounts_transactions_20251204.csv');
    expect(parsed.format).toBe('fidelity');
    expect(parsed.skipped).toMatchObject({ dividend: 7, reinvestment: 2, transfer: 2, bond: 1, footer: 1 });
    expect(parsed.executions.map((e) => [e.instrument.symbol, e.side, e.quantity, e.brokerAccount])).toEqual([
      ['WM', 'buy', '18', '333333333'],
      ['VVV', 'sell', '341', '333333333'],
    ]);
    expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
  });
});
