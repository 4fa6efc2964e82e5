import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('OFX / QFX (corpus)', () => {
  itWithCorpus('etrade/etrade_09092023.QFX')(
    'E*TRADE QFX (SGML): 2 buys by ticker from the security list, fractional 0.76817; income and expenses skipped',
    () => {
      const { parsed, preview } = importCorpusFile('etrade/etrade_09092023.QFX');
      expect(parsed.format).toBe('ofx');
      expect(parsed.skipped).toEqual({ income: 1, invexpense: 1 });
      expect(
        parsed.executions.map((e) => [e.instrument.symbol, e.side, e.quantity, e.price, e.brokerExecutionId]),
      ).toEqual([
        ['TSM', 'buy', '0.76817', '107.1895', '230714_B_0'],
        ['V', 'buy', expect.any(String), expect.any(String), expect.any(String)],
      ]);
      expect(preview).toMatchObject({ closed: 0, open: 2 });
    },
  );
});

describe('OFX / QFX (in-repo file written for Candlog)', () => {
  it('SGML statement: MSFT 10 bought at 370 and sold at 375.25 is 1 closed (52.50 − 9.98 of commission and fees); AAPL 0.5 open; the dividend skipped', () => {
    const { parsed, preview } = importCorpusFile('etrade/candlog-ofx-statement.qfx');
    expect(parsed.format).toBe('ofx');
    expect(parsed.skipped).toEqual({ income: 1 });
    expect(
      parsed.executions.map((e) => [e.instrument.symbol, e.side, e.quantity, e.price, e.brokerExecutionId]),
    ).toEqual([
      ['MSFT', 'buy', '10', '370', '240102_B_0'],
      ['MSFT', 'sell', '10', '375.25', '240105_S_0'],
      ['AAPL', 'buy', '0.5', '185.1', '240108_B_0'],
    ]);
    // 14:30 EST is 19:30 UTC.
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2024-01-02T19:30:00.000Z');
    expect(preview.instruments.find((i) => i.symbol === 'MSFT')!.trades).toEqual([
      expect.objectContaining({ fees: '9.98', pnl: '42.52' }),
    ]);
    expect(preview).toMatchObject({ closed: 1, open: 1, netPnl: '42.52' });
  });
});
