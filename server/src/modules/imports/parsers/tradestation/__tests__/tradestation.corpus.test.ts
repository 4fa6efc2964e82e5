import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

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

  itWithCorpus('generic/Template.csv')(
    'the TradeNote template layout (same columns): 5 closed, 4 short, net 33.76 with every fee column counted',
    () => {
      const { parsed, preview } = importCorpusFile('generic/Template.csv');
      expect(parsed.format).toBe('tradestation');
      const trades = preview.instruments.flatMap((i) => i.trades);
      expect(trades.filter((t) => t.direction === 'short')).toHaveLength(4);
      expect(preview).toMatchObject({ closed: 5, open: 0, unmatched: 0, netPnl: '33.76' });
    },
  );

  it('the same layout, in-repo (written for Candlog): rows out of time order give 1 long and 1 short RBLX, net 28.73', () => {
    const { parsed, preview } = importCorpusFile('generic/candlog-das-trader-fills.csv');
    expect(parsed.format).toBe('tradestation');
    // Long 100 at 41.50 out at 41.80 (60) and 41.40 (40): 18 − 4 = 14, fees 3.12 → 10.88.
    // Short 40 at 42.10 covered at 41.60: 20, fees 2.15 → 17.85. Every fee column counts.
    expect(preview.instruments[0].trades.map((t) => [t.direction, t.quantity, t.fees, t.pnl])).toEqual([
      ['long', '100', '3.12', '10.88'],
      ['short', '40', '2.15', '17.85'],
    ]);
    expect(preview).toMatchObject({ closed: 2, open: 0, netPnl: '28.73' });
  });
});
