import { compareFills, type Fill } from './fill';
import { divide, exact, type Exact, isZero, minus, negate, plus, text, times, ZERO, compare } from './exact';

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
 * multiplier − fees, exact. Money is the account currency's: a fill converted from another
 * currency brings its converted value (Fill.value), so entry, exit, fees and pnl of a converted
 * trade are all account-currency figures and pnl = (exit − entry) × quantity × multiplier − fees
 * still holds (to the averages' 12 places) — the fills keep their own price and currency. Open (still held at the end): quantity = what is still held, average
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

// Exact BigInt decimals (./exact), not decimal.js: this loop runs once per fill of an import.
interface Building {
  key: string;
  direction: Direction;
  multiplier: Exact;
  opened: Exact;
  openCost: Exact;
  closed: Exact;
  closeProceeds: Exact;
  fees: Exact;
  entryDate: Date;
  exitDate: Date | null;
  parts: FillPart[];
}

function start(key: string, fill: Fill, quantity: Exact, cost: Exact, fees: Exact): Building {
  return {
    key,
    direction: fill.side === 'buy' ? 'long' : 'short',
    multiplier: exact(fill.multiplier),
    opened: quantity,
    openCost: cost,
    closed: ZERO,
    closeProceeds: ZERO,
    fees,
    entryDate: fill.executedAt,
    exitDate: null,
    parts: [{ fillId: fill.id, quantity: text(quantity), fees: text(fees), role: 'open' }],
  };
}

function average(total: Exact, quantity: Exact): string {
  return text(divide(total, quantity, PRICE_SCALE));
}

function finish(b: Building, closed: boolean): RoundTrip {
  // Σ cash flows × multiplier − fees: sells bring cash in, buys pay it out.
  const flows = minus(b.closeProceeds, b.openCost);
  return {
    key: b.key,
    direction: b.direction,
    quantity: text(closed ? b.opened : minus(b.opened, b.closed)),
    entryPrice: average(b.openCost, b.opened),
    exitPrice: closed ? average(b.closeProceeds, b.closed) : null,
    fees: text(b.fees),
    multiplier: text(b.multiplier),
    pnl: closed ? text(minus(times(b.direction === 'long' ? flows : negate(flows), b.multiplier), b.fees)) : null,
    entryDate: b.entryDate,
    exitDate: closed ? b.exitDate : null,
    closedQuantity: text(b.closed),
    parts: b.parts,
  };
}

/** A fill's fees split pro rata: the first part rounded to the fee scale, the rest exact, so the parts sum to the whole. */
function splitFees(fees: Exact, total: Exact, first: Exact): [Exact, Exact] {
  const head = divide(times(fees, first), total, FEE_SCALE);
  return [head, minus(fees, head)];
}

/**
 * The cash of `part` of a fill of `quantity` at `price`: part × price, or, when the fill carries its
 * value (converted, or the broker's own amount), that value — pro rata for a part (12 places).
 */
function cashOf(value: Exact | null, price: Exact, quantity: Exact, part: Exact): Exact {
  if (value === null) return times(part, price);
  return compare(part, quantity) === 0 ? value : divide(times(value, part), quantity, PRICE_SCALE);
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
    const quantity = exact(fill.quantity);
    const price = exact(fill.price);
    const fees = exact(fill.fees);
    const value = fill.value ? exact(fill.value) : null;
    const direction: Direction = fill.side === 'buy' ? 'long' : 'short';
    if (!current) {
      if (fill.positionEffect === 'close') {
        unmatched.push({ fillId: fill.id, quantity: text(quantity), fees: text(fees), role: 'close' });
      } else {
        current = start(fill.id, fill, quantity, cashOf(value, price, quantity, quantity), fees);
      }
      continue;
    }
    if (direction === current.direction) {
      current.opened = plus(current.opened, quantity);
      current.openCost = plus(current.openCost, cashOf(value, price, quantity, quantity));
      current.fees = plus(current.fees, fees);
      current.parts.push({ fillId: fill.id, quantity: text(quantity), fees: text(fees), role: 'open' });
      continue;
    }
    const held = minus(current.opened, current.closed);
    const closing = compare(quantity, held) <= 0 ? quantity : held;
    const rest = minus(quantity, closing);
    const [closeFees, restFees] = isZero(rest) ? [fees, ZERO] : splitFees(fees, quantity, closing);
    current.closed = plus(current.closed, closing);
    current.closeProceeds = plus(current.closeProceeds, cashOf(value, price, quantity, closing));
    current.fees = plus(current.fees, closeFees);
    current.exitDate = fill.executedAt;
    current.parts.push({ fillId: fill.id, quantity: text(closing), fees: text(closeFees), role: 'close' });
    if (compare(closing, held) === 0) {
      trades.push(finish(current, true));
      current = null;
    }
    if (!isZero(rest)) {
      if (fill.positionEffect === 'close') {
        unmatched.push({ fillId: fill.id, quantity: text(rest), fees: text(restFees), role: 'close' });
      } else {
        current = start(`${fill.id}:rest`, fill, rest, cashOf(value, price, quantity, rest), restFees);
      }
    }
  }
  if (current) trades.push(finish(current, false));
  return { trades, unmatched };
}
