import { D } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

/** Webull options orders: OCC Symbol, `… EST` times, B/S with Side Type Open/Close, `$` amounts. */
export const webullOptionsParser: BrokerParser = {
  id: 'webull-options',
  label: 'Webull options orders',
  detect: (text) => headerHas(text, ['Symbol', 'Filled Time', 'B/S', 'Side Type', 'Filled Avg Price', 'Filled Qty']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const filled = h.get(cells, 'Filled Qty');
      if (!filled || new D(filled.replace(/[^\d.]/g, '') || '0').isZero()) return reader.skip('not filled');
      const side = sideOf(h.get(cells, 'B/S'));
      if (!side) return reader.error(row, `B/S '${h.get(cells, 'B/S')}' is not buy or sell`);
      const raw = h.get(cells, 'Filled Time');
      const executedAt = reader.time(row, 'Filled Time', raw, 'MDY');
      const quantity = reader.number(row, 'quantity', filled);
      const price = reader.number(row, 'price', h.get(cells, 'Filled Avg Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Commission'), '0');
      const fees = reader.number(row, 'fee', h.get(cells, 'Fee'), '0');
      if (!executedAt || quantity === null || price === null || commission === null || fees === null) return;
      const effect = h.get(cells, 'Side Type').toLowerCase();
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'options',
        side,
        quantity,
        price,
        commission,
        otherFees: fees,
        executedAt,
        rawExecutedAt: raw,
        positionEffect: effect === 'open' ? 'open' : effect === 'close' ? 'close' : null,
        currency: 'USD',
      });
    });
    return reader.result(this.id);
  },
};

/** Webull stock orders: Status (only Filled rows are fills), Filled quantity, Avg Price, `"2026/07/20 08:03:06,GMT-04"` times. */
export const webullOrdersParser: BrokerParser = {
  id: 'webull-orders',
  label: 'Webull stock orders',
  detect: (text) => headerHas(text, ['Name', 'Symbol', 'Side', 'Status', 'Filled', 'Avg Price', 'Filled Time']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const status = h.get(cells, 'Status');
      if (!/^filled$/i.test(status)) return reader.skip(`${status.toLowerCase() || 'blank'} order`);
      const side = sideOf(h.get(cells, 'Side'));
      if (!side) return reader.error(row, `side '${h.get(cells, 'Side')}' is not buy or sell`);
      const raw = h.get(cells, 'Filled Time');
      const executedAt = reader.time(row, 'Filled Time', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Filled'));
      const price = reader.number(row, 'price', h.get(cells, 'Avg Price'));
      if (!executedAt || quantity === null || price === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'stocks',
        side,
        quantity,
        price,
        executedAt,
        rawExecutedAt: raw,
        currency: 'USD',
      });
    });
    return reader.result(this.id);
  },
};
