import { importCorpusFile } from '../../__tests__/corpus';

describe('OFX / QFX (corpus)', () => {
  it('E*TRADE QFX (SGML): 2 buys by ticker from the security list, fractional 0.76817; income and expenses skipped', () => {
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
  });
});
