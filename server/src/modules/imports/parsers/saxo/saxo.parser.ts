import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DUTCH: Record<string, string> = { mrt: 'mar', mei: 'may', okt: 'oct' };

/** `02-Jan-2025` / `16-jan-2025` (English or Dutch month) → `02/01/2025` (DMY). */
function dayMonthYear(text: string): string {
  return text.replace(/^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/, (whole, d: string, m: string, y: string) => {
    const month = MONTHS.indexOf(DUTCH[m.toLowerCase()] ?? m.toLowerCase());
    return month < 0 ? whole : `${d}/${month + 1}/${y}`;
  });
}

/**
 * Saxo account statement: Trade rows (also Dutch `Transactie`) carry the fill in Event
 * (`Buy 3 @ 139.74 USD`, `Koop 1.5 @ 110.01 EUR`, `Sell`, `Verkoop`) with a dot for decimals while
 * Amount uses a comma. Corporate actions, cash transfers and fees are skipped by kind. Trade dates
 * only (midnight in the import's zone); newest first.
 */
export const saxoParser: BrokerParser = {
  id: 'saxo',
  label: 'Saxo account statement',
  detect: (text) => headerHas(text, ['Trade Date', 'Type', 'Instrument', 'Instrument Symbol', 'Event', 'Amount']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type');
      if (!/^(trade|transactie)$/i.test(type)) return reader.skip((type || 'blank').toLowerCase());
      const event = /^(buy|koop|sell|verkoop)\s+([\d.]+)\s*@\s*([\d.]+)\s*([A-Z]{3})?$/i.exec(h.get(cells, 'Event'));
      if (!event) return reader.error(row, `event '${h.get(cells, 'Event')}' is not "Buy|Sell <quantity> @ <price>"`);
      const raw = h.get(cells, 'Trade Date');
      const executedAt = reader.time(row, 'trade date', dayMonthYear(raw), 'DMY');
      if (!executedAt) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Instrument Symbol').split(':')[0] || h.get(cells, 'Instrument ISIN'),
        market: 'stocks',
        side: /^(buy|koop)$/i.test(event[1]) ? 'buy' : 'sell',
        quantity: event[2],
        price: event[3],
        currency: event[4] ?? h.get(cells, 'Instrument currency'),
        executedAt,
        rawExecutedAt: raw,
        orderId: h.get(cells, 'Order ID'),
      });
    });
    return reader.result(this.id);
  },
};
