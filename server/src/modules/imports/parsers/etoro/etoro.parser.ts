import type { Market } from '../../../../db/entities/trade.entity';
import { D } from '../../../../domain/executions/fill';
import { instrumentOf } from '../../../../domain/executions/instrument';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader } from '../row-reader';
import type { BrokerParser } from '../types';

const REQUIRED = ['Date', 'Type', 'Details', 'Amount', 'Units', 'Realized Equity Change', 'Position ID', 'Asset type'];

interface PositionEvent {
  row: number;
  opens: boolean;
  /** Cash put in (opening) or paid out (closing), in the instrument's currency. */
  amount: string;
  units: string;
  /** Closing rows: the position's profit as the broker booked it. */
  realized: string;
  raw: string;
  executedAt: Date;
  details: string;
  assetType: string;
  positionId: string;
}

const marketOf = (assetType: string): Market => (/crypto/i.test(assetType) ? 'crypto' : 'stocks');

/**
 * Positions the file shows to be short: opened and closed in the file, with a booked profit equal
 * to the opening amount minus the closing one (and not the other way round).
 */
function shortPositions(events: PositionEvent[]): Set<string> {
  const opened = new Map(events.filter((e) => e.opens).map((e) => [e.positionId, e]));
  const shorts = new Set<string>();
  for (const close of events.filter((e) => !e.opens)) {
    const open = opened.get(close.positionId);
    if (!open) continue;
    const longProfit = new D(close.amount).minus(open.amount);
    if (!longProfit.equals(close.realized) && longProfit.negated().equals(close.realized)) shorts.add(close.positionId);
  }
  return shorts;
}

/**
 * eToro account activity: "Open Position" and "Position closed" rows per Position ID (eToro pairs
 * positions by that id, never by symbol: two NKE positions, one a CFD, close separately), Amount in
 * cash, Units, dates DD/MM/YYYY in the import's zone. Each position is its own instrument key, so
 * a close whose opening predates the file stays unmatched (never an invented P&L) and a re-import of
 * the earlier period completes it. Price = Amount / Units (12 places). The file does not say long
 * or short: a position whose opening is in the file is short when its booked profit is the opening
 * amount minus the closing one, else long (eToro stock positions are long). Dividends, interest,
 * overnight fees, SDRT and cash movements are skipped by Type. Amounts come in either decimal mark.
 */
export const etoroParser: BrokerParser = {
  id: 'etoro',
  label: 'eToro account activity',
  detect: (text) => headerHas(text, REQUIRED),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone);
    const events: PositionEvent[] = [];
    eachCsvRow(text, reader, (cells, row, h) => {
      const type = h.get(cells, 'Type');
      const opens = /^open position$/i.test(type);
      if (!opens && !/^position closed$/i.test(type)) return reader.skip((type || 'blank').toLowerCase());
      const raw = h.get(cells, 'Date');
      const executedAt = reader.time(row, 'date', raw, 'DMY');
      const amount = reader.number(row, 'amount', h.get(cells, 'Amount'));
      const units = reader.number(row, 'units', h.get(cells, 'Units'));
      const realized = reader.number(row, 'realized equity change', h.get(cells, 'Realized Equity Change'), '0');
      const positionId = h.get(cells, 'Position ID');
      if (!/^\d+$/.test(positionId)) return reader.error(row, `position id '${positionId}' is not a number`);
      if (!executedAt || amount === null || units === null || realized === null) return;
      if (new D(units).isZero()) return reader.error(row, 'units is 0');
      events.push({
        row,
        opens,
        amount,
        units,
        realized,
        raw,
        executedAt,
        details: h.get(cells, 'Details'),
        assetType: h.get(cells, 'Asset type'),
        positionId,
      });
    });
    const shorts = shortPositions(events);
    for (const e of events) {
      const short = shorts.has(e.positionId);
      const [symbol, currency] = e.details.split('/');
      const base = instrumentOf(symbol ?? '', marketOf(e.assetType));
      const price = new D(e.amount).abs().dividedBy(new D(e.units).abs()).toDecimalPlaces(12, D.ROUND_HALF_EVEN);
      reader.add({
        row: e.row,
        instrument: { ...base, key: `${base.key}#ETORO:${e.positionId}` },
        side: e.opens === !short ? 'buy' : 'sell',
        quantity: e.units,
        price: price.toFixed(),
        // The broker's own amount: the round trip adds these, not units × a 12-place quotient.
        value: new D(e.amount).abs().toFixed(),
        currency: currency ?? null,
        executedAt: e.executedAt,
        rawExecutedAt: e.raw,
        executionId: `${e.positionId}:${e.opens ? 'open' : 'close'}`,
        positionEffect: e.opens ? 'open' : 'close',
      });
    }
    return reader.result(this.id);
  },
};
