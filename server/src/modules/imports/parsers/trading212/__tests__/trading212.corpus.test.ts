import { importCorpusFile } from '../../__tests__/corpus';

describe('Trading 212 (corpus, all three layouts)', () => {
  it('2020 layout: 1 closed (GME 100 + 100 sold as 200), 2 open; deposits and dividends skipped', () => {
    const { parsed, preview } = importCorpusFile('trading212/from_2020-09-11_to_2021-04-02.csv');
    expect(parsed.format).toBe('trading212');
    expect(parsed.skipped).toEqual({ 'dividend (ordinary)': 1 });
    // Deposits: the Total (GBP) column, in the currency its header names; ID is the broker reference.
    expect(parsed.cashFlows).toMatchObject([
      {
        kind: 'deposit',
        amount: '9000',
        currency: 'GBP',
        occurredAt: new Date('2020-06-24T04:06:06Z'),
        brokerRef: '123',
      },
      {
        kind: 'deposit',
        amount: '8.08',
        currency: 'GBP',
        occurredAt: new Date('2020-11-24T14:33:50Z'),
        brokerRef: '125',
      },
    ]);
    expect(preview.instruments.find((i) => i.symbol === 'GME')!.trades).toEqual([
      expect.objectContaining({ quantity: '200', entryPrice: '52.375', exitPrice: '225', pnl: '34525' }),
    ]);
    expect(preview).toMatchObject({ closed: 1, open: 2, unmatched: 0 });
  });

  it('2026 layout (stamp duty, FX fee columns): 2 closed (ACME, REN)', () => {
    const { preview } = importCorpusFile('trading212/transactions.csv');
    expect(preview.instruments.map((i) => i.symbol)).toEqual(['ACME', 'REN']);
    expect(preview).toMatchObject({ closed: 2, open: 0 });
  });

  it('third layout: fractional shares, 3 open, the ASTR sell is unmatched (its buy predates the file); splits and transfers skipped', () => {
    const { parsed, preview } = importCorpusFile('trading212/trading212-export.csv');
    // Total + Currency (Total): a EUR deposit and interest on cash.
    expect(parsed.cashFlows.map((f) => [f.kind, f.amount, f.currency])).toEqual([
      ['deposit', '31', 'EUR'],
      ['interest', '0.01', 'EUR'],
    ]);
    expect(parsed.skipped).toMatchObject({
      'stock split open': 1,
      'stock split close': 1,
      'transfer out': 1,
      'stock distribution': 1,
    });
    expect(preview.instruments.find((i) => i.symbol === 'ASTR')).toMatchObject({ trades: [], unmatched: 1 });
    expect(preview).toMatchObject({ closed: 0, open: 3, unmatched: 1 });
  });
});
