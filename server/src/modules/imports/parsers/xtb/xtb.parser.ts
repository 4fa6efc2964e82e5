import { eachCsvRow, firstLine } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser, ParsedCashFlow } from '../types';

const COMMENT = /^(OPEN|CLOSE) (BUY|SELL) ([\d.]+)(?:\/[\d.]+)? @ ([\d.]+)$/;

/**
 * Types that are cash flows. Interest rows stay skipped: their corrections are negative and some
 * carry malformed dates (`010.09.2024`), so reading them would reject whole files.
 */
const CASH_TYPES: Record<string, ParsedCashFlow['kind']> = { deposit: 'deposit', withdrawal: 'withdrawal' };

/**
 * XTB cash operations (`ID;Type;Time;Symbol;Comment;Amount`, any language): the fill is in
 * Comment — `OPEN BUY 34/42.5658 @ 11.7480` is 34 of a 42.5658 order; CLOSE BUY sells a long,
 * CLOSE SELL buys back a short. Deposits and withdrawals are cash flows (the file has no currency:
 * the account's); interest, dividends, taxes, CFD profit/loss and swaps are skipped by Type. `DD.MM.YYYY HH:MM:SS` in the import's zone; newest first.
 */
export const xtbParser: BrokerParser = {
  id: 'xtb',
  label: 'XTB cash operations',
  detect: (text) => /^\uFEFF?ID;Type;Time;Symbol;Comment;Amount/i.test(firstLine(text)),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    eachCsvRow(
      text,
      reader,
      (cells, row, h) => {
        const cashKind = CASH_TYPES[h.get(cells, 'Type').toLowerCase()];
        if (cashKind)
          return reader.cashFlow({
            row,
            kind: cashKind,
            amount: reader.number(row, 'amount', h.get(cells, 'Amount')),
            occurredAt: reader.time(row, 'time', h.get(cells, 'Time'), 'DMY'),
            brokerRef: h.get(cells, 'ID'),
            note: h.get(cells, 'Comment'),
          });
        const fill = COMMENT.exec(h.get(cells, 'Comment'));
        if (!fill) return reader.skip((h.get(cells, 'Type') || 'blank').toLowerCase());
        const [, action, direction, quantity, price] = fill;
        const opening = action === 'OPEN';
        const raw = h.get(cells, 'Time');
        const executedAt = reader.time(row, 'time', raw, 'DMY');
        if (!executedAt) return;
        reader.add({
          row,
          symbol: h.get(cells, 'Symbol'),
          market: 'stocks',
          side: (direction === 'BUY') === opening ? 'buy' : 'sell',
          quantity,
          price,
          executedAt,
          rawExecutedAt: raw,
          positionEffect: opening ? 'open' : 'close',
          // One ID can carry both legs of an instant round trip: the id is per operation and leg.
          executionId: `${h.get(cells, 'ID')}:${action}`,
        });
      },
      ';',
    );
    return reader.result(this.id);
  },
};
