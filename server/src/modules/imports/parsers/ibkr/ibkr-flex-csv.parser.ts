import { eachCsvRow, headerHas } from '../csv';
import { commissionIn } from './ibkr-asset';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

/**
 * IBKR Flex Query CSV with trade-date granularity (Buy/Sell, TradeDate yyyyMMdd, ISIN, Quantity,
 * TradePrice, IBCommission). No symbol column: the ISIN is the instrument. Rows without an ISIN are
 * forex conversions and are skipped. No time of day: midnight of the trade date in the import's zone.
 * The commission may be in another currency than the trade (IBCommissionCurrency): converted on its own.
 */
export const ibkrFlexCsvParser: BrokerParser = {
  id: 'ibkr-flex-csv',
  label: 'IBKR Flex Query CSV (trades)',
  detect: (text) => headerHas(text, ['Buy/Sell', 'TradeDate', 'Quantity', 'TradePrice', 'IBCommission']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const symbol = h.get(cells, 'Symbol') || h.get(cells, 'ISIN');
      if (!symbol) return reader.skip('fx conversion');
      const side = sideOf(h.get(cells, 'Buy/Sell'));
      if (!side) return reader.error(row, `Buy/Sell '${h.get(cells, 'Buy/Sell')}' is not buy or sell`);
      const raw = h.get(cells, 'DateTime') || h.get(cells, 'TradeDate');
      const executedAt = reader.time(row, 'TradeDate', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'trade price', h.get(cells, 'TradePrice'));
      const commission = reader.number(row, 'IB commission', h.get(cells, 'IBCommission'), '0');
      if (!executedAt || quantity === null || price === null || commission === null) return;
      reader.add({
        row,
        symbol,
        market: 'stocks',
        side,
        quantity,
        price,
        ...commissionIn(commission, h.get(cells, 'IBCommissionCurrency'), h.get(cells, 'CurrencyPrimary')),
        currency: h.get(cells, 'CurrencyPrimary'),
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'IBExecID') || h.get(cells, 'TradeID') || null,
      });
    });
    return reader.result(this.id);
  },
};
