import Decimal from 'decimal.js';

/** Exact decimals: NUMERIC(30,12) × NUMERIC(30,12) × NUMERIC(20,8) never rounds at this precision. */
export const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_EVEN });
export type Dec = InstanceType<typeof D>;

export type Side = 'buy' | 'sell';
/** What the broker says the fill did, when it says so (IBKR O/C, NinjaTrader Entry/Exit, "to close"). */
export type PositionEffect = 'open' | 'close';

/** One execution of one instrument as the round-trip builder sees it. Decimals are strings. */
export interface Fill {
  id: string;
  side: Side;
  quantity: string;
  price: string;
  /** Commission and other fees together (kept apart in the executions table), in the account currency. */
  fees: string;
  /**
   * quantity × price in the account currency when it is not simply that product: the fill was
   * converted from its instrument currency, or the broker states the cash amount the price is
   * derived from (eToro). The round trip's cash flows, entry/exit averages and pnl come from it.
   */
  value?: string | null;
  multiplier: string;
  executedAt: Date;
  /**
   * Tie-breaks fills with the same time, deterministically: the import order (batch sequence)
   * then the row in the file. Compared as numbers, earlier first.
   */
  order: readonly number[];
  positionEffect?: PositionEffect | null;
}

/** Time, then import order, then id: the same fills always give the same trades. */
export function compareFills(a: Fill, b: Fill): number {
  const t = a.executedAt.getTime() - b.executedAt.getTime();
  if (t !== 0) return t;
  for (let i = 0; i < Math.max(a.order.length, b.order.length); i += 1) {
    const d = (a.order[i] ?? 0) - (b.order[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
