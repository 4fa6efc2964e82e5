import { D, type Fill } from '../../domain/executions/fill';
import { buildRoundTrips, type RoundTrip } from '../../domain/executions/round-trips';
import type { ParsedExecution } from './parsers/types';
import {
  unknownContractRoot,
  unknownContractSizeMessage,
  type MultiplierOverrides,
} from '../../domain/instruments/user-multipliers';

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

/**
 * An execution as the round-trip builder sees it; `batchOrder` ranks imports when two files hold the same second.
 * Its money is the account currency's once the import converted it (fx-convert.ts).
 */
export function fillOf(e: ParsedExecution, id: string, batchOrder = 0): Fill {
  return {
    id,
    side: e.side,
    quantity: e.quantity,
    price: e.price,
    fees: new D(e.commission).plus(e.otherFees).toFixed(),
    value: e.value,
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

/** A fill the account already holds, with the key of its instrument. */
export interface StoredFill extends Fill {
  instrumentKey: string;
}

/**
 * The round trips an import of these new executions would create or change in an account that
 * already holds `stored` (the fills of the same instruments): per instrument, as the import's rebuild
 * groups them, the new fills ordered after the stored ones of the same instant. Only the round trips
 * a new fill takes part in are reported, and only new fills count as unmatched closes — so a later
 * file that closes a position an earlier import opened previews as a closed trade, not an orphan.
 */
export function previewRoundTripsOnto(
  executions: readonly ParsedExecution[],
  stored: readonly StoredFill[],
): RoundTripPreview {
  const storedByKey = new Map<string, Fill[]>();
  for (const f of stored) {
    const list = storedByKey.get(f.instrumentKey);
    if (list) list.push(f);
    else storedByKey.set(f.instrumentKey, [f]);
  }
  const groups = new Map<string, { e: ParsedExecution; i: number }[]>();
  executions.forEach((e, i) => {
    const list = groups.get(e.instrument.key);
    if (list) list.push({ e, i });
    else groups.set(e.instrument.key, [{ e, i }]);
  });
  const instruments: InstrumentRoundTrips[] = [];
  for (const [key, list] of groups) {
    const fresh = list.map(({ e, i }) => fillOf(e, `new${String(i).padStart(9, '0')}`, Number.MAX_SAFE_INTEGER));
    const freshIds = new Set(fresh.map((f) => f.id));
    const { trades, unmatched } = buildRoundTrips([...(storedByKey.get(key) ?? []), ...fresh]);
    const first = list[0].e;
    instruments.push({
      instrumentKey: key,
      symbol: first.instrument.symbol,
      brokerAccount: first.brokerAccount,
      trades: trades.filter((t) => t.parts.some((p) => freshIds.has(p.fillId))),
      unmatched: unmatched.filter((u) => freshIds.has(u.fillId)).length,
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

/**
 * One warning per futures root of the file whose contract size nobody knows (not in the table, not
 * the user's own) and that therefore imports with multiplier 1: its P&L would be in points. A size
 * the file itself states (other than 1) needs no warning. `executions` carry the multiplier the
 * import would store (the user's own applied).
 */
export function contractSizeWarnings(executions: readonly ParsedExecution[], own: MultiplierOverrides): string[] {
  const roots = new Set<string>();
  for (const e of executions) {
    const root = unknownContractRoot(e.instrument.symbol, e.instrument.market, own);
    if (root && new D(e.multiplier).equals(1)) roots.add(root);
  }
  return [...roots].sort().map(unknownContractSizeMessage);
}
