import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('Fidelity (corpus)', () => {
  itWithCorpus('fidelity/fidelity_csv_all_accounts_transactions_20251204.csv')(
    'several accounts: 0 closed, the VVV sale of 341 unmatched, the WM buy open; cash rows and the bond skipped by kind',
    () => {
      const { parsed, preview } = importCorpusFile('fidelity/fidelity_csv_all_accounts_transactions_20251204.csv');
      expect(parsed.format).toBe('fidelity');
      expect(parsed.skipped).toMatchObject({ dividend: 7, reinvestment: 2, transfer: 2, bond: 1, footer: 1 });
      expect(parsed.executions.map((e) => [e.instrument.symbol, e.side, e.quantity, e.brokerAccount])).toEqual([
        ['WM', 'buy', '18', '333333333'],
        ['VVV', 'sell', '341', '333333333'],
      ]);
      expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
    },
  );
});

describe('Fidelity (in-repo file written for Candlog)', () => {
  it('two accounts: AAPL 10 bought at 180.50 and sold at 190.25 in the brokerage is 1 closed (97.50 − 0.03 of fees); the IRA buy stays open apart', () => {
    const { parsed, preview } = importCorpusFile('fidelity/candlog-fidelity-two-accounts.csv');
    expect(parsed.format).toBe('fidelity');
    expect(parsed.skipped).toEqual({ dividend: 1, footer: 1 });
    expect(parsed.executions.map((e) => [e.side, e.quantity, e.price, e.brokerAccount])).toEqual([
      ['sell', '10', '190.25', '333333333'],
      ['buy', '10', '180.5', '333333333'],
      ['buy', '5', '179', '111111111'],
    ]);
    const closed = preview.instruments.flatMap((i) => i.trades).filter((t) => t.exitPrice !== null);
    expect(closed).toEqual([expect.objectContaining({ quantity: '10', fees: '0.03', pnl: '97.47' })]);
    expect(preview).toMatchObject({ closed: 1, open: 1, unmatched: 0, netPnl: '97.47' });
  });
});
