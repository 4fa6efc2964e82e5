import { exact, plus, text as decimalText, ZERO } from '../../../../domain/executions/exact';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

const REQUIRED = ['T/D', 'Side', 'Symbol', 'Qty', 'Price', 'Exec Time'];
const OTHER_FEES = ['SEC', 'TAF', 'NSCC', 'Nasdaq', 'ECN Remove', 'ECN Add'];

/**
 * TradeStation trade detail (and the same layout as TradeNote's template): one fill per row,
 * trade date + execution time (the import's zone), Side B/S/SS/BC, Comm plus six fee columns
 * that all count (SEC, TAF, NSCC, Nasdaq, ECN). Rows need not be in time order.
 */
export const tradestationParser: BrokerParser = {
  id: 'tradestation',
  label: 'TradeStation trade detail (T/D, Side, Comm, SEC, TAF…)',
  detect: (text) => headerHas(text, REQUIRED),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const side = sideOf(h.get(cells, 'Side'));
      if (!side) return reader.error(row, `side '${h.get(cells, 'Side')}' is not buy or sell`);
      const raw = `${h.get(cells, 'T/D')} ${h.get(cells, 'Exec Time')}`;
      const executedAt = reader.time(row, 'trade date and time', raw, 'MDY');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Qty'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Comm'), '0');
      let fees = ZERO;
      for (const column of OTHER_FEES) {
        const value = reader.number(row, column, h.get(cells, column), '0');
        if (value !== null && value !== '0') fees = plus(fees, exact(value));
      }
      if (!executedAt || quantity === null || price === null || commission === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'stocks',
        side,
        quantity,
        price,
        commission,
        otherFees: decimalText(fees),
        currency: h.get(cells, 'Currency'),
        executedAt,
        rawExecutedAt: raw,
        brokerAccount: h.get(cells, 'Account'),
        positionEffect: ['SS', 'BC'].includes(h.get(cells, 'Side').toUpperCase())
          ? h.get(cells, 'Side').toUpperCase() === 'SS'
            ? 'open'
            : 'close'
          : null,
      });
    });
    return reader.result(this.id);
  },
};
