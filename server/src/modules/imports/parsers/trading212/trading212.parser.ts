import { D } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { Header } from '../csv';
import type { ForeignFee } from '../../../../domain/executions/fx-conversion';
import type { BrokerParser, ParsedCashFlow } from '../types';

// Fee columns of the three layouts seen, each in its own currency: `Currency (<fee>)`, or the
// header's `<fee> (GBP)`, else the account's (the Total's). Stamp duty is GBP, the French tax EUR,
// the Finra fee USD, the conversion fee the account's.
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

/** A fee column's amount and currency: `<fee>` + `Currency (<fee>)`, or `<fee> (CCC)`. */
function feeOf(h: Header, cells: string[], fee: string, fallback: string): { amount: string; currency: string } | null {
  if (h.has(fee)) return { amount: h.get(cells, fee), currency: h.get(cells, `Currency (${fee})`) || fallback };
  const named = h.cells.map((c) => new RegExp(`^${fee} \\(([A-Z]{3})\\)$`, 'i').exec(c.trim())).find((m) => m);
  return named ? { amount: h.get(cells, named[0]), currency: named[1].toUpperCase() } : null;
}

/**
 * Trading 212 history (all three column orders: the parser reads by header name). `Market buy`,
 * `Limit sell`, `Stop sell`… are fills; deposits, withdrawals and interest on cash are cash flows
 * (the Total column, in its currency); everything else (dividends, splits, transfers) is skipped
 * by its Action. Trading 212 Invest has no short selling, so a sell always
 * closes: a sell with nothing held is unmatched (its buy predates the file).
 * Money: the price is in `Currency (Price / share)`; `Exchange rate` is Trading 212's rate as
 * instrument units per one unit of the account currency (the Total's: 1 GBP = 1.25 USD), which the
 * import uses to convert (amount ÷ rate); each fee keeps its own currency (see FEE_COLUMNS).
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
      const currency = h.get(cells, 'Currency (Price / share)').toUpperCase();
      const accountCurrency = totalOf(h, cells).currency.toUpperCase();
      let fees = new D(0);
      const foreignFees: ForeignFee[] = [];
      for (const column of FEE_COLUMNS) {
        const fee = feeOf(h, cells, column, accountCurrency);
        const value = fee && reader.number(row, column.toLowerCase(), fee.amount, '0');
        if (!fee || value === null) continue;
        const amount = new D(value).abs();
        if (fee.currency.toUpperCase() === currency) fees = fees.plus(amount);
        else foreignFees.push({ kind: 'other', amount: amount.toFixed(), currency: fee.currency });
      }
      const rateText = h.get(cells, 'Exchange rate');
      const rate = /^\d/.test(rateText) ? reader.number(row, 'exchange rate', rateText) : null;
      if (rate !== null && !new D(rate).greaterThan(0))
        return reader.error(row, `exchange rate '${rateText}' is not positive`);
      if (!executedAt || quantity === null || price === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Ticker') || h.get(cells, 'ISIN'),
        market: 'stocks',
        side,
        quantity,
        price,
        otherFees: fees.toFixed(),
        currency,
        brokerRate: rate !== null && accountCurrency ? { currency: accountCurrency, rate, inverse: true } : null,
        foreignFees,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'ID'),
        positionEffect: side === 'sell' ? 'close' : 'open',
      });
    });
    return reader.result(this.id);
  },
};
