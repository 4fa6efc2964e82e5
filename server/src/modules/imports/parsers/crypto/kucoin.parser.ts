import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

/**
 * KuCoin spot fills (tradeCreatedAt, symbol `XTZ-USDT`, side, price, size, fee). Times are UTC.
 * Spot has no short selling: a sell closes (with nothing held it is unmatched). The fee is kept as
 * given (its currency is feeCurrency, the quote currency for these rows).
 */
export const kucoinParser: BrokerParser = {
  id: 'kucoin',
  label: 'KuCoin order history (fills)',
  detect: (text) => headerHas(text, ['tradeCreatedAt', 'symbol', 'side', 'price', 'size', 'fee']),
  parse(text) {
    const reader = new RowReader('UTC', '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const side = sideOf(h.get(cells, 'side'));
      if (!side) return reader.error(row, `side '${h.get(cells, 'side')}' is not buy or sell`);
      const raw = h.get(cells, 'tradeCreatedAt');
      const executedAt = reader.time(row, 'tradeCreatedAt', raw, 'YMD');
      const quantity = reader.number(row, 'size', h.get(cells, 'size'));
      const price = reader.number(row, 'price', h.get(cells, 'price'));
      const fee = reader.number(row, 'fee', h.get(cells, 'fee'), '0');
      if (!executedAt || quantity === null || price === null || fee === null) return;
      const [, quote] = h.get(cells, 'symbol').split('-');
      reader.add({
        row,
        symbol: h.get(cells, 'symbol').replace('-', ''),
        market: 'crypto',
        side,
        quantity,
        price,
        commission: fee,
        currency: quote ?? null,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'tradeId') || null,
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
