import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `Jan. 28, 2022, 12:31 AM` → `1/28/2022 12:31 AM` (MDY). */
function usLongDate(text: string): string {
  return text
    .replace(/^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),\s*(\d{4}),?\s*/, (whole, m: string, d: string, y: string) => {
      const month = MONTHS.indexOf(m.toLowerCase());
      return month < 0 ? whole : `${month + 1}/${d}/${y} `;
    })
    .trim();
}

/**
 * Bitstamp transactions: `Market` (and `Limit`) rows are fills — the unit sits inside the number
 * cell (`1.00000000 ETH`, `2214.01 EUR`), Sub Type says Buy or Sell, Rate is the price. Deposits and
 * withdrawals are skipped. Times are UTC. Spot has no short selling: a sell closes.
 */
export const bitstampParser: BrokerParser = {
  id: 'bitstamp',
  label: 'Bitstamp transactions',
  detect: (text) => headerHas(text, ['Type', 'Datetime', 'Account', 'Amount', 'Value', 'Rate', 'Fee', 'Sub Type']),
  parse(text) {
    const reader = new RowReader('UTC', '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type');
      if (!/^(market|limit|instant)$/i.test(type)) return reader.skip((type || 'blank').toLowerCase());
      const sub = h.get(cells, 'Sub Type').toLowerCase();
      if (sub !== 'buy' && sub !== 'sell')
        return reader.error(row, `sub type '${h.get(cells, 'Sub Type')}' is not Buy or Sell`);
      const raw = h.get(cells, 'Datetime');
      const executedAt = reader.time(row, 'datetime', usLongDate(raw), 'MDY');
      const quantity = reader.number(row, 'amount', h.get(cells, 'Amount'));
      const price = reader.number(row, 'rate', h.get(cells, 'Rate'));
      const fee = reader.number(row, 'fee', h.get(cells, 'Fee'), '0');
      if (!executedAt || quantity === null || price === null || fee === null) return;
      const base = h.get(cells, 'Amount').split(/\s+/)[1] ?? '';
      const quote = h.get(cells, 'Rate').split(/\s+/)[1] ?? '';
      reader.add({
        row,
        symbol: `${base}${quote}`,
        market: 'crypto',
        side: sub,
        quantity,
        price,
        commission: fee,
        currency: quote || null,
        executedAt,
        rawExecutedAt: raw,
        positionEffect: sub === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
