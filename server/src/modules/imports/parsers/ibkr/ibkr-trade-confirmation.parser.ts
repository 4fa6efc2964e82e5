import type { Market } from '../../../../db/entities/trade.entity';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

const ASSET_MARKETS: Record<string, Market> = {
  STK: 'stocks',
  FUT: 'futures',
  OPT: 'options',
  FOP: 'options',
  CASH: 'forex',
  CRYPTO: 'crypto',
};

/** IBKR trade confirmation (AssetClass, Symbol, Multiplier, Buy/Sell, Date/Time YYYYMMDD;HHMMSS, Commission negative). */
export const ibkrTradeConfirmationParser: BrokerParser = {
  id: 'ibkr-trade-confirmation',
  label: 'IBKR trade confirmation CSV',
  detect: (text) =>
    headerHas(text, ['AssetClass', 'Symbol', 'Buy/Sell', 'Date/Time', 'Quantity', 'Price', 'Commission']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const asset = h.get(cells, 'AssetClass').toUpperCase();
      const market = ASSET_MARKETS[asset];
      if (!market) return reader.skip(asset ? `asset class ${asset}` : 'blank');
      const side = sideOf(h.get(cells, 'Buy/Sell'));
      if (!side) return reader.error(row, `Buy/Sell '${h.get(cells, 'Buy/Sell')}' is not buy or sell`);
      const raw = h.get(cells, 'Date/Time');
      const executedAt = reader.time(row, 'Date/Time', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Commission'), '0');
      const multiplier = reader.number(row, 'multiplier', h.get(cells, 'Multiplier'), '');
      if (!executedAt || quantity === null || price === null || commission === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market,
        side,
        quantity,
        price,
        commission,
        multiplier: multiplier || null,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'ExecID') || h.get(cells, 'TradeID'),
        orderId: h.get(cells, 'OrderID'),
      });
    });
    return reader.result(this.id);
  },
};
