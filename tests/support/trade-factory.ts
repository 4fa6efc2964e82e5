import { computePnl, deriveResult } from '../../server/src/domain/trade-pnl';

/** A trade's stored fields by name: decimals as strings (exact), instants as ISO text. */
export interface TradeFields {
  symbol: string;
  market: string;
  tradeType: 'long' | 'short';
  entryPrice: string;
  exitPrice: string | null;
  quantity: string;
  multiplier: string;
  fees: string;
  stopLoss: string | null;
  entryDate: string;
  exitDate: string | null;
  emotionalTags: string[];
  notes: string | null;
}

/**
 * The one trade builder of the tests: a closed EURUSD long (+18 after fees) unless `overrides`
 * say otherwise. Unit tests use it as is; database tests insert it (analytics-harness insertTrades).
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
