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

/** win > 0, loss < 0, breakeven = 0; open when there is no pnl. */
export function deriveResult(pnl: string | null): ClosedResult | 'open' {
  if (pnl === null) return 'open';
  const sign = new D(pnl).comparedTo(0);
  return sign > 0 ? 'win' : sign < 0 ? 'loss' : 'breakeven';
}
