import { D } from '../../../../domain/executions/fill';
import { optionInstrument, instrumentOf, type Instrument } from '../../../../domain/executions/instrument';
import { Header, readCsv } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TRADE = /^(BOT|SOLD)\s+([+-]?[\d,.]+)\s+(.+?)\s+@\s*([\d.]+)/;
const OPTION =
  /^(?:(VERTICAL|STRANGLE|STRADDLE|BUTTERFLY|IRON CONDOR|CALENDAR|DIAGONAL|COMBO)\s+)?([A-Z][A-Z0-9./]*)\s+(\d+)\s+(?:\([^)]*\)\s+)?(\d{1,2}) ([A-Z]{3}) (\d{2})\s+([\d./]+)\s+(CALL|PUT)(?:\/(CALL|PUT))?$/;

/**
 * One option, or a multi-leg order (VERTICAL…) as ONE instrument: the statement gives only the
 * order's net price, so a spread is journaled as the spread (underlying, expiry, strikes, right).
 */
function optionOf(text: string, row: number, reader: RowReader): Instrument | null {
  const m = OPTION.exec(text);
  if (!m) {
    if (/^[A-Z][A-Z0-9.]*$/.test(text)) return instrumentOf(text, 'stocks');
    reader.error(row, `instrument '${text}' is not a stock or option description`);
    return null;
  }
  const [, strategy, underlying, size, day, month, year, strikes, right, right2] = m;
  const expiry = `20${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!strategy) {
    return {
      ...optionInstrument({
        underlying,
        expiry,
        right: right === 'CALL' ? 'C' : 'P',
        strike: new D(strikes).toFixed(),
      }),
      multiplier: size,
    };
  }
  const rights = right2 ? `${right[0]}/${right2[0]}` : right[0];
  return {
    key: `SPREAD:${strategy}:${underlying}:${expiry}:${strikes}:${rights}`,
    symbol: `${underlying} ${year}${expiry.slice(5, 7)}${day.padStart(2, '0')} ${strikes}${rights}`.slice(0, 32),
    market: 'options',
    multiplier: size,
  };
}

/**
 * thinkorswim Account Statement, Cash Balance section: TRD rows are orders described in text
 * (`BOT +1 AAPL 100 19 JUN 26 200 CALL @1.25`, `SOLD -1 VERTICAL SPY 100 (Weeklys) 5 JUN 26
 * 715/714 PUT @.34`); Misc Fees and Commissions & Fees are the costs; REF # (`="5337400962"`) is
 * the id. Other row types (deposits, interest…) are skipped; the section ends at a blank line.
 */
export const thinkorswimParser: BrokerParser = {
  id: 'thinkorswim',
  label: 'thinkorswim Account Statement (Cash Balance)',
  detect: (text) => /(^|\n)\uFEFF?Cash Balance\s*\r?\n\s*DATE,TIME,TYPE,REF #,DESCRIPTION/.test(text.slice(0, 20000)),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const start = lines.findIndex((l) => l.trim() === 'Cash Balance');
    const end = lines.findIndex((l, i) => i > start + 1 && !l.trim());
    const [head, ...rows] = readCsv(lines.slice(start + 1, end < 0 ? undefined : end).join('\n'));
    const h = new Header(head);
    rows.forEach((cells, i) => {
      const row = i + 1;
      reader.rowsTotal += 1;
      const type = h.get(cells, 'TYPE');
      if (type !== 'TRD') return reader.skip((type || 'blank').toLowerCase());
      const trade = TRADE.exec(h.get(cells, 'DESCRIPTION'));
      if (!trade)
        return reader.error(
          row,
          `description '${h.get(cells, 'DESCRIPTION')}' is not "BOT|SOLD <quantity> <instrument> @<price>"`,
        );
      const instrument = optionOf(trade[3], row, reader);
      const raw = `${h.get(cells, 'DATE')} ${h.get(cells, 'TIME')}`;
      const executedAt = reader.time(row, 'date and time', raw, 'MDY');
      const quantity = reader.number(row, 'quantity', trade[2]);
      const price = reader.number(row, 'price', trade[4]);
      const misc = reader.number(row, 'misc fees', h.get(cells, 'Misc Fees'), '0');
      const commission = reader.number(row, 'commissions & fees', h.get(cells, 'Commissions & Fees'), '0');
      if (!instrument || !executedAt || quantity === null || price === null || misc === null || commission === null)
        return;
      reader.add({
        row,
        instrument,
        side: trade[1] === 'BOT' ? 'buy' : 'sell',
        quantity,
        price,
        commission,
        otherFees: new D(misc).abs().toFixed(),
        multiplier: instrument.multiplier,
        executedAt,
        rawExecutedAt: raw,
        executionId: h.get(cells, 'REF #').replace(/^="?|"$/g, ''),
        currency: 'USD',
      });
    });
    return reader.result(this.id);
  },
};
