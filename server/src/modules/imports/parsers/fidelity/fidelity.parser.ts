import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

// Non-trade actions, counted by kind.
const KINDS: Array<[RegExp, string]> = [
  [/^DIVIDEND|DIVIDEND RECEIVED/, 'dividend'],
  [/^REINVEST/, 'reinvestment'],
  [/DEPOSIT/, 'deposit'],
  [/^TRANSFERRED/, 'transfer'],
  [/INT\b|INTEREST/, 'interest'],
  [/^REDEMPTION/, 'redemption'],
  [/^MERGER|^SPIN|^SPLIT/, 'corporate action'],
  [/^CHECK/, 'check'],
  [/TAX/, 'tax'],
  [/^FEE/, 'fee'],
];

/**
 * Fidelity "all accounts" history: several accounts in one file (Account Number is kept per fill).
 * `YOU BOUGHT …` / `YOU SOLD …` are fills (Quantity negative on a sale; `SOLD SHORT` opens, a plain
 * sale closes); dividends, reinvestments, transfers, checks, mergers and redemptions are skipped by
 * kind, as are bonds (priced in % of par, not supported yet) and the "Date downloaded" footer.
 */
export const fidelityParser: BrokerParser = {
  id: 'fidelity',
  label: 'Fidelity account history',
  detect: (text) => headerHas(text, ['Run Date', 'Account', 'Action', 'Symbol', 'Price', 'Quantity', 'Amount']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(text, reader, (cells, row, h) => {
      if (cells.length < 4) {
        if (cells.some((c) => c)) reader.skip('footer');
        return false;
      }
      const action = h.get(cells, 'Action').toUpperCase();
      const bought = action.startsWith('YOU BOUGHT');
      const sold = action.startsWith('YOU SOLD');
      if (!bought && !sold) return reader.skip(KINDS.find(([pattern]) => pattern.test(action))?.[1] ?? 'other');
      const symbol = h.get(cells, 'Symbol');
      if (/%/.test(action) || /^\d{3}[0-9A-Z]{5}\d$/.test(symbol)) return reader.skip('bond');
      const raw = h.get(cells, 'Run Date');
      const executedAt = reader.time(row, 'run date', raw, 'MDY');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Commission'), '0');
      const fees = reader.number(row, 'fees', h.get(cells, 'Fees'), '0');
      if (!executedAt || quantity === null || price === null || commission === null || fees === null) return;
      reader.add({
        row,
        symbol,
        market: 'stocks',
        side: bought ? 'buy' : 'sell',
        quantity,
        price,
        commission,
        otherFees: fees,
        currency: h.get(cells, 'Currency'),
        executedAt,
        rawExecutedAt: raw,
        brokerAccount: h.get(cells, 'Account Number'),
        positionEffect: sold
          ? action.includes('SHORT')
            ? 'open'
            : 'close'
          : action.includes('COVER')
            ? 'close'
            : null,
      });
    });
    return reader.result(this.id);
  },
};
