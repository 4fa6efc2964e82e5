import { Header, readCsv } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser, ParsedCashFlow } from '../types';

/** Transaction types that are cash flows, in the statement's base currency (Net Amount). */
const CASH_TYPES: Record<string, ParsedCashFlow['kind']> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  'credit interest': 'interest',
  'debit interest': 'fee',
};

/**
 * IBKR Transaction History CSV (the newer cash-ledger statement): the `Transaction History`
 * section's Buy and Sell rows are fills (signed Quantity, Price, negative Commission, `-` for
 * empty); deposits, withdrawals and interest are cash flows in the Summary's Base Currency (Net
 * Amount); dividends, taxes, adjustments and forex components are skipped by kind. Dates only: midnight of the date in the import's zone.
 */
export const ibkrTransactionHistoryParser: BrokerParser = {
  id: 'ibkr-transaction-history',
  label: 'IBKR Transaction History CSV',
  detect: (text) => /(^|\n)Transaction History,Header,Date,/.test(text.slice(0, 20000)),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    let header: Header | null = null;
    const rows = readCsv(text);
    const base = rows.find((c) => c[0] === 'Summary' && c[1] === 'Data' && c[2] === 'Base Currency')?.[3] ?? null;
    rows.forEach((cells, i) => {
      const row = i + 1;
      if (cells[0] !== 'Transaction History') return;
      if (cells[1] === 'Header') {
        header = new Header(cells);
        return;
      }
      if (cells[1] !== 'Data' || !header) return;
      const h: Header = header;
      reader.rowsTotal += 1;
      const type = h.get(cells, 'Transaction Type');
      const cashKind = CASH_TYPES[type.toLowerCase()];
      if (cashKind)
        return reader.cashFlow({
          row,
          kind: cashKind,
          amount: reader.number(row, 'net amount', h.get(cells, 'Net Amount')),
          occurredAt: reader.time(row, 'date', h.get(cells, 'Date'), 'YMD'),
          currency: base,
          note: h.get(cells, 'Description'),
        });
      if (!/^(buy|sell)$/i.test(type)) return reader.skip((type || 'blank').toLowerCase());
      const raw = h.get(cells, 'Date');
      const executedAt = reader.time(row, 'date', raw, 'YMD');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const commission = reader.number(row, 'commission', h.get(cells, 'Commission').replace(/^-$/, ''), '0');
      if (!executedAt || quantity === null || price === null || commission === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'stocks',
        side: /^buy$/i.test(type) ? 'buy' : 'sell',
        quantity,
        price,
        commission,
        executedAt,
        rawExecutedAt: raw,
        brokerAccount: h.get(cells, 'Account'),
      });
    });
    return reader.result(this.id);
  },
};
