import { importCorpusFile } from '../../__tests__/corpus';

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

  it('maps the TradeNote template: 5 closed, net 33.76 (gross 34.45 − 0.69 of fees)', () => {
    const { parsed, preview } = importCorpusFile('generic/Template.csv', { mapping }, 'generic');
    expect(parsed.errors).toEqual([]);
    expect(preview).toMatchObject({ closed: 5, open: 0, netPnl: '33.76' });
  });

  it('counting only the commission column gives the gross (what a mapping without fees means)', () => {
    const { preview } = importCorpusFile('generic/Template.csv', { mapping: { ...mapping, fees: [] } }, 'generic');
    expect(preview.netPnl).toBe('34.45');
  });

  it('names the mapped columns the file does not have, and reads nothing', () => {
    const { parsed } = importCorpusFile(
      'generic/Template.csv',
      { mapping: { ...mapping, price: 'Fill Price' } },
      'generic',
    );
    expect(parsed.executions).toEqual([]);
    expect(parsed.errors).toEqual([{ row: 0, message: "column 'Fill Price' is not in the file's header" }]);
  });
});
