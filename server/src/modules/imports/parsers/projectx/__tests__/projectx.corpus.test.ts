import { importCorpusFile } from '../../__tests__/corpus';

describe('TopstepX / ProjectX (corpus)', () => {
  it('2 closed (a long of 1; a short of 2 closed in two partial exits); the rejected order is skipped', () => {
    const { parsed, preview } = importCorpusFile('topstepx-projectx/tradetally-inline-projectx-order-history.csv');
    expect(parsed.format).toBe('projectx');
    expect(parsed.skipped).toEqual({ 'rejected order': 1 });
    const trades = preview.instruments.flatMap((i) => i.trades);
    expect(trades.map((t) => [t.direction, t.quantity])).toEqual([
      ['long', '1'],
      ['short', '2'],
    ]);
    // (7303.75 − 7300.5) × 5 + ((7310 − 7308) + (7310 − 7307)) × 5
    expect(preview).toMatchObject({ closed: 2, open: 0, netPnl: '41.25' });
  });
});
