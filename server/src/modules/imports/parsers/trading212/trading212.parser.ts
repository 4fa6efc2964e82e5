import { D } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

// Fee columns of the three layouts seen; each is a cost in the account currency.
const FEE_COLUMNS = [
  'Transaction fee',
  'Finra fee',
  'Stamp duty reserve tax',
  'French transaction tax',
  'Currency conversion fee',
  'Stamp duty',
];

/**
 * Trading 212 history (all three column orders: the parser reads by header name). `Market buy`,
 * `Limit sell`, `Stop sell`… are fills; everything else (deposits, dividends, interest, splits,
 * transfers) is skipped by its Action. Trading 212 Invest has no short selling, so a sell always
 * closes: a sell with nothing held is unmatched (its buy predates the file).
 */
export const trading212Parser: BrokerParser = {
  id: 'trading212',
  label: 'Trading 212 history',
  detect: (text) => headerHas(text, ['Action', 'Time', 'ISIN', 'Ticker', 'No. of shares', 'Price / share']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const action = h.get(cells, 'Action');
      const m = /^(market|limit|stop|stop limit) (buy|sell)$/i.exec(action);
      if (!m) return reader.skip((action || 'blank').toLowerCase());
      const side = m[2].toLowerCase() === 'buy' ? 'buy' : 'sell';
      const raw = h.get(cells, 'Time');
      const executedAt = reader.time(row, 'time', raw, 'YMD');
      const quantity = reader.number(row, 'no. of shares', h.get(cells, 'No. of shares'));
      const price = reader.number(row, 'price / share', h.get(cells, 'Price / share'));
      let fees = new D(0);
      for (const column of FEE_COLUMNS.filter((c) => h.has(c))) {
        const value = reader.number(row, column.toLowerCase(), h.get(cells, column), '0');
        if (value !== null) fees = fees.plus(new D(value).abs());
      }
      if (!executedAt || quantity === null || price === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Ticker') || h.get(cells, 'ISIN'),
        market: 'stocks',
        side,
        quantity,
        price,
        otherFees: fees.toFixed(),
        currency: h.get(cells, 'Currency (Price / share)'),
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'ID'),
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
