import { importCorpusFile } from '../../__tests__/corpus';

describe('Saxo (corpus)', () => {
  it('fills from the Event text (dot decimals beside comma amounts, Dutch rows too): VWRA 32 bought, 3 sold, nothing flat', () => {
    const { parsed, preview } = importCorpusFile('saxo/saxo-export.csv');
    expect(parsed.format).toBe('saxo');
    expect(parsed.skipped).toEqual({ 'corporate action': 2, 'cash amount': 4, 'cash transfer': 12 });
    expect(preview.instruments.find((i) => i.symbol === 'VWRA')!.trades).toEqual([
      expect.objectContaining({ quantity: '29', closedQuantity: '3', exitPrice: null }),
    ]);
    expect(preview.instruments.find((i) => i.symbol === 'VUSA')!.trades[0]).toMatchObject({
      quantity: '1.5',
      entryPrice: '110.01',
    });
    expect(preview).toMatchObject({ closed: 0, unmatched: 0 });
  });
});
