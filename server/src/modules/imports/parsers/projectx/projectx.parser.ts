import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

/**
 * TopstepX / ProjectX order history: one order per row; only Filled orders are fills. Side is
 * Bid (buy) or Ask (sell); FilledAt carries its own offset; PositionDisposition Opening/Closing.
 */
export const projectxParser: BrokerParser = {
  id: 'projectx',
  label: 'TopstepX / ProjectX order history',
  detect: (text) =>
    headerHas(text, ['ContractName', 'Status', 'Size', 'Side', 'FilledAt', 'ExecutePrice', 'PositionDisposition']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const status = h.get(cells, 'Status');
      if (!/^filled$/i.test(status)) return reader.skip(`${status.toLowerCase() || 'blank'} order`);
      const sideText = h.get(cells, 'Side').toLowerCase();
      const side =
        sideText === 'bid' || sideText === 'buy' ? 'buy' : sideText === 'ask' || sideText === 'sell' ? 'sell' : null;
      if (!side) return reader.error(row, `side '${h.get(cells, 'Side')}' is not Bid or Ask`);
      const raw = h.get(cells, 'FilledAt');
      const executedAt = reader.time(row, 'FilledAt', raw, 'MDY');
      const quantity = reader.number(row, 'size', h.get(cells, 'Size'));
      const price = reader.number(row, 'execute price', h.get(cells, 'ExecutePrice'));
      const fees = reader.number(row, 'fees', h.get(cells, 'Fees'), '0');
      if (!executedAt || quantity === null || price === null || fees === null) return;
      const disposition = h.get(cells, 'PositionDisposition').toLowerCase();
      reader.add({
        row,
        symbol: h.get(cells, 'ContractName'),
        market: 'futures',
        side,
        quantity,
        price,
        commission: fees,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'ExchangeOrderId') || h.get(cells, 'Id'),
        orderId: h.get(cells, 'Id'),
        brokerAccount: h.get(cells, 'AccountName'),
        positionEffect: disposition === 'opening' ? 'open' : disposition === 'closing' ? 'close' : null,
      });
    });
    return reader.result(this.id);
  },
};
