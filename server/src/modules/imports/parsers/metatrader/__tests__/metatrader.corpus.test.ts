import { importCorpusFile } from '../../__tests__/corpus';

describe('MetaTrader 5 (corpus)', () => {
  it("Italian position history (title row, repeated header names, `4 577,86`): 2 closed, P&L equal to the file's Profitto", () => {
    const { parsed, preview } = importCorpusFile('metatrader/tradetally-inline-mt5-italian-history.csv');
    expect(parsed.format).toBe('metatrader5');
    expect(parsed.executions[0]).toMatchObject({ price: '4577.86', quantity: '0.33', multiplier: '100' });
    expect(preview.instruments[0].symbol).toBe('XAUUSD');
    // 595,65 + (−1 130,91)
    expect(preview).toMatchObject({ closed: 2, open: 0, netPnl: '-535.26' });
  });
});
