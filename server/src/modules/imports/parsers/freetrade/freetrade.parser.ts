import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser, ParsedCashFlow } from '../types';

/** Types that are cash flows, in the Account Currency (Total Amount). */
const CASH_TYPES: Record<string, ParsedCashFlow['kind']> = {
  TOP_UP: 'deposit',
  WITHDRAWAL: 'withdrawal',
  INTEREST_FROM_CASH: 'interest',
};

/**
 * Freetrade activity: ORDER and FREESHARE_ORDER rows are fills (Buy / Sell, Quantity, Price per
 * Share in the instrument's currency, converted with Base FX Rate; the FX fee and stamp duty in the
 * account currency; ISO UTC times); top-ups, withdrawals and interest are cash
 * flows; dividends are skipped by Type. No short selling: a sell always closes. Newest first (the builder orders by time).
 */
export const freetradeParser: BrokerParser = {
  id: 'freetrade',
  label: 'Freetrade activity',
  detect: (text) =>
    headerHas(text, ['Title', 'Type', 'Timestamp', 'Buy / Sell', 'Ticker', 'Quantity', 'Price per Share']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type').toUpperCase();
      const cashKind = CASH_TYPES[type];
      if (cashKind)
        return reader.cashFlow({
          row,
          kind: cashKind,
          amount: reader.number(row, 'total amount', h.get(cells, 'Total Amount')),
          occurredAt: reader.time(row, 'timestamp', h.get(cells, 'Timestamp'), 'YMD'),
          currency: h.get(cells, 'Account Currency'),
          note: h.get(cells, 'Title'),
        });
      if (type !== 'ORDER' && type !== 'FREESHARE_ORDER')
        return reader.skip((type || 'blank').toLowerCase().replace(/_/g, ' '));
      const direction = h.get(cells, 'Buy / Sell').toUpperCase();
      if (direction !== 'BUY' && direction !== 'SELL')
        return reader.error(row, `Buy / Sell '${direction}' is not BUY or SELL`);
      const raw = h.get(cells, 'Timestamp');
      const executedAt = reader.time(row, 'timestamp', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price per share', h.get(cells, 'Price per Share'));
      const fees = reader.number(row, 'FX fee amount', h.get(cells, 'FX Fee Amount'), '0');
      const rateText = h.get(cells, 'Base FX Rate');
      const rate = rateText ? reader.number(row, 'base FX rate', rateText) : null;
      const account = h.get(cells, 'Account Currency');
      const stamp = reader.number(row, 'stamp duty', h.get(cells, 'Stamp Duty'), '0');
      if (!executedAt || quantity === null || price === null || fees === null || stamp === null) return;
      const side = direction === 'BUY' ? 'buy' : 'sell';
      reader.add({
        row,
        symbol: h.get(cells, 'Ticker'),
        market: 'stocks',
        side,
        quantity,
        price,
        // Stamp duty and the FX fee are charged in the account currency; the price is the instrument's.
        foreignFees: [
          { kind: 'commission', amount: stamp, currency: account },
          { kind: 'other', amount: fees, currency: account },
        ],
        currency: h.get(cells, 'Instrument Currency'),
        // Base FX Rate: instrument units per account unit before Freetrade's FX fee (stated apart).
        brokerRate: rate ? { currency: account, rate, inverse: true } : null,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'Order ID'),
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
