import { importCorpusFile } from '../../__tests__/corpus';

describe('crypto exchanges (corpus)', () => {
  it('KuCoin fills: 0 closed; a spot sell with nothing held is unmatched, the buy is open', () => {
    const { parsed, preview } = importCorpusFile('kucoin/kucoin_order_history.csv');
    expect(parsed.format).toBe('kucoin');
    expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
    expect(preview.instruments.find((i) => i.symbol === 'XRPUSDT')!.trades[0]).toMatchObject({
      quantity: '432.59183198',
      fees: '0.28085592',
    });
  });

  it('Coinbase: the EUR and USD copies of one transaction count once; staking, sends, receives and converts skipped; 0 closed', () => {
    const { parsed, preview } = importCorpusFile('coinbase/coinbase-export.csv');
    expect(parsed.format).toBe('coinbase');
    expect(parsed.skipped).toEqual({
      'staking income': 2,
      send: 1,
      receive: 1,
      convert: 2,
      'copy in another currency': 1,
    });
    expect(parsed.executions).toEqual([
      expect.objectContaining({
        side: 'buy',
        quantity: '0.00166779',
        price: '39999.331136545',
        commission: '2.99',
        currency: 'EUR',
      }),
    ]);
    expect(preview).toMatchObject({ closed: 0, open: 1 });
  });
});

describe('crypto ledgers (corpus)', () => {
  it('Coinbase Pro: two match rows and a fee row per trade id make one fill; ETH bought with BTC, 0 closed', () => {
    const { parsed, preview } = importCorpusFile('coinbase/coinbasepro.csv');
    expect(parsed.format).toBe('coinbase-pro');
    expect(parsed.executions[0]).toMatchObject({
      side: 'buy',
      quantity: '52.3',
      commission: '0.00344196',
      currency: 'BTC',
    });
    expect(parsed.executions[0].instrument.symbol).toBe('ETHBTC');
    // 1.14732 BTC ÷ 52.3 ETH, to the price column's 12 places.
    expect(parsed.executions[0].price).toBe('0.021937284895');
    expect(preview.closed).toBe(0);
  });

  it('Bitstamp: the unit inside the number cells, `Jan. 28, 2022, 12:31 AM`; the spot sell with nothing held is unmatched; 0 closed', () => {
    const { parsed, preview } = importCorpusFile('bitstamp/bitstamp.csv');
    expect(parsed.format).toBe('bitstamp');
    expect(parsed.skipped).toEqual({ deposit: 1, withdrawal: 1 });
    expect(parsed.executions).toEqual([
      expect.objectContaining({
        side: 'sell',
        quantity: '1',
        price: '2214.01',
        commission: '10.87005',
        currency: 'EUR',
      }),
    ]);
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2022-01-28T00:31:00.000Z');
    expect(preview).toMatchObject({ closed: 0, unmatched: 1 });
  });
});
