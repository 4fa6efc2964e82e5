import { importCorpusFile } from '../../__tests__/corpus';

describe('XTB (corpus)', () => {
  it('fills from Comment (`OPEN BUY 34/42.5658 @ 11.7480`), newest first: 1 closed ZAL.DE, 1 unmatched GOOGL.US', () => {
    const { parsed, preview } = importCorpusFile('xtb/xtb-export.csv');
    expect(parsed.format).toBe('xtb');
    expect(parsed.skipped).toMatchObject({
      deposit: 5,
      dividend: 7,
      'profit/loss (fx/cfd)': 3,
      swap: 1,
      'repeated row (same broker id)': 3,
    });
    expect(preview.instruments.find((i) => i.symbol === 'ZAL.DE')!.trades).toEqual([
      expect.objectContaining({ entryPrice: '26.4', exitPrice: '26.28', pnl: '-0.12' }),
    ]);
    expect(preview.instruments.find((i) => i.symbol === 'GOOGL.US')!.unmatched).toBe(1);
    expect(preview).toMatchObject({ closed: 1, unmatched: 1 });
  });
});
