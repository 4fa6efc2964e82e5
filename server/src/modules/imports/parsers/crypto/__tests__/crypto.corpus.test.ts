import { importCorpusFile } from '../../__tests__/corpus';

describe('crypto exchanges (corpus)', () => {
  it('KuCoin fills: 0 closed; a spot sell with nothing held is unmatched, the buy is open', () => {
    const { parsed, preview } = importCorpusFile('kucoin/kucoin_order_history.csv');
    expect(parsed.format).toBe('kucoin');
    expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
    expect(preview.instruments.find((i) => i.symbol === 'XRPUSDT')!.trades[0]).toMatchObject({ quantity: '432.59183198', fees: '0.28085592' });
  });

  it('Coinbase: the EUR and USD copies of one transaction count once; staking, sends, receives and converts skipped; 0 closed', () => {
    const { parsed, preview } = importCorpusFile('coinbase/coinbase-export.csv');
    expect(parsed.format).toBe('coinbase');
    expect(parsed.skipped).toEqual({ 'staking income': 2, send: 1, receive: 1, convert: 2, 'copy in another currency': 1 });
    expect(parsed.executions).toEqual([expect.objectContaining({ side: 'buy', quantity: '0.00166779', price: '39999.331136545', commission: '2.99', currency: 'EUR' })]);
    expect(preview).toMatchObject({ closed: 0, open: 1 });
  });
});
