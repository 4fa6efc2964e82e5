import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('IBKR trade confirmation (corpus)', () => {
  it('futures with Multiplier=5: 1 closed MESM6 long, net 22.52', () => {
    const { parsed, preview } = importCorpusFile('ibkr/tradetally-inline-ibkr-trade-confirmation-futures.csv');
    expect(parsed.format).toBe('ibkr-trade-confirmation');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '22.52' });
    expect(preview.instruments[0].trades[0]).toMatchObject({ direction: 'long', multiplier: '5', fees: '2.48' });
  });
});

describe('IBKR Flex XML (corpus)', () => {
  it('ibkr-flex-report.xml: GOLD partly exited (591 still held), AAPL 240 from 2 fills; commission 1.20072; nothing closed', () => {
    const { parsed, preview } = importCorpusFile('ibkr/ibkr-flex-report.xml');
    expect(parsed.format).toBe('ibkr-flex-xml');
    expect(parsed.skipped).toEqual({ 'open position summary': 1 });
    const bySymbol = Object.fromEntries(preview.instruments.map((i) => [i.symbol, i.trades]));
    expect(bySymbol.GOLD).toEqual([
      expect.objectContaining({ direction: 'long', quantity: '591', closedQuantity: '100', exitPrice: null }),
    ]);
    expect(bySymbol.AAPL).toEqual([
      expect.objectContaining({
        direction: 'long',
        quantity: '240',
        entryPrice: '300',
        fees: '1.20072',
        parts: [expect.anything(), expect.anything()],
      }),
    ]);
    expect(preview).toMatchObject({ closed: 0, open: 2, unmatched: 0 });
  });

  itWithCorpus('ibkr/IBActivityStatement.xml')(
    'IBActivityStatement.xml: 3 open (GCM, UUU over 10 partial fills, the OCC-padded FB call ×100); cash, FX and corporate actions skipped',
    () => {
      const { parsed, preview } = importCorpusFile('ibkr/IBActivityStatement.xml');
      expect(parsed.skipped).toMatchObject({ 'cash transaction': 7, 'fx transaction': 15, 'corporate action': 5 });
      const open = Object.fromEntries(
        preview.instruments.map((i) => [i.symbol, i.trades.map((t) => [t.quantity, t.multiplier, t.exitPrice])]),
      );
      // UUU: the README says 11 900, but the file's ten UUU fills add up to 12 000 (100 + 200 + 6 × 100 + 1 100 + 10 000).
      expect(open).toEqual({
        GCM: [['12000', '1', null]],
        UUU: [['12000', '1', null]],
        FB180921C00200000: [['2', '100', null]],
      });
      expect(preview.instruments.find((i) => i.symbol.startsWith('FB'))?.instrumentKey).toBe('OPT:FB:2018-09-21:C:200');
      expect(preview).toMatchObject({ closed: 0, open: 3 });
    },
  );
});

describe('IBKR Activity Statement CSV (corpus)', () => {
  it('2 closed RXRX (intraday, overnight), 1 open SPY scale-in; SubTotal/Total rows skipped', () => {
    const { parsed, preview } = importCorpusFile('ibkr/ibkr_activity.csv');
    expect(parsed.format).toBe('ibkr-activity-csv');
    expect(parsed.skipped).toEqual({ 'trades subtotal row': 2, 'trades total row': 1 });
    const rxrx = preview.instruments.find((i) => i.symbol === 'RXRX')!.trades;
    expect(rxrx.map((t) => [t.quantity, t.exitDate?.toISOString().slice(0, 10)])).toEqual([
      ['324', '2024-06-06'],
      ['192', '2024-06-10'],
    ]);
    expect(preview.instruments.find((i) => i.symbol === 'SPY')!.trades).toEqual([
      expect.objectContaining({ quantity: '2', exitPrice: null, entryPrice: '580.6975' }),
    ]);
    // (8.875 − 9.07) × 324 − 1.85258988 = −65.03258988 and (8.45 − 8.81) × 192 − 1.09556256 = −70.21556256:
    // IBKR's own Realized P/L column says −65.032589 and −70.215563.
    expect(preview.instruments.find((i) => i.symbol === 'RXRX')!.trades.map((t) => t.pnl)).toEqual([
      '-65.03258988',
      '-70.21556256',
    ]);
    expect(preview).toMatchObject({ closed: 2, open: 1, netPnl: '-135.24815244' });
  });
});

describe('IBKR Flex CSV (corpus)', () => {
  it('ISIN as the instrument, 8 buys still open, the 3 FX conversion rows skipped', () => {
    const { parsed, preview } = importCorpusFile('ibkr/ibkr-trades-export.csv');
    expect(parsed.format).toBe('ibkr-flex-csv');
    expect(parsed.skipped).toEqual({ 'fx conversion': 3 });
    expect(parsed.executions.filter((e) => e.side === 'buy')).toHaveLength(8);
    expect(preview).toMatchObject({ closed: 0, open: 2, unmatched: 0 });
  });
});

describe('IBKR Transaction History (corpus)', () => {
  it('CNX1 bought 4 and sold 2: a partial exit with 2 still held; dividends, taxes, interest and forex components skipped', () => {
    const { parsed, preview } = importCorpusFile('ibkr/test_basic.csv');
    expect(parsed.format).toBe('ibkr-transaction-history');
    expect(parsed.skipped).toMatchObject({
      dividend: 1,
      'foreign tax withholding': 4,
      'forex trade component': 1,
    });
    // The deposit and the credit interest are cash flows in the statement's base currency (GBP).
    expect(parsed.cashFlows).toMatchObject([
      {
        kind: 'interest',
        amount: '13',
        currency: 'GBP',
        occurredAt: new Date('2025-02-01T00:00:00Z'),
        brokerRef: null,
      },
      {
        kind: 'deposit',
        amount: '5000',
        currency: 'GBP',
        occurredAt: new Date('2025-01-01T00:00:00Z'),
        brokerRef: null,
      },
    ]);
    expect(preview.instruments[0].trades).toEqual([
      expect.objectContaining({ quantity: '2', closedQuantity: '2', exitPrice: null, fees: '6' }),
    ]);
    expect(preview).toMatchObject({ closed: 0, open: 1 });
  });
});
