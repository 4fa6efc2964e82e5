import { importCorpusFile } from '../../__tests__/corpus';

describe('NinjaTrader 8 (corpus)', () => {
  it('European locale (`;`, `7200,75`, `0,62 $`, DD/MM/YYYY): 1 closed MES, net 18.76', () => {
    const { parsed, preview } = importCorpusFile('ninjatrader/tradetally-inline-ninjatrader-semicolon-eu.csv', {
      timezone: 'Europe/Berlin',
    });
    expect(parsed.format).toBe('ninjatrader');
    expect(parsed.executions[0]).toMatchObject({
      price: '7200.75',
      commission: '0.62',
      multiplier: '5',
      positionEffect: 'open',
    });
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2026-04-27T04:05:02.000Z');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '18.76' });
  });
});
