import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

/**
 * Coinbase transaction history: Buy / Sell (and Advanced Trade Buy / Sell) rows are fills at
 * `Price at Transaction` (`€3343.11`); fees are `Fees and/or Spread`. The export repeats a
 * transaction once per currency (same ID, EUR and USD): the first copy counts, the others are
 * skipped. Converts (crypto to crypto), staking, sends and receives are skipped by kind. Times are UTC.
 */
export const coinbaseParser: BrokerParser = {
  id: 'coinbase',
  label: 'Coinbase transaction history',
  detect: (text) =>
    headerHas(text, ['ID', 'Timestamp', 'Transaction Type', 'Asset', 'Quantity Transacted', 'Price at Transaction']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    const seen = new Set<string>();
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Transaction Type');
      const m = /^(advanced trade )?(buy|sell)$/i.exec(type);
      if (!m) return reader.skip((type || 'blank').toLowerCase());
      const id = h.get(cells, 'ID');
      if (id && seen.has(id)) return reader.skip('copy in another currency');
      if (id) seen.add(id);
      const raw = h.get(cells, 'Timestamp');
      const executedAt = reader.time(row, 'timestamp', raw, 'YMD');
      const quantity = reader.number(row, 'quantity transacted', h.get(cells, 'Quantity Transacted'));
      const price = reader.number(row, 'price at transaction', h.get(cells, 'Price at Transaction'));
      const fees = reader.number(row, 'fees and/or spread', h.get(cells, 'Fees and/or Spread'), '0');
      if (!executedAt || quantity === null || price === null || fees === null) return;
      const side = m[2].toLowerCase() === 'buy' ? 'buy' : 'sell';
      const currency = h.get(cells, 'Price Currency') || 'USD';
      reader.add({
        row,
        symbol: `${h.get(cells, 'Asset')}${currency}`,
        market: 'crypto',
        side,
        quantity,
        price,
        commission: fees,
        currency,
        executedAt,
        rawExecutedAt: raw,
        executionId: id,
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
