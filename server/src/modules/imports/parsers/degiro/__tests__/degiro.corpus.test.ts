import { importCorpusFile } from '../../__tests__/corpus';

describe('Degiro (corpus)', () => {
  it('fills from Dutch free text with decimal commas, costs joined by Order Id: 0 closed, the two sells without buys unmatched', () => {
    const { parsed, preview } = importCorpusFile('degiro/degiro-export.csv', { timezone: 'Europe/Amsterdam' });
    expect(parsed.format).toBe('degiro');
    expect(parsed.skipped).toMatchObject({ 'product change': 2, 'stock dividend': 1, 'continuation line': 1 });
    expect(parsed.executions.find((e) => e.instrument.symbol === 'US9256521090')).toMatchObject({
      side: 'buy',
      quantity: '1',
      price: '33.9',
      currency: 'USD',
      // The order's costs are 1.00 EUR on a USD fill: kept in EUR, never added to USD figures (issue 27).
      commission: '0',
      foreignFees: [{ kind: 'commission', amount: '1', currency: 'EUR' }],
    });
    const unmatched = preview.instruments
      .filter((i) => i.unmatched > 0)
      .map((i) => i.symbol)
      .sort();
    expect(unmatched).toEqual(['CA0641491075', 'IE00BYXG2H39']);
    expect(preview).toMatchObject({ closed: 0, unmatched: 2 });
  });
});
