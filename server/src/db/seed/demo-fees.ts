import Decimal from 'decimal.js';
import type { DemoFeeModel } from './demo-instruments';

/**
 * Commission of one trade under its venue's fee model, exact to the cent. An open trade has
 * paid only its entry side so far; a closed one both sides.
 */
export function computeDemoFees(
  model: DemoFeeModel,
  trade: { quantity: string; multiplier: string; entryPrice: string; exitPrice: string | null },
): string {
  const sides = trade.exitPrice === null ? 1 : 2;
  const quantity = new Decimal(trade.quantity);
  let fees: Decimal;
  switch (model.kind) {
    case 'perShare':
      fees = Decimal.max(quantity.times(model.perShare), model.minimumPerSide).times(sides);
      break;
    case 'perContract':
      fees = quantity.times(model.perSide).times(sides);
      break;
    case 'perLot':
      fees = quantity.dividedBy(model.lotSize).times(model.perLotRoundTrip).times(sides).dividedBy(2);
      break;
    case 'notional': {
      const traded = new Decimal(trade.entryPrice).plus(trade.exitPrice ?? 0);
      fees = traded.times(quantity).times(trade.multiplier).times(model.ratePerSide);
      break;
    }
    case 'fixed':
      fees = new Decimal(model.perSide).times(sides);
      break;
  }
  return fees.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
