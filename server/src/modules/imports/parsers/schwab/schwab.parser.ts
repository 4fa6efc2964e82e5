import { firstLine, Header, readCsv } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser, ParsedCashFlow } from '../types';

const REQUIRED = ['date', 'action', 'symbol', 'description', 'quantity', 'price', 'fees & comm', 'amount'];
/** Actions that are cash flows (Schwab brokerage accounts are in USD: the file names no currency). */
const CASH_ACTIONS: Record<string, ParsedCashFlow['kind'] | 'transfer'> = {
  'moneylink deposit': 'deposit',
  'moneylink transfer': 'transfer',
  'bank interest': 'interest',
  'credit interest': 'interest',
};

const FILLS: Record<string, { side: 'buy' | 'sell'; effect: 'open' | 'close' | null }> = {
  buy: { side: 'buy', effect: null },
  sell: { side: 'sell', effect: 'close' },
  'sell short': { side: 'sell', effect: 'open' },
  'buy to cover': { side: 'buy', effect: 'close' },
  'buy to open': { side: 'buy', effect: 'open' },
  'buy to close': { side: 'buy', effect: 'close' },
  'sell to open': { side: 'sell', effect: 'open' },
  'sell to close': { side: 'sell', effect: 'close' },
};

/** The header row: the first line, or the second after Schwab's `"Transactions for account …"` title. */
function headerAt(rows: string[][]): number {
  return rows.slice(0, 3).findIndex((cells) => REQUIRED.every((n) => cells.map((c) => c.toLowerCase()).includes(n)));
}

/**
 * Schwab brokerage transactions (both column orders, with or without the title line). Buy / Sell
 * (and the short and option variants) are fills; MoneyLink deposits and transfers (a negative one is
 * a withdrawal) and bank or credit interest are cash flows (in USD, the account's currency: the
 * file names none); journals, dividends and reinvestments are skipped by Action; the "Transactions Total" row too. Dates only (`04/17/2023 as of 04/15/2023`
 * takes the first date), midnight in the import's zone; the file is newest first. A plain Sell is a
 * close (Schwab names short sales "Sell Short"), so a sell with nothing held is unmatched.
 */
export const schwabParser: BrokerParser = {
  id: 'schwab',
  label: 'Schwab transactions',
  detect(text) {
    const lines = text.split(/\r?\n/).slice(0, 3).join('\n');
    return headerAt(readCsv(lines)) >= 0 && !firstLine(text).includes('Run Date');
  },
  parse(text, { timezone }) {
    const rows = readCsv(text);
    const at = headerAt(rows);
    const h = new Header(rows[at]);
    const reader = new RowReader(timezone, '.');
    rows.slice(at + 1).forEach((cells, i) => {
      const row = i + 1;
      reader.rowsTotal += 1;
      const action = h.get(cells, 'Action');
      if (/total/i.test(h.get(cells, 'Date'))) return reader.skip('total row');
      const cash = CASH_ACTIONS[action.toLowerCase()];
      if (cash) {
        const amount = reader.number(row, 'amount', h.get(cells, 'Amount'));
        // A MoneyLink Transfer goes either way: its sign says which.
        const kind = cash === 'transfer' ? (amount?.startsWith('-') ? 'withdrawal' : 'deposit') : cash;
        return reader.cashFlow({
          row,
          kind,
          amount,
          occurredAt: reader.time(row, 'date', h.get(cells, 'Date').replace(/\s+as of .*$/i, ''), 'MDY'),
          note: h.get(cells, 'Description') || action,
        });
      }
      const fill = FILLS[action.toLowerCase()];
      if (!fill) return reader.skip((action || 'blank').toLowerCase());
      const raw = h.get(cells, 'Date');
      const executedAt = reader.time(row, 'date', raw.replace(/\s+as of .*$/i, ''), 'MDY');
      const quantity = reader.number(row, 'quantity', h.get(cells, 'Quantity'));
      const price = reader.number(row, 'price', h.get(cells, 'Price'));
      const fees = reader.number(row, 'fees & comm', h.get(cells, 'Fees & Comm'), '0');
      if (!executedAt || quantity === null || price === null || fees === null) return;
      reader.add({
        row,
        symbol: h.get(cells, 'Symbol'),
        market: 'stocks',
        side: fill.side,
        quantity,
        price,
        commission: fees,
        currency: 'USD',
        executedAt,
        rawExecutedAt: raw,
        positionEffect: fill.effect ?? (fill.side === 'buy' ? null : 'close'),
      });
    });
    return reader.result(this.id);
  },
};
