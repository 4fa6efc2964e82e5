import type { Market } from '../../../../db/entities/trade.entity';
import { D } from '../../../../domain/executions/fill';
import { readCsv } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser } from '../types';

// Header words of the position history in the languages seen (the header repeats Time and Price, so columns are positional).
const POSITION = ['position', 'posizione', 'posición', 'posicao', 'posição'];
const SYMBOL = ['symbol', 'simbolo', 'símbolo', 'symbole'];
const VOLUME = ['volume', 'volumen'];

function delimiterOf(text: string): ',' | ';' {
  const line = text.split(/\r?\n/).slice(0, 3).join('\n');
  return line.split(';').length > line.split(',').length ? ';' : ',';
}

function headerIndex(rows: string[][]): number {
  return rows
    .slice(0, 5)
    .findIndex(
      (cells) =>
        POSITION.includes(cells[1]?.toLowerCase()) &&
        SYMBOL.includes(cells[2]?.toLowerCase()) &&
        VOLUME.includes(cells[4]?.toLowerCase()),
    );
}

/** Contract size when the file's own profit cannot tell it: metals per ounce, forex per 100,000 units. */
function fallbackContractSize(symbol: string): string {
  if (/^XAU/.test(symbol)) return '100';
  if (/^XAG/.test(symbol)) return '5000';
  if (/^[A-Z]{6}$/.test(symbol)) return '100000';
  return '1';
}

function marketOf(symbol: string): Market {
  if (/^(XAU|XAG|XPT|XPD|XTI|XBR|WTI|BRENT|USOIL|UKOIL)/.test(symbol)) return 'commodities';
  if (/^(BTC|ETH|LTC|XRP|SOL|DOGE)/.test(symbol)) return 'crypto';
  if (/^[A-Z]{6}$/.test(symbol)) return 'forex';
  return 'indices';
}

/**
 * MetaTrader 5 position history (one row per round trip, any language, `;` or `,`): open time,
 * position, symbol, type, volume (lots), open price, S/L, T/P, close time, close price, commission,
 * swap, profit. Each row becomes an opening and a closing fill. Lots × contract size is the
 * multiplier, read from the row's own profit (profit ÷ (price move × lots)) when it is a whole
 * number, else a small table. Times are the broker server's wall clock: the import's zone.
 */
export const metatraderParser: BrokerParser = {
  id: 'metatrader5',
  label: 'MetaTrader 5 position history',
  detect: (text) => headerIndex(readCsv(text.split(/\r?\n/).slice(0, 5).join('\n'), delimiterOf(text))) >= 0,
  parse(text, { timezone }) {
    const delimiter = delimiterOf(text);
    const decimal = delimiter === ';' ? ',' : '.';
    const all = readCsv(text, delimiter);
    const start = headerIndex(all);
    const reader = new RowReader(timezone);
    all.slice(start + 1).forEach((cells, i) => {
      const row = start + i + 2;
      if (cells.every((c) => !c)) return;
      reader.rowsTotal += 1;
      const type = (cells[3] ?? '').toLowerCase();
      const side = sideOf(type);
      if (!side) return reader.skip(type ? `${type} row` : 'blank');
      const openRaw = cells[0];
      const closeRaw = cells[8];
      const openedAt = reader.time(row, 'open time', openRaw, 'YMD');
      const closedAt = reader.time(row, 'close time', closeRaw, 'YMD');
      const volume = reader.number(row, 'volume', cells[4], null, undefined);
      const openPrice = reader.number(row, 'open price', cells[5], null, decimal);
      const closePrice = reader.number(row, 'close price', cells[9], null, decimal);
      const commission = reader.number(row, 'commission', cells[10] ?? '', '0', decimal);
      const profit = reader.number(row, 'profit', cells[12] ?? '', '0', decimal);
      if (
        !openedAt ||
        !closedAt ||
        volume === null ||
        openPrice === null ||
        closePrice === null ||
        commission === null ||
        profit === null
      )
        return;
      const symbol = cells[2].toUpperCase().replace(/\..*$/, '');
      const move = new D(closePrice)
        .minus(openPrice)
        .times(volume)
        .times(side === 'buy' ? 1 : -1);
      const implied = move.isZero() ? null : new D(profit).dividedBy(move);
      const size =
        implied &&
        implied.greaterThan(0) &&
        implied.minus(implied.round()).abs().lessThan(implied.times(0.005)) &&
        !implied.round().isZero()
          ? implied.round().toFixed()
          : fallbackContractSize(symbol);
      const common = { row, symbol, market: marketOf(symbol), quantity: volume, multiplier: size, brokerAccount: null };
      const position = cells[1];
      reader.add({
        ...common,
        side,
        price: openPrice,
        commission,
        executedAt: openedAt,
        rawExecutedAt: openRaw,
        executionId: `${position}:open`,
        orderId: position,
        positionEffect: 'open',
      });
      reader.add({
        ...common,
        side: side === 'buy' ? 'sell' : 'buy',
        price: closePrice,
        executedAt: closedAt,
        rawExecutedAt: closeRaw,
        executionId: `${position}:close`,
        orderId: position,
        positionEffect: 'close',
      });
    });
    return reader.result(this.id);
  },
};
