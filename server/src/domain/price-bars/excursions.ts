import { D } from '../decimal';

/**
 * Maximum adverse and favourable excursion of a trade from its price bars (issue 34 item 3), by
 * Tradervue's method:
 * - the position is cut into pieces, first in first out: each piece is a quantity that was opened
 *   by one fill and closed by one fill, so a scaled-in or partly exited trade measures each
 *   contract only while it was open;
 * - a piece's window runs from its entry fill to its exit fill; the bars wholly inside the window
 *   count with their high and low; the entry bar and the exit bar (the ones the fills fall in)
 *   count only with the fill prices, since their extremes beyond the fills may lie before the
 *   entry or after the exit. So the interior bars are those with ts > entry and ts + length ≤ exit;
 * - MAE (≤ 0) and MFE (≥ 0) are the sums over the pieces of quantity × multiplier × the worst and
 *   best move from the piece's entry price; exit efficiency = captured ÷ available, the pieces'
 *   price result (before fees) over the MFE.
 * Pure: the caller finds each window's interior high and low (SQL, or a test's own scan).
 */

export type Direction = 'long' | 'short';

export interface ExcursionFill {
  /** Epoch ms. */
  at: number;
  side: 'buy' | 'sell';
  /** This trade's part of the fill (positive). */
  quantity: string;
  price: string;
  /** Account units per price unit (fills in another currency); 1 when null. */
  fxRate?: string | null;
}

export interface Piece {
  quantity: string;
  entryAt: number;
  entryPrice: string;
  exitAt: number;
  exitPrice: string;
  rate: string;
}

/**
 * The closed pieces of a position, FIFO. `open` is the quantity still open after the last fill
 * (a trade with an open piece has no excursions yet).
 */
export function positionPieces(
  direction: Direction,
  fills: readonly ExcursionFill[],
): { pieces: Piece[]; open: string } {
  const opening = direction === 'long' ? 'buy' : 'sell';
  const ordered = fills.map((f, i) => ({ f, i })).sort((a, b) => a.f.at - b.f.at || a.i - b.i);
  const lots: { quantity: InstanceType<typeof D>; fill: ExcursionFill }[] = [];
  const pieces: Piece[] = [];
  for (const { f } of ordered) {
    if (f.side === opening) {
      lots.push({ quantity: new D(f.quantity), fill: f });
      continue;
    }
    let left = new D(f.quantity);
    while (left.gt(0) && lots.length) {
      const lot = lots[0];
      const take = D.min(lot.quantity, left);
      pieces.push({
        quantity: take.toFixed(),
        entryAt: lot.fill.at,
        entryPrice: lot.fill.price,
        exitAt: f.at,
        exitPrice: f.price,
        rate: lot.fill.fxRate ?? '1',
      });
      lot.quantity = lot.quantity.minus(take);
      left = left.minus(take);
      if (lot.quantity.isZero()) lots.shift();
    }
  }
  const open = lots.reduce((sum, l) => sum.plus(l.quantity), new D(0));
  return { pieces, open: open.toFixed() };
}

/** The interior window of a piece: bars with ts > from and ts + length ≤ to. */
export interface PieceWindow {
  from: number;
  to: number;
}

export const pieceWindow = (p: Piece): PieceWindow => ({ from: p.entryAt, to: p.exitAt });

/** The highest high and lowest low of a window's interior bars; null when it has none. */
export interface WindowExtremes {
  high: string | null;
  low: string | null;
}

export interface Excursions {
  /** ≤ 0, account money. */
  mae: string;
  /** ≥ 0. */
  mfe: string;
  /** The price result the exits captured (before fees). */
  captured: string;
  /** captured ÷ mfe, 4 decimals; null when the trade never moved in its favour. */
  exitEfficiency: string | null;
  /** mae ÷ risk and mfe ÷ risk, 4 decimals; null without a risk. */
  maeR: string | null;
  mfeR: string | null;
}

const RATIO_DP = 4;

export function computeExcursions(
  direction: Direction,
  pieces: readonly Piece[],
  extremes: readonly WindowExtremes[],
  multiplier: string,
  /** Money risked on the whole position (positive), or null: R is then null. */
  risk: string | null,
): Excursions {
  const sign = direction === 'long' ? 1 : -1;
  let mae = new D(0);
  let mfe = new D(0);
  let captured = new D(0);
  pieces.forEach((p, i) => {
    const entry = new D(p.entryPrice);
    const exit = new D(p.exitPrice);
    let hi = D.max(entry, exit);
    let lo = D.min(entry, exit);
    const x = extremes[i];
    if (x?.high != null) hi = D.max(hi, x.high);
    if (x?.low != null) lo = D.min(lo, x.low);
    const size = new D(p.quantity).times(multiplier).times(p.rate);
    const adverse = sign === 1 ? lo.minus(entry) : entry.minus(hi);
    const favourable = sign === 1 ? hi.minus(entry) : entry.minus(lo);
    mae = mae.plus(size.times(adverse));
    mfe = mfe.plus(size.times(favourable));
    captured = captured.plus(size.times(exit.minus(entry)).times(sign));
  });
  const ratio = (a: InstanceType<typeof D>, b: InstanceType<typeof D>) =>
    b.isZero() ? null : a.div(b).toDecimalPlaces(RATIO_DP).toFixed();
  const r = risk === null ? null : new D(risk);
  return {
    mae: mae.isZero() ? '0' : mae.toFixed(),
    mfe: mfe.toFixed(),
    captured: captured.toFixed(),
    exitEfficiency: ratio(captured, mfe),
    maeR: r && r.gt(0) ? ratio(mae, r) : null,
    mfeR: r && r.gt(0) ? ratio(mfe, r) : null,
  };
}

/**
 * The risk R is measured against: |entry − stop| × quantity × multiplier, the stop being the
 * trade's initial stop (price-bars.service.ts `riskStopOf`; issue 33).
 */
export function positionRisk(
  entryPrice: string,
  stop: string | null,
  quantity: string,
  multiplier: string,
): string | null {
  if (stop === null) return null;
  const risk = new D(entryPrice).minus(stop).abs().times(quantity).times(multiplier);
  return risk.gt(0) ? risk.toFixed() : null;
}

/** Tradervue's limit: a trade held longer than this is not measured. */
export const MAX_HOLDING_MS = 366 * 24 * 3600 * 1000;
