import { importCorpusFile } from '../../__tests__/corpus';

describe('XTB (corpus)', () => {
  it('fills from Comment (`OPEN BUY 34/42.5658 @ 11.7480`), newest first: 1 closed ZAL.DE, 1 unmatched GOOGL.US', () => {
    const { parsed, preview } = importCorpusFile('xtb/xtb-export.csv');
    expect(parsed.format).toBe('xtb');
    // Deposits and the withdrawal are cash flows (no currency in the file: the account's), keyed by ID.
    expect(parsed.cashFlows.map((f) => [f.kind, f.amount, f.currency, f.brokerRef])).toEqual([
      ['deposit', '500', null, '530691593'],
      ['deposit', '1000', null, '525965629'],
      ['deposit', '1400', null, '521693016'],
      ['deposit', '300', null, '515435183'],
      ['deposit', '300', null, '514947144'],
      ['withdrawal', '856.47', null, '618605424'],
    ]);
    expect(parsed.skipped).not.toHaveProperty('deposit');
    expect(parsed.skipped).toMatchObject({
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
