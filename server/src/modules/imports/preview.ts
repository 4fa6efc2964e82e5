import { D, type Fill } from '../../domain/executions/fill';
import { buildRoundTrips, type RoundTrip } from '../../domain/executions/round-trips';
import type { ParsedExecution } from './parsers/types';

export interface InstrumentRoundTrips {
  instrumentKey: string;
  symbol: string;
  brokerAccount: string | null;
  trades: RoundTrip[];
  unmatched: number;
}

export interface RoundTripPreview {
  instruments: InstrumentRoundTrips[];
  closed: number;
  open: number;
  unmatched: number;
  /** Σ pnl of the closed round trips, exact. */
  netPnl: string;
}

/** An execution as the round-trip builder sees it; `batchOrder` ranks imports when two files hold the same second. */
export function fillOf(e: ParsedExecution, id: string, batchOrder = 0): Fill {
  return {
    id,
    side: e.side,
    quantity: e.quantity,
    price: e.price,
    fees: new D(e.commission).plus(e.otherFees).toFixed(),
    multiplier: e.multiplier,
    executedAt: e.executedAt,
    order: [batchOrder, e.sequence],
    positionEffect: e.positionEffect,
  };
}

/** The round trips a file's executions make on their own (the dry-run preview and the corpus tests). */
export function previewRoundTrips(executions: readonly ParsedExecution[]): RoundTripPreview {
  const groups = new Map<string, { e: ParsedExecution; i: number }[]>();
  executions.forEach((e, i) => {
    const key = `${e.brokerAccount ?? ''}\u0000${e.instrument.key}`;
    const list = groups.get(key);
    if (list) list.push({ e, i });
    else groups.set(key, [{ e, i }]);
  });
  const instruments: InstrumentRoundTrips[] = [];
  for (const list of groups.values()) {
    const { trades, unmatched } = buildRoundTrips(list.map(({ e, i }) => fillOf(e, `r${String(i).padStart(9, '0')}`)));
    const first = list[0].e;
    instruments.push({
      instrumentKey: first.instrument.key,
      symbol: first.instrument.symbol,
      brokerAccount: first.brokerAccount,
      trades,
      unmatched: unmatched.length,
    });
  }
  const all = instruments.flatMap((x) => x.trades);
  const closed = all.filter((t) => t.exitPrice !== null);
  return {
    instruments,
    closed: closed.length,
    open: all.length - closed.length,
    unmatched: instruments.reduce((s, x) => s + x.unmatched, 0),
    netPnl: closed.reduce((s, t) => s.plus(t.pnl ?? 0), new D(0)).toFixed(),
  };
}
