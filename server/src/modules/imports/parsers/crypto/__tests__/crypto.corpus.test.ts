import { importCorpusFile, itWithCorpus } from '../../__tests__/corpus';

describe('crypto exchanges (corpus)', () => {
  itWithCorpus('kucoin/kucoin_order_history.csv')(
    'KuCoin fills: 0 closed; a spot sell with nothing held is unmatched, the buy is open',
    () => {
      const { parsed, preview } = importCorpusFile('kucoin/kucoin_order_history.csv');
      expect(parsed.format).toBe('kucoin');
      expect(preview).toMatchObject({ closed: 0, open: 1, unmatched: 1 });
      expect(preview.instruments.find((i) => i.symbol === 'XRPUSDT')!.trades[0]).toMatchObject({
        quantity: '432.59183198',
        fees: '0.28085592',
      });
    },
  );

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
  itWithCorpus('coinbase/coinbasepro.csv')(
    'Coinbase Pro: two match rows and a fee row per trade id make one fill; ETH bought with BTC, 0 closed',
    () => {
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
    },
  );

  itWithCorpus('bitstamp/bitstamp.csv')(
    'Bitstamp: the unit inside the number cells, `Jan. 28, 2022, 12:31 AM`; the spot sell with nothing held is unmatched; 0 closed',
    () => {
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
    },
  );
});

// Files written for Candlog (fixtures/README.md): each crypto parser has an in-repo file with figures
// worked out by hand, so a fresh clone tests them without the (AGPL) corpus files above.
describe('crypto parsers (in-repo files)', () => {
  it('KuCoin: BTC bought at 62000.5 and sold at 62500 (0.01 each) is 1 closed, net 4.995 − 1.245005 of fees; ETH open', () => {
    const { parsed, preview } = importCorpusFile('kucoin/candlog-kucoin-fills.csv');
    expect(parsed.format).toBe('kucoin');
    expect(parsed.executions[0]).toMatchObject({ side: 'buy', quantity: '0.01', price: '62000.5', currency: 'USDT' });
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2024-03-04T09:15:00.000Z');
    expect(preview.instruments.find((i) => i.symbol === 'BTCUSDT')!.trades).toEqual([
      expect.objectContaining({ fees: '1.245005', pnl: '3.749995' }),
    ]);
    expect(preview).toMatchObject({ closed: 1, open: 1, unmatched: 0, netPnl: '3.749995' });
  });

  it('Bitstamp: 0.5 ETH bought at 3000 and sold at 3100 EUR is 1 closed, net 50 − 6.10 of fees; deposit and withdrawal skipped', () => {
    const { parsed, preview } = importCorpusFile('bitstamp/candlog-bitstamp-transactions.csv');
    expect(parsed.format).toBe('bitstamp');
    expect(parsed.skipped).toEqual({ deposit: 1, withdrawal: 1 });
    expect(parsed.executions.map((e) => [e.side, e.quantity, e.price, e.commission, e.currency])).toEqual([
      ['buy', '0.5', '3000', '3', 'EUR'],
      ['sell', '0.5', '3100', '3.1', 'EUR'],
    ]);
    expect(parsed.executions[1].executedAt.toISOString()).toBe('2024-03-02T15:45:00.000Z');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '43.9' });
  });

  it('Coinbase Pro: 0.02 BTC bought for 860 and sold for 880 USD (match + match + fee per trade id) is 1 closed, net 20 − 8.70', () => {
    const { parsed, preview } = importCorpusFile('coinbase/candlog-coinbasepro-ledger.csv');
    expect(parsed.format).toBe('coinbase-pro');
    expect(parsed.skipped).toEqual({ deposit: 1 });
    expect(parsed.executions.map((e) => [e.instrument.symbol, e.side, e.quantity, e.price, e.commission])).toEqual([
      ['BTCUSD', 'buy', '0.02', '43000', '4.3'],
      ['BTCUSD', 'sell', '0.02', '44000', '4.4'],
    ]);
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '11.3' });
  });
});
