import { eachCsvRow, firstLine } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

const REQUIRED = ['instrument', 'action', 'quantity', 'price', 'time', 'e/x', 'commission'];

function delimiterOf(text: string): ',' | ';' {
  const line = firstLine(text);
  return line.split(';').length > line.split(',').length ? ';' : ',';
}

/**
 * NinjaTrader 8 executions grid, in both locales: US (`,`, `1/28/2025 10:59:52 AM`, `$1.55`) and
 * European (`;`, `7200,75`, `0,62 $`, `27/04/2026 6:05:02`, trailing `;`). E/X gives Entry/Exit.
 */
export const ninjatraderParser: BrokerParser = {
  id: 'ninjatrader',
  label: 'NinjaTrader 8 executions',
  detect(text) {
    const cells = firstLine(text)
      .split(delimiterOf(text))
      .map((c) => c.trim().toLowerCase());
    return REQUIRED.every((n) => cells.includes(n));
  },
  parse(text, { timezone }) {
    const delimiter = delimiterOf(text);
    const european = delimiter === ';';
    const reader = new RowReader(timezone, european ? ',' : '.');
    eachCsvRow(
      text,
      reader,
      (cells, row, h) => {
        const side = sideOf(h.get(cells, 'Action'));
        if (!side) return reader.error(row, `action '${h.get(cells, 'Action')}' is not buy or sell`);
        const raw = h.get(cells, 'Time');
        const executedAt = reader.time(row, 'time', raw, european ? 'DMY' : 'MDY');
        const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
        const price = reader.number(row, 'price', h.get(cells, 'Price'));
        const commission = reader.number(row, 'commission', h.get(cells, 'Commission'), '0');
        if (!executedAt || quantity === null || price === null || commission === null) return;
        const ex = h.get(cells, 'E/X').toLowerCase();
        reader.add({
          row,
          symbol: h.get(cells, 'Instrument'),
          market: 'futures',
          side,
          quantity,
          price,
          commission,
          executedAt,
          rawExecutedAt: raw,
          executionId: h.get(cells, 'ID'),
          orderId: h.get(cells, 'Order ID'),
          brokerAccount: h.get(cells, 'Account display name') || h.get(cells, 'Account'),
          positionEffect: ex === 'entry' ? 'open' : ex === 'exit' ? 'close' : null,
        });
      },
      delimiter,
    );
    return reader.result(this.id);
  },
};
