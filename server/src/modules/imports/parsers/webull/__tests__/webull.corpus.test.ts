import { importCorpusFile } from '../../__tests__/corpus';

describe('Webull (corpus)', () => {
  it('options export: `$` prices, EST times, 1 closed SPY call ×2 contracts', () => {
    const { parsed, preview } = importCorpusFile('webull/tradetally-inline-webull-options-export.csv');
    expect(parsed.format).toBe('webull-options');
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2026-03-01T14:31:05.000Z');
    // (1.55 − 1.25) × 2 × 100
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '60' });
  });

  it('orders with `"…,GMT-04"` times: 1 closed', () => {
    const { parsed, preview } = importCorpusFile('webull/tradetally-inline-webull-orders-gmt-offset.csv');
    expect(parsed.format).toBe('webull-orders');
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2026-07-20T12:03:06.000Z');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '0.004' });
  });
});
