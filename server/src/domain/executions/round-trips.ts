import { compareFills, D, type Dec, type Fill } from './fill';

export type Direction = 'long' | 'short';

/** The part of a fill that belongs to one trade (a fill crossing zero has two parts). */
export interface FillPart {
  fillId: string;
  quantity: string;
  fees: string;
  role: 'open' | 'close';
}

/**
 * A round trip from flat to flat. Closed: quantity = total opened, entry/exit = weighted averages
 * of the opening/closing fills (12 decimal places, the column's scale), pnl = Σ cash flows ×
 * multiplier − fees, exact. Open (still held at the end): quantity = what is still held, average
 * entry, no exit and no pnl (the trades table allows no pnl without an exit).
 */
export interface RoundTrip {
  /** Stable identity across rebuilds: the opening fill (and ':rest' for the rest of a flip). */
  key: string;
  direction: Direction;
  quantity: string;
  entryPrice: string;
  exitPrice: string | null;
  fees: string;
  multiplier: string;
  pnl: string | null;
  entryDate: Date;
  exitDate: Date | null;
  /** Closed out of the opened quantity so far (equal to quantity when closed). */
  closedQuantity: string;
  parts: FillPart[];
}

export interface RoundTripResult {
  trades: RoundTrip[];
  /** Closing fills (or parts) with no open position to close: kept, never turned into a P&L. */
  unmatched: FillPart[];
}

const PRICE_SCALE = 12;
const FEE_SCALE = 8;

interface Building {
  key: string;
  direction: Direction;
  multiplier: Dec;
  opened: Dec;
  openCost: Dec;
  closed: Dec;
  closeProceeds: Dec;
  fees: Dec;
  entryDate: Date;
  exitDate: Date | null;
  parts: FillPart[];
}

function start(key: string, fill: Fill, quantity: Dec, fees: Dec): Building {
  return {
    key,
    direction: fill.side === 'buy' ? 'long' : 'short',
    multiplier: new D(fill.multiplier),
    opened: quantity,
    openCost: quantity.times(fill.price),
    closed: new D(0),
    closeProceeds: new D(0),
    fees,
    entryDate: fill.executedAt,
    exitDate: null,
    parts: [{ fillId: fill.id, quantity: quantity.toFixed(), fees: fees.toFixed(), role: 'open' }],
  };
}

function average(total: Dec, quantity: Dec): string {
  return total.dividedBy(quantity).toDecimalPlaces(PRICE_SCALE, D.ROUND_HALF_EVEN).toFixed();
}

function finish(b: Building, closed: boolean): RoundTrip {
  const sign = b.direction === 'long' ? 1 : -1;
  return {
    key: b.key,
    direction: b.direction,
    quantity: (closed ? b.opened : b.opened.minus(b.closed)).toFixed(),
    entryPrice: average(b.openCost, b.opened),
    exitPrice: closed ? average(b.closeProceeds, b.closed) : null,
    fees: b.fees.toFixed(),
    multiplier: b.multiplier.toFixed(),
    // Σ cash flows × multiplier − fees: sells bring cash in, buys pay it out.
    pnl: closed ? b.closeProceeds.minus(b.openCost).times(sign).times(b.multiplier).minus(b.fees).toFixed() : null,
    entryDate: b.entryDate,
    exitDate: closed ? b.exitDate : null,
    closedQuantity: b.closed.toFixed(),
    parts: b.parts,
  };
}

/** A fill's fees split pro rata: the first part rounded to the fee scale, the rest exact, so the parts sum to the whole. */
function splitFees(fees: Dec, total: Dec, first: Dec): [Dec, Dec] {
  const head = fees.times(first).dividedBy(total).toDecimalPlaces(FEE_SCALE, D.ROUND_HALF_EVEN);
  return [head, fees.minus(head)];
}

/**
 * Round trips of ONE account and instrument, flat to flat. Scale-ins raise the weighted-average
 * entry; partial exits stay inside the trade; a fill crossing zero is split (its closing part ends
 * the trade, the rest opens the opposite one, fees pro rata). A fill the broker marks as closing
 * while flat is unmatched (its opening predates the file), never an invented short or long.
 */
export function buildRoundTrips(fills: readonly Fill[]): RoundTripResult {
  const trades: RoundTrip[] = [];
  const unmatched: FillPart[] = [];
  let current: Building | null = null;
  for (const fill of [...fills].sort(compareFills)) {
    const quantity = new D(fill.quantity);
    const fees = new D(fill.fees);
    const direction: Direction = fill.side === 'buy' ? 'long' : 'short';
    if (!current) {
      if (fill.positionEffect === 'close') {
        unmatched.push({ fillId: fill.id, quantity: quantity.toFixed(), fees: fees.toFixed(), role: 'close' });
      } else {
        current = start(fill.id, fill, quantity, fees);
      }
      continue;
    }
    if (direction === current.direction) {
      current.opened = current.opened.plus(quantity);
      current.openCost = current.openCost.plus(quantity.times(fill.price));
      current.fees = current.fees.plus(fees);
      current.parts.push({ fillId: fill.id, quantity: quantity.toFixed(), fees: fees.toFixed(), role: 'open' });
      continue;
    }
    const held = current.opened.minus(current.closed);
    const closing = D.min(quantity, held);
    const rest = quantity.minus(closing);
    const [closeFees, restFees] = rest.isZero() ? [fees, new D(0)] : splitFees(fees, quantity, closing);
    current.closed = current.closed.plus(closing);
    current.closeProceeds = current.closeProceeds.plus(closing.times(fill.price));
    current.fees = current.fees.plus(closeFees);
    current.exitDate = fill.executedAt;
    current.parts.push({ fillId: fill.id, quantity: closing.toFixed(), fees: closeFees.toFixed(), role: 'close' });
    if (closing.equals(held)) {
      trades.push(finish(current, true));
      current = null;
    }
    if (!rest.isZero()) {
      if (fill.positionEffect === 'close') {
        unmatched.push({ fillId: fill.id, quantity: rest.toFixed(), fees: restFees.toFixed(), role: 'close' });
      } else {
        current = start(`${fill.id}:rest`, fill, rest, restFees);
      }
    }
  }
  if (current) trades.push(finish(current, false));
  return { trades, unmatched };
}
