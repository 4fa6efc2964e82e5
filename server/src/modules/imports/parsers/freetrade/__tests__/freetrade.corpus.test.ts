import { importCorpusFile } from '../../__tests__/corpus';

describe('Freetrade (corpus)', () => {
  it('newest first: 2 closed (SPXP 2 + 2 sold as 4; TDUP from a free share), the others open', () => {
    const { parsed, preview } = importCorpusFile('freetrade/transactions.csv');
    expect(parsed.format).toBe('freetrade');
    expect(parsed.skipped).toEqual({ dividend: 2 });
    // The top-up and the interest are cash flows in the Account Currency.
    expect(parsed.cashFlows).toMatchObject([
      {
        kind: 'interest',
        amount: '9.02',
        currency: 'GBP',
        occurredAt: new Date('2023-10-16T00:00:00Z'),
        brokerRef: null,
      },
      {
        kind: 'deposit',
        amount: '10000',
        currency: 'GBP',
        occurredAt: new Date('2022-01-28T20:41:58.209Z'),
        brokerRef: null,
      },
    ]);
    const closed = preview.instruments.flatMap((i) =>
      i.trades.filter((t) => t.exitPrice !== null).map((t) => [i.symbol, t.quantity]),
    );
    expect(closed).toEqual([
      ['SPXP', '4'],
      ['TDUP', '1'],
    ]);
    expect(preview).toMatchObject({ closed: 2, open: 3, unmatched: 0 });
  });
});
