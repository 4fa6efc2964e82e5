import { computePnl, deriveResult } from '../trade-pnl';
import type { TradeValues } from '../validation/trade-rules';

/**
 * A trade's stored fields by name, as the trade rules produce them (TradeValues) but with
 * instants as ISO text and without the derived pnl and result.
 */
export type TradeFields = Omit<TradeValues, 'pnl' | 'result' | 'entryDate' | 'exitDate'> & {
  entryDate: string;
  exitDate: string | null;
};

/**
 * The one trade builder of the tests: a closed EURUSD long (+18 after fees) unless `overrides`
 * say otherwise. Unit tests use it as is (here, under server/src, so server unit tests can too;
 * tests/support/trade-factory.ts re-exports it); database tests insert it (`ctx.newTrade()`,
 * tests/integration/analytics/analytics-harness.ts); API tests send it (`tradeInput`).
 */
export function buildTrade(overrides: Partial<TradeFields> = {}): TradeFields {
  return {
    symbol: 'EURUSD',
    market: 'forex',
    tradeType: 'long',
    entryPrice: '1.1',
    exitPrice: '1.12',
    quantity: '1000',
    multiplier: '1',
    fees: '2',
    stopLoss: null,
    entryDate: '2024-03-01T10:00:00.000Z',
    exitDate: '2024-03-01T15:00:00.000Z',
    emotionalTags: [],
    notes: null,
    ...overrides,
  };
}

/** The pnl and result the server derives for these fields (domain/trade-pnl.ts). */
export function derivedOutcome(t: TradeFields): { pnl: string | null; result: string } {
  const pnl = computePnl(t);
  return { pnl, result: deriveResult(pnl) };
}

/** A GraphQL `TradeInput` for createTrade: buildTrade(overrides) in `accountId`. */
export function tradeInput(accountId: string, overrides: Partial<TradeFields> = {}) {
  return { accountId, ...buildTrade(overrides) };
}
