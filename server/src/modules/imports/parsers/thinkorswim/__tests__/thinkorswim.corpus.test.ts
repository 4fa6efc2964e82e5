import { importCorpusFile } from '../../__tests__/corpus';

describe('thinkorswim (corpus)', () => {
  it('Cash Balance: 1 closed AAPL 200 call (×100), the two verticals kept whole as 2 open spreads', () => {
    const { parsed, preview } = importCorpusFile('thinkorswim/tradetally-inline-tos-cash-balance-issue322.csv');
    expect(parsed.format).toBe('thinkorswim');
    const aapl = preview.instruments.find((i) => i.instrumentKey === 'OPT:AAPL:2026-06-19:C:200')!;
    // (1.75 − 1.25) × 1 × 100 − 2.60
    expect(aapl.trades).toEqual([expect.objectContaining({ direction: 'long', pnl: '47.4', fees: '2.6' })]);
    const spreads = preview.instruments.filter((i) => i.instrumentKey.startsWith('SPREAD:VERTICAL:'));
    expect(spreads.map((i) => [i.symbol, i.trades[0].direction, i.trades[0].entryPrice])).toEqual([
      ['SPY 260605 715/714P', 'short', '0.34'],
      ['SPX 260609 7050/7025P', 'short', '4.5'],
    ]);
    expect(parsed.executions[0].brokerExecutionId).toBe('5337400962');
    expect(preview).toMatchObject({ closed: 1, open: 2 });
  });
});
