import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('Schwab (corpus)', () => {
  itWithCorpus('schwab/schwab_csv_brokerage_XX876_Transactions_20220731.csv')(
    'title line, "as of" dates, a Total row: 0 closed, the BND sell of 10.065 unmatched, 45 BND open',
    () => {
      const { parsed, preview } = importCorpusFile('schwab/schwab_csv_brokerage_XX876_Transactions_20220731.csv');
      expect(parsed.format).toBe('schwab');
      expect(parsed.skipped).toMatchObject({ 'reinvest shares': 1, 'total row': 1, journal: 2 });
      // MoneyLink deposit and transfer in ("$25.00", "$980.65"), bank interest on its first ("as of") date.
      expect(parsed.cashFlows.map((f) => [f.kind, f.amount, f.occurredAt.toISOString().slice(0, 10)])).toEqual([
        ['interest', '0.03', '2023-04-17'],
        ['deposit', '25', '2023-01-09'],
        ['deposit', '980.65', '2022-12-15'],
      ]);
      expect(preview.instruments).toEqual([
        expect.objectContaining({
          symbol: 'BND',
          unmatched: 1,
          trades: [expect.objectContaining({ quantity: '45', exitPrice: null })],
        }),
      ]);
      expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
    },
  );

  it('newest first with no time of day: same-day rows read bottom-up give 4 closed VUAG round trips and 1 open', () => {
    const { parsed, preview } = importCorpusFile('schwab/schwab_transactions.csv');
    expect(parsed.cashFlows.map((f) => [f.kind, f.amount])).toEqual([
      ['interest', '1.2'],
      ['interest', '0.2'],
      ['deposit', '10000'],
    ]);
    const trades = preview.instruments[0].trades;
    expect(trades.map((t) => [t.quantity, t.entryPrice, t.exitPrice])).toEqual([
      ['100', '25', '26'],
      ['50', '27', '28'],
      ['104', '29.038461538462', '31'],
      ['90', '32', '33'],
      ['30.5', '30.2', null],
    ]);
    expect(preview).toMatchObject({ closed: 4, open: 1, unmatched: 0 });
  });
});
