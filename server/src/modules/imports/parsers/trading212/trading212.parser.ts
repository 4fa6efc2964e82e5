import { D } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { Header } from '../csv';
import type { BrokerParser, ParsedCashFlow } from '../types';

// Fee columns of the three layouts seen; each is a cost in the account currency.
const FEE_COLUMNS = [
  'Transaction fee',
  'Finra fee',
  'Stamp duty reserve tax',
  'French transaction tax',
  'Currency conversion fee',
  'Stamp duty',
];

/** Actions that are cash flows: money in and out, and interest on uninvested cash. */
const CASH_ACTIONS: Record<string, ParsedCashFlow['kind']> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  'interest on cash': 'interest',
};

/** The Total column and its currency: `Total` + `Currency (Total)`, or the older `Total (GBP)`. */
function totalOf(h: Header, cells: string[]): { amount: string; currency: string } {
  const named = h.cells.map((c) => /^total \(([A-Z]{3})\)$/i.exec(c.trim())).find((m) => m);
  if (named) return { amount: h.get(cells, named[0]), currency: named[1] };
  return { amount: h.get(cells, 'Total'), currency: h.get(cells, 'Currency (Total)') };
}

/**
 * Trading 212 history (all three column orders: the parser reads by header name). `Market buy`,
 * `Limit sell`, `Stop sell`… are fills; deposits, withdrawals and interest on cash are cash flows
 * (the Total column, in its currency); everything else (dividends, splits, transfers) is skipped
 * by its Action. Trading 212 Invest has no short selling, so a sell always
 * closes: a sell with nothing held is unmatched (its buy predates the file).
 */
export const trading212Parser: BrokerParser = {
  id: 'trading212',
  label: 'Trading 212 history',
  detect: (text) => headerHas(text, ['Action', 'Time', 'ISIN', 'Ticker', 'No. of shares', 'Price / share']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      const action = h.get(cells, 'Action');
      const m = /^(market|limit|stop|stop limit) (buy|sell)$/i.exec(action);
      const cashKind = CASH_ACTIONS[action.toLowerCase()];
      if (cashKind) {
        const total = totalOf(h, cells);
        return reader.cashFlow({
          row,
          kind: cashKind,
          amount: reader.number(row, 'total', total.amount),
          occurredAt: reader.time(row, 'time', h.get(cells, 'Time'), 'YMD'),
          currency: total.currency,
          brokerRef: h.get(cells, 'ID'),
          note: h.get(cells, 'Notes') || action,
        });
      }
      if (!m) return reader.skip((action || 'blank').toLowerCase());
      const side = m[2].toLowerCase() === 'buy' ? 'buy' : 'sell';
      const raw = h.get(cells, 'Time');
      const executedAt = reader.time(row, 'time', raw, 'YMD');
      const quantity = reader.number(row, 'no. of shares', h.get(cells, 'No. of shares'));
      const price = reader.number(row, 'price / share', h.get(cells, 'Price / share'));
      let fees = new D(0);
      for (const column of FEE_COLUMNS.filter((c) => h.has(c))) {
        const value = reader.number(row, column.toLowerCase(), h.get(cells, column), '0');
        if (value !== null) fees = fees.plus(new D(value).abs());
      }
      if (!executedAt || quantity === null || price === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Ticker') || h.get(cells, 'ISIN'),
        market: 'stocks',
        side,
        quantity,
        price,
        otherFees: fees.toFixed(),
        currency: h.get(cells, 'Currency (Price / share)'),
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'ID'),
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
