import { importCorpusFile } from '../../__tests__/corpus';

describe('Tradovate (corpus)', () => {
  it('Performance: reused fill ids are one fill each, 218 flat-to-flat trades, net −140.00 with MES ×5', () => {
    const { parsed, preview } = importCorpusFile('tradovate/Performance.csv');
    expect(parsed.format).toBe('tradovate-performance');
    expect(parsed.rowsTotal).toBe(221);
    expect(preview).toMatchObject({ closed: 218, open: 0, unmatched: 0, netPnl: '-140' });
    // buy 6008479906 appears in 2 pairs: one execution holding both pairs' quantity.
    expect(parsed.executions.filter((e) => e.brokerExecutionId === '6008479906')).toHaveLength(1);
  });

  it('Position History: 5 closed (two shorts), net −218.00 from the pairs, not the repeated position totals', () => {
    const { parsed, preview } = importCorpusFile('tradovate/tradovate-paired-trades-sample.csv');
    expect(parsed.format).toBe('tradovate-position-history');
    const trades = preview.instruments.flatMap((i) => i.trades);
    expect(trades.filter((t) => t.direction === 'short')).toHaveLength(2);
    expect(preview).toMatchObject({ closed: 5, open: 0, netPnl: '-218' });
    expect(trades.every((t) => t.multiplier === '2')).toBe(true);
  });

  it('fills: 20 rows, 17 unique fills (repeated execIds summed), 7 trades, net −50.00', () => {
    const { parsed, preview } = importCorpusFile('tradovate/tradovate_export.csv');
    expect(parsed.format).toBe('tradovate-fills');
    expect(parsed.rowsTotal).toBe(20);
    expect(parsed.executions).toHaveLength(17);
    expect(preview).toMatchObject({ closed: 7, open: 0, netPnl: '-50' });
  });
});
