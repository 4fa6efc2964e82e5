import Decimal from 'decimal.js';

// Enough precision for NUMERIC(30,12) × NUMERIC(30,12) × NUMERIC(20,8) without rounding.
const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_EVEN });

export type Direction = 'long' | 'short';
export type ClosedResult = 'win' | 'loss' | 'breakeven';

export interface PnlInput {
  tradeType: Direction;
  entryPrice: string;
  exitPrice: string | null | undefined;
  quantity: string;
  multiplier?: string | null;
  fees?: string | null;
}

/**
 * Net pnl of a closed trade: (exit − entry) × quantity × multiplier × direction − fees, in exact
 * decimal arithmetic, as a plain decimal string. Null while the trade is open (no exit price).
 */
export function computePnl(t: PnlInput): string | null {
  if (t.exitPrice === null || t.exitPrice === undefined || t.exitPrice === '') return null;
  const direction = t.tradeType === 'short' ? -1 : 1;
  const gross = new D(t.exitPrice)
    .minus(t.entryPrice)
    .times(t.quantity)
    .times(t.multiplier ?? 1)
    .times(direction);
  return gross.minus(t.fees ?? 0).toFixed();
}

/**
 * win above the breakeven tolerance, loss below minus it, breakeven within ± it (inclusive); open
 * when there is no pnl. The tolerance (money, ≥ 0, the trade's account currency) defaults to 0:
 * win > 0, loss < 0, breakeven = 0. The database applies the same rule when a trade is written
 * (db/sql/trades_result_by_tolerance.sql) and re-classifies on a change of the tolerance
 * (docs/positions.md "Breakeven tolerance").
 */
export function deriveResult(pnl: string | null, tolerance: string = '0'): ClosedResult | 'open' {
  if (pnl === null) return 'open';
  const value = new D(pnl);
  const tol = new D(tolerance).abs();
  return value.greaterThan(tol) ? 'win' : value.lessThan(tol.negated()) ? 'loss' : 'breakeven';
}
