import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('generic CSV with a column mapping (corpus)', () => {
  const mapping = {
    symbol: 'Symbol',
    side: 'Side',
    quantity: 'Qty',
    price: 'Price',
    executedAt: 'T/D',
    time: 'Exec Time',
    commission: 'Comm',
    fees: ['SEC', 'TAF', 'NSCC', 'Nasdaq', 'ECN Remove', 'ECN Add'],
  };

  itWithCorpus('generic/Template.csv')(
    'maps the TradeNote template: 5 closed, net 33.76 (gross 34.45 − 0.69 of fees)',
    () => {
      const { parsed, preview } = importCorpusFile('generic/Template.csv', { mapping }, 'generic');
      expect(parsed.errors).toEqual([]);
      expect(preview).toMatchObject({ closed: 5, open: 0, netPnl: '33.76' });
    },
  );

  itWithCorpus('generic/Template.csv')(
    'counting only the commission column gives the gross (what a mapping without fees means)',
    () => {
      const { preview } = importCorpusFile('generic/Template.csv', { mapping: { ...mapping, fees: [] } }, 'generic');
      expect(preview.netPnl).toBe('34.45');
    },
  );

  itWithCorpus('generic/Template.csv')('names the mapped columns the file does not have, and reads nothing', () => {
    const { parsed } = importCorpusFile(
      'generic/Template.csv',
      { mapping: { ...mapping, price: 'Fill Price' } },
      'generic',
    );
    expect(parsed.executions).toEqual([]);
    expect(parsed.errors).toEqual([{ row: 0, message: "column 'Fill Price' is not in the file's header" }]);
  });

  // In-repo (written for Candlog, the same layout): long 100 RBLX (+14 gross) and short 40 (+20 gross).
  const written = 'generic/candlog-das-trader-fills.csv';

  it('maps the in-repo file: 2 closed, net 28.73 (gross 34 − 5.27 of commission and fees)', () => {
    const { parsed, preview } = importCorpusFile(written, { mapping }, 'generic');
    expect(parsed.errors).toEqual([]);
    expect(preview).toMatchObject({ closed: 2, open: 0, netPnl: '28.73' });
  });

  it('the in-repo file with only the commission column mapped: net 29 (gross 34 − 5 × 1.00)', () => {
    const { preview } = importCorpusFile(written, { mapping: { ...mapping, fees: [] } }, 'generic');
    expect(preview.netPnl).toBe('29');
  });

  it('names a mapped column the in-repo file does not have, and reads nothing', () => {
    const { parsed } = importCorpusFile(written, { mapping: { ...mapping, price: 'Fill Price' } }, 'generic');
    expect(parsed.executions).toEqual([]);
    expect(parsed.errors).toEqual([{ row: 0, message: "column 'Fill Price' is not in the file's header" }]);
  });
});
