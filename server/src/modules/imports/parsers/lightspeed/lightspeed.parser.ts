import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

/** Lightspeed trades: Trade Date + Execution Time (HH:MM, always US Eastern wall clock, DST-aware), Commission Amount, FeeSEC. */
export const lightspeedParser: BrokerParser = {
  id: 'lightspeed',
  label: 'Lightspeed trades',
  detect: (text) => headerHas(text, ['Trade Number', 'Trade Date', 'Execution Time', 'Symbol', 'Side', 'Qty', 'Price']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const side = sideOf(h.get(cells, 'Side'));
      if (!side) return reader.error(row, `side '${h.get(cells, 'Side')}' is not buy or sell`);
      const raw = `${h.get(cells, 'Trade Date')} ${h.get(cells, 'Execution Time')}`;
      const executedAt = reader.time(row, 'trade date and time', raw, 'MDY', 'America/New_York');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Qty'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Commission Amount'), '0');
      const fees = reader.number(row, 'SEC fee', h.get(cells, 'FeeSEC'), '0');
      if (!executedAt || quantity === null || price === null || commission === null || fees === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'stocks',
        side,
        quantity,
        price,
        commission,
        otherFees: fees,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'Trade Number'),
        currency: 'USD',
      });
    });
    return reader.result(this.id);
  },
};
