import { eachCsvRow, firstLine } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const COMMENT = /^(OPEN|CLOSE) (BUY|SELL) ([\d.]+)(?:\/[\d.]+)? @ ([\d.]+)$/;

/**
 * XTB cash operations (`ID;Type;Time;Symbol;Comment;Amount`, any language): the fill is in
 * Comment — `OPEN BUY 34/42.5658 @ 11.7480` is 34 of a 42.5658 order; CLOSE BUY sells a long,
 * CLOSE SELL buys back a short. Deposits, interest, dividends, taxes, CFD profit/loss and swaps
 * are skipped by Type. `DD.MM.YYYY HH:MM:SS` in the import's zone; newest first.
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
