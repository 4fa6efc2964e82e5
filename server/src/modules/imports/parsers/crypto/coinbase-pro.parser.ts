import { D } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const QUOTES = ['USD', 'EUR', 'GBP', 'USDC', 'USDT', 'BTC', 'ETH'];

/**
 * Coinbase Pro account ledger: a trade is two `match` rows sharing a Trade id (one per currency)
 * plus an optional `fee` row in the quote currency. Base = the currency that is not the fee's (or,
 * without a fee, not a usual quote currency); price = quote amount ÷ base amount. Deposits and
 * withdrawals are skipped. Times are ISO UTC. Spot: a sell closes.
 */
export const coinbaseProParser: BrokerParser = {
  id: 'coinbase-pro',
  label: 'Coinbase Pro account ledger',
  detect: (text) =>
    headerHas(text, ['Portfolio', 'Type', 'Timestamp', 'Amount', 'Balance', 'Amount/balance unit', 'Trade id']),
  parse(text) {
    const reader = new RowReader('UTC', '.');
    const trades = new Map<
      string,
      {
        row: number;
        raw: string;
        matches: { amount: string; unit: string }[];
        fee: { amount: string; unit: string } | null;
      }
    >();
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type').toLowerCase();
      if (type !== 'match' && type !== 'fee') return reader.skip(type || 'blank');
      const id = h.get(cells, 'Trade id');
      const amount = reader.number(row, 'amount', h.get(cells, 'Amount'));
      if (!id || amount === null) return id ? undefined : reader.error(row, 'trade id is missing');
      const trade = trades.get(id) ?? { row, raw: h.get(cells, 'Timestamp'), matches: [], fee: null };
      trades.set(id, trade);
      const entry = { amount, unit: h.get(cells, 'Amount/balance unit').toUpperCase() };
      if (type === 'fee') trade.fee = entry;
      else trade.matches.push(entry);
    });
    for (const [id, t] of trades) {
      if (t.matches.length !== 2) {
        reader.error(t.row, `trade ${id} has ${t.matches.length} match rows, not 2`);
        continue;
      }
      const quoteUnit =
        t.fee?.unit ?? t.matches.map((m) => m.unit).find((u) => QUOTES.includes(u)) ?? t.matches[1].unit;
      const quote = t.matches.find((m) => m.unit === quoteUnit);
      const base = t.matches.find((m) => m !== quote);
      const executedAt = reader.time(t.row, 'timestamp', t.raw, 'YMD');
      if (!quote || !base || !executedAt) continue;
      const side = new D(base.amount).greaterThan(0) ? 'buy' : 'sell';
      reader.add({
        row: t.row,
        symbol: `${base.unit}${quote.unit}`,
        market: 'crypto',
        side,
        quantity: new D(base.amount).abs().toFixed(),
        price: new D(quote.amount)
          .abs()
          .dividedBy(new D(base.amount).abs())
          .toDecimalPlaces(12, D.ROUND_HALF_EVEN)
          .toFixed(),
        value: new D(quote.amount).abs().toFixed(),
        commission: t.fee ? new D(t.fee.amount).abs().toFixed() : '0',
        currency: quote.unit,
        executedAt,
        rawExecutedAt: t.raw,
        executionId: id,
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    }
    return reader.result(this.id);
  },
};
