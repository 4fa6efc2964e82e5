import { importCorpusFile } from '../../__tests__/corpus';

describe('tastytrade (corpus)', () => {
  it('CL Future: the price comes from the Description; 1 closed /CLJ4 long, gross −160 (×1000), fees 6.14', () => {
    const { parsed, preview } = importCorpusFile('tastytrade/CL Future.csv');
    expect(parsed.format).toBe('tastytrade');
    expect(preview.instruments[0].trades).toEqual([
      expect.objectContaining({
        direction: 'long',
        entryPrice: '79.69',
        exitPrice: '79.53',
        multiplier: '1000',
        fees: '6.14',
        pnl: '-166.14',
      }),
    ]);
    expect(preview).toMatchObject({ closed: 1, open: 0 });
  });

  it("MES LT112: future options at the future's point value (5, not the Multiplier column's 1); two expirations close at 0; 3 closed", () => {
    const { parsed, preview } = importCorpusFile('tastytrade/MES LT112.csv');
    expect(parsed.skipped).toEqual({});
    // The Money Movement deposit ("1,000.00", +0200) is a cash flow.
    expect(parsed.cashFlows).toMatchObject([
      {
        kind: 'deposit',
        amount: '1000',
        currency: 'USD',
        occurredAt: new Date('2024-01-03T12:00:00Z'),
        brokerRef: null,
      },
    ]);
    const bySymbol = Object.fromEntries(
      preview.instruments.map((i) => [i.symbol, i.trades.map((t) => [t.direction, t.quantity, t.exitPrice, t.pnl])]),
    );
    // Each P&L equals the file's own Value column less fees: −307.50 − 1.96; 270.00 − 1.96; 220.00 − 11.00 − 5.08.
    expect(bySymbol).toEqual({
      MESU4240920P05100000: [['long', '1', '0', '-309.46']],
      MESU4240920P05050000: [['short', '1', '0', '268.04']],
      MESU4240920P04650000: [['short', '2', '1.1', '203.92']],
    });
    expect(preview).toMatchObject({ closed: 3, open: 0, unmatched: 0 });
  });

  it('2021 layout (OCC with double spaces, float-noise fees): 7 closed, 7 unmatched closes, 4 open', () => {
    const { parsed, preview } = importCorpusFile('tastytrade/transaction_history_Individual-60_07_25_2021 5_02 PM.csv');
    expect(parsed.skipped).toEqual({ 'balance adjustment': 4 });
    expect(parsed.cashFlows.map((f) => [f.kind, f.amount])).toEqual([
      ['interest', '0.02'],
      ['interest', '0.02'],
    ]);
    expect(parsed.executions.every((e) => /^\d+(\.\d{1,8})?$/.test(e.otherFees))).toBe(true);
    expect(preview.instruments.find((i) => i.instrumentKey === 'OPT:GME:2021-02-19:P:42')?.trades).toEqual([
      expect.objectContaining({ direction: 'short', quantity: '2', exitPrice: '6.25' }),
    ]);
    expect(preview).toMatchObject({ closed: 7, open: 4, unmatched: 7 });
  });
});
