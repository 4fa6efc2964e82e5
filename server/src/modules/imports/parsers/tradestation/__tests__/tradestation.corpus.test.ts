import { importCorpusFile } from '../../__tests__/corpus';

// Expected round trips: ../shared/import-corpus/README.md (TradeStation; generic/TradeNote template).
describe('TradeStation trade detail (corpus)', () => {
  it('detailed fees: 1 closed, commission 1.98 and 0.10 of other fees both counted', () => {
    const { parsed, preview } = importCorpusFile('tradestation/tradetally-inline-tradestation-detailed-fees.csv');
    expect(parsed.format).toBe('tradestation');
    expect(parsed.executions.reduce((s, e) => s + Number(e.commission), 0)).toBeCloseTo(1.98, 10);
    expect(parsed.executions.reduce((s, e) => s + Number(e.otherFees), 0)).toBeCloseTo(0.1, 10);
    // (11.61 − 11.02) × 100 − 2.08
    expect(preview).toMatchObject({ closed: 1, open: 0, unmatched: 0, netPnl: '56.92' });
  });

  it('an OCC option symbol is an option contract ×100: 1 closed', () => {
    const { preview } = importCorpusFile('tradestation/tradetally-inline-tradestation-occ-option.csv');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '1238' });
    expect(preview.instruments[0]).toMatchObject({
      instrumentKey: 'OPT:SPCE:2026-05-29:C:4.5',
      symbol: 'SPCE260529C00004500',
    });
  });

  it('the TradeNote template layout (same columns): 5 closed, 4 short, net 33.76 with every fee column counted', () => {
    const { parsed, preview } = importCorpusFile('generic/Template.csv');
    expect(parsed.format).toBe('tradestation');
    const trades = preview.instruments.flatMap((i) => i.trades);
    expect(trades.filter((t) => t.direction === 'short')).toHaveLength(4);
    expect(preview).toMatchObject({ closed: 5, open: 0, unmatched: 0, netPnl: '33.76' });
  });
});
