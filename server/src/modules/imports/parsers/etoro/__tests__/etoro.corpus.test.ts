import { D } from '../../../../../domain/executions/fill';
import { importCorpusFile } from '../../__tests__/corpus';

describe('eToro (corpus)', () => {
  it('pairs by Position ID: 4 "Position closed" (3 opened before the file: unmatched), 5 opened (4 still open)', () => {
    const { parsed, preview } = importCorpusFile('etoro/etoro-export.csv');
    expect(parsed.format).toBe('etoro');
    expect(parsed.errors).toEqual([]);
    expect(parsed.executions.filter((e) => e.positionEffect === 'close')).toHaveLength(4);
    expect(parsed.executions.filter((e) => e.positionEffect === 'open')).toHaveLength(5);
    expect(parsed.skipped).toEqual({
      dividend: 11,
      'interest payment': 1,
      'withdraw fee': 1,
      'withdrawal conversion fee': 1,
      'withdraw request': 1,
      'overnight fee': 2,
      'overnight refund': 1,
      sdrt: 1,
    });
    expect(preview).toMatchObject({ closed: 1, open: 4, unmatched: 3 });
    // The NKE CFD opened for 200.00 and closed for 392.16: the broker booked 192.16.
    const [nke] = preview.instruments.flatMap((i) => i.trades.filter((t) => t.exitPrice !== null));
    expect(nke).toMatchObject({
      direction: 'long',
      quantity: '65.359477',
      entryDate: new Date('2020-05-18T04:09:41Z'),
    });
    // Exactly: the broker's amounts are added, not units × a 12-place quotient (was 192.15999999999403).
    expect(nke.pnl).toBe(new D('392.16').minus('200.00').toFixed());
    // The other NKE position (a CFD too) stays open on its own: positions never merge by symbol.
    const nkeOpen = preview.instruments.flatMap((i) => i.trades).filter((t) => t.exitPrice === null);
    expect(nkeOpen.map((t) => t.quantity).sort()).toEqual(['0.219575', '0.337209', '0.398451', '0.888488']);
  });
});
