import type { EntityManager } from 'typeorm';
import { D, type Fill } from '../../domain/executions/fill';
import { buildRoundTrips, type RoundTrip } from '../../domain/executions/round-trips';
import { importedMultiplier, type MultiplierOverrides } from '../../domain/instruments/user-multipliers';
import { deriveResult } from '../../domain/trade-pnl';
import { copyField, copyLines, copyRows } from './copy-rows';
import { loadMultiplierOverrides } from '../instruments/multiplier-overrides';
import {
  BATCH_SNAPSHOTS,
  DELETE_TRADE_FILL_LINKS,
  DELETE_TRADES,
  IMPORTED_TRADES,
  INSERTABLE_TRADE_COLUMNS,
  INSTRUMENT_EXECUTIONS,
  RESTORE_TRADE_VERSIONS,
  reviveSnapshotTrades,
  SNAPSHOT_TRADES,
  UPDATE_REBUILT_TRADES,
} from './queries/trade-rebuild.queries';
import { orderedIds } from './ordered-ids';
import type { StagedWrites } from './staged-writes';

export interface RebuildCounts {
  created: number;
  updated: number;
  deleted: number;
  open: number;
  unmatched: number;
}

export interface RebuildOwner {
  userId: string;
  accountId: string;
  /** New trades take the account's strategy, like a trade entered by hand. */
  strategyId: string | null;
  /** The batch credited with trades this rebuild creates (null on undo, which creates none of its own). */
  batchId: string | null;
  /** On undo: the batch being undone, whose snapshots put back the rows its import changed or deleted. */
  undoneBatchId?: string | null;
}

/** An execution as the rebuild reads it (from the table, or as the import just wrote it). */
export interface ExecutionRow {
  id: string;
  instrument_key: string;
  symbol: string;
  market: string;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  fees: string;
  multiplier: string;
  executed_at: Date;
  position_effect: 'open' | 'close' | null;
  batch_ms: string;
  source_sequence: number;
  /** quantity × price in the account currency when not simply that product (converted, or the broker's amount). */
  value: string | null;
  /** The instrument currency, and the rate it was converted at (null: not converted). */
  currency: string | null;
  fx_rate: string | null;
}

/** The fill a stored execution stands for; the multiplier is the user's own where they set one. */
export function executionFill(e: ExecutionRow, own: MultiplierOverrides): Fill {
  return {
    id: e.id,
    side: e.side,
    quantity: e.quantity,
    price: e.price,
    fees: e.fees,
    value: e.value,
    multiplier: importedMultiplier(e.symbol, e.market, e.multiplier, own),
    executedAt: e.executed_at,
    order: [Number(e.batch_ms), e.source_sequence],
    positionEffect: e.position_effect,
  };
}

interface StoredTrade {
  id: string;
  import_key: string;
  trade_type: string;
  quantity: string;
  entry_price: string;
  exit_price: string | null;
  fees: string;
  multiplier: string;
  pnl: string | null;
  entry_date: Date;
  exit_date: Date | null;
  version: number;
  currency: string | null;
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new D(a).equals(b));
const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

function unchanged(t: StoredTrade, r: RoundTrip, currency: string | null): boolean {
  return (
    (t.currency ?? null) === currency &&
    t.trade_type === r.direction &&
    same(t.quantity, r.quantity) &&
    same(t.entry_price, r.entryPrice) &&
    same(t.exit_price, r.exitPrice) &&
    same(t.fees, r.fees) &&
    same(t.multiplier, r.multiplier) &&
    same(t.pnl, r.pnl) &&
    sameTime(t.entry_date, r.entryDate) &&
    sameTime(t.exit_date, r.exitDate)
  );
}

/**
 * The account's stored executions of these instruments, as the rebuild reads them, without those
 * of `exceptBatch` (the import reads them before it writes its own, which it already holds).
 */
export async function readExecutions(
  manager: EntityManager,
  owner: { userId: string; accountId: string },
  instrumentKeys: string[],
  exceptBatch: string | null,
): Promise<ExecutionRow[]> {
  if (!instrumentKeys.length) return [];
  return manager.query(INSTRUMENT_EXECUTIONS, [owner.accountId, owner.userId, instrumentKeys, exceptBatch]);
}

/** What a rebuild reads before building: the instruments' imported trades and the user's point values. */
export interface RebuildState {
  trades: StoredTrade[];
  overrides: MultiplierOverrides;
}

export async function loadRebuildState(
  manager: EntityManager,
  owner: { userId: string; accountId: string },
  instrumentKeys: string[],
): Promise<RebuildState> {
  const trades: StoredTrade[] = await manager.query(IMPORTED_TRADES, [owner.accountId, owner.userId, instrumentKeys]);
  // The user's point values come before the built-in table the parsers used.
  return { trades, overrides: await loadMultiplierOverrides(manager, owner.userId) };
}

/** The round trips a rebuild writes, sorted into new trades, changed ones and fill links. */
export interface RebuildPlan {
  counts: RebuildCounts;
  inserts: { trip: RoundTrip; e: ExecutionRow; currency: string | null }[];
  updates: { id: string; trip: RoundTrip; currency: string | null }[];
  /** Every round trip built, closed or open: their parts are the fill links. */
  trips: RoundTrip[];
  kept: Set<string>;
}

/**
 * Builds the round trips of the executions, flat to flat, against the stored trades: no I/O.
 * `pause` runs between instruments: the import awaits the event loop there, so the build uses the
 * time its COPY of the fills leaves this process waiting on PostgreSQL.
 */
export async function planRebuild(
  state: RebuildState,
  executions: ExecutionRow[],
  pause?: () => Promise<void>,
): Promise<RebuildPlan> {
  const plan: RebuildPlan = {
    counts: { created: 0, updated: 0, deleted: 0, open: 0, unmatched: 0 },
    inserts: [],
    updates: [],
    trips: [],
    kept: new Set<string>(),
  };
  const byKey = new Map(state.trades.map((t) => [t.import_key, t]));
  const groups = new Map<string, ExecutionRow[]>();
  for (const e of executions) {
    const list = groups.get(e.instrument_key);
    if (list) list.push(e);
    else groups.set(e.instrument_key, [e]);
  }
  for (const list of groups.values()) {
    if (pause) await pause();
    const fills = list.map((e) => executionFill(e, state.overrides));
    const { trades, unmatched } = buildRoundTrips(fills);
    // Converted fills name the trades' instrument currency (their figures are the account's).
    const currency = list.find((e) => e.fx_rate !== null)?.currency ?? null;
    plan.counts.unmatched += unmatched.length;
    for (const trip of trades) {
      if (trip.exitPrice === null) plan.counts.open += 1;
      plan.trips.push(trip);
      const existing = byKey.get(trip.key);
      if (existing) {
        plan.kept.add(trip.key);
        if (!unchanged(existing, trip, currency)) plan.updates.push({ id: existing.id, trip, currency });
      } else plan.inserts.push({ trip, e: list[0], currency });
    }
  }
  return plan;
}

/**
 * Rebuilds the imported trades of some instruments of one account from ALL their executions
 * (whatever batch brought them), flat to flat: read, plan, apply. A round trip whose opening
 * execution is the same as before keeps its trade row (id, notes, tags, stop loss, strategy);
 * only the figures change. Trades no longer produced are deleted; new ones are inserted. Manual
 * trades are never touched. (The import runs the three steps itself, around its COPY.)
 */
export async function rebuildInstruments(
  manager: EntityManager,
  owner: RebuildOwner,
  instrumentKeys: string[],
  /** The import's: new trades and links wait there until every instrument is built (staged-writes.ts). */
  stage?: StagedWrites,
): Promise<RebuildCounts> {
  if (!instrumentKeys.length) return { created: 0, updated: 0, deleted: 0, open: 0, unmatched: 0 };
  const executions = await readExecutions(manager, owner, instrumentKeys, null);
  const state = await loadRebuildState(manager, owner, instrumentKeys);
  return applyRebuild(manager, owner, state, await planRebuild(state, executions), stage);
}

/** Writes a plan: snapshots (import) or restores (undo), deletes, updates, inserts, fill links. */
export async function applyRebuild(
  manager: EntityManager,
  owner: RebuildOwner,
  { trades }: RebuildState,
  { counts, inserts, updates, trips: built, kept }: RebuildPlan,
  stage?: StagedWrites,
): Promise<RebuildCounts> {
  const staged = stage ? await stage.tables() : null;
  const gone = trades.filter((t) => !kept.has(t.import_key)).map((t) => t.id);
  if (owner.batchId) await snapshotTrades(manager, owner.batchId, [...updates.map((u) => u.id), ...gone]);
  const snapshots = owner.undoneBatchId ? await loadSnapshots(manager, owner.undoneBatchId, owner.userId) : null;
  // Undo: a trade the import changed goes back to its row before the import (version, updated_at)
  // when the figures are those of the snapshot and nobody edited it since (its version moved by one).
  const restored = snapshots
    ? updates
        .filter((u) => {
          const snap = snapshots.byTradeId.get(u.id);
          const now = trades.find((t) => t.id === u.id);
          return snap && now && now.version === snap.version + 1 && unchanged(snap, u.trip, u.currency);
        })
        .map((u) => u.id)
    : [];
  // …and a trade the import deleted comes back whole (id, journal, version) when the rebuild makes it again.
  const revived = snapshots
    ? inserts.filter((r) => {
        const snap = snapshots.byKey.get(r.trip.key);
        return snap && unchanged(snap, r.trip, r.currency);
      })
    : [];
  if (trades.length) await manager.query(DELETE_TRADE_FILL_LINKS, [trades.map((t) => t.id)]);
  if (gone.length) await manager.query(DELETE_TRADES, [gone, owner.userId]);
  counts.deleted = gone.length;

  const ids = new Map(trades.map((t) => [t.import_key, t.id]));
  const trips = (rows: { trip: RoundTrip; currency: string | null }[]) => ({
    currency: rows.map((r) => r.currency),
    type: rows.map((r) => r.trip.direction),
    entry: rows.map((r) => r.trip.entryPrice),
    exit: rows.map((r) => r.trip.exitPrice),
    quantity: rows.map((r) => r.trip.quantity),
    multiplier: rows.map((r) => r.trip.multiplier),
    fees: rows.map((r) => r.trip.fees),
    pnl: rows.map((r) => r.trip.pnl),
    result: rows.map((r) => deriveResult(r.trip.pnl)),
    entryDate: rows.map((r) => r.trip.entryDate.toISOString()),
    exitDate: rows.map((r) => r.trip.exitDate?.toISOString() ?? null),
  });
  if (updates.length) {
    const t = trips(updates);
    await manager.query(UPDATE_REBUILT_TRADES, [
      updates.map((u) => u.id),
      t.type,
      t.entry,
      t.exit,
      t.quantity,
      t.multiplier,
      t.fees,
      t.pnl,
      t.result,
      t.entryDate,
      t.exitDate,
      owner.userId,
      t.currency,
    ]);
  }
  if (restored.length && owner.undoneBatchId) {
    await manager.query(RESTORE_TRADE_VERSIONS, [owner.undoneBatchId, restored, owner.userId]);
  }
  counts.updated = updates.length;
  if (revived.length && snapshots) {
    const columns = await insertableTradeColumns(manager);
    const back: { id: string; import_key: string }[] = await manager.query(reviveSnapshotTrades(columns), [
      owner.undoneBatchId,
      revived.map((r) => snapshots.byKey.get(r.trip.key)!.id),
      owner.userId,
    ]);
    back.forEach((c) => ids.set(c.import_key, c.id));
  }
  const fresh = inserts.filter((r) => !revived.includes(r));
  if (fresh.length) {
    // Like the fills: ids made here and one streamed COPY (no RETURNING to wait for, no parameter
    // arrays to build). COPY fires the same row and statement triggers (zone guard, rollups) as INSERT.
    await copyRows(
      manager,
      staged?.trades ?? 'trades',
      TRADE_COLUMNS,
      (function* rows() {
        // Ids in ascending order: the primary key is then filled left to right, not at random pages.
        const newIds = orderedIds(fresh.length);
        for (const [i, { trip, e, currency }] of fresh.entries()) {
          const id = newIds[i];
          ids.set(trip.key, id);
          yield [
            id,
            owner.userId,
            owner.accountId,
            owner.strategyId,
            'import',
            owner.batchId,
            e.symbol,
            e.market,
            e.instrument_key,
            trip.key,
            trip.direction,
            trip.entryPrice,
            trip.exitPrice,
            trip.quantity,
            trip.multiplier,
            trip.fees,
            trip.pnl,
            deriveResult(trip.pnl),
            trip.entryDate.toISOString(),
            trip.exitDate?.toISOString() ?? null,
            currency,
          ];
        }
      })(),
    );
  }
  counts.created = inserts.length;
  if (built.length) {
    // One line per fill part, built directly (uuids and decimals: nothing to escape), in trade id
    // order: the primary key (trade_id, execution_id) and the trade_id key's lookups then move
    // through the index in order (about a third less time than in round-trip order).
    const byTrade = built.map((trip) => ({ tradeId: ids.get(trip.key)!, trip }));
    byTrade.sort((a, b) => (a.tradeId < b.tradeId ? -1 : a.tradeId > b.tradeId ? 1 : 0));
    await copyLines(
      manager,
      staged?.links ?? 'trade_executions',
      ['trade_id', 'execution_id', 'quantity'],
      (function* links() {
        for (const { tradeId, trip } of byTrade) {
          for (const p of trip.parts) yield `${tradeId}\t${copyField(p.fillId)}\t${p.quantity}`;
        }
      })(),
    );
  }
  return counts;
}

/** The columns an imported trade is written with, in the order of applyRebuild's rows. */
export const TRADE_COLUMNS = [
  'id',
  'user_id',
  'account_id',
  'strategy_id',
  'origin',
  'import_batch_id',
  'symbol',
  'market',
  'instrument_key',
  'import_key',
  'trade_type',
  'entry_price',
  'exit_price',
  'quantity',
  'multiplier',
  'fees',
  'pnl',
  'result',
  'entry_date',
  'exit_date',
  'currency',
];

/** Keeps the rows an import is about to change or delete, once per batch and trade (the first state wins). */
async function snapshotTrades(manager: EntityManager, batchId: string, tradeIds: string[]): Promise<void> {
  if (!tradeIds.length) return;
  await manager.query(SNAPSHOT_TRADES, [batchId, tradeIds]);
}

interface Snapshot extends StoredTrade {
  id: string;
}

/**
 * A batch's snapshots with their figures as exact text (jsonb keeps NUMERIC exact; ->> prints it).
 * The table has no user_id: the batch's owner scopes it (docs/scaling.md).
 */
async function loadSnapshots(manager: EntityManager, batchId: string, userId: string) {
  const rows: (Omit<Snapshot, 'entry_date' | 'exit_date'> & { entry_date: string; exit_date: string | null })[] =
    await manager.query(BATCH_SNAPSHOTS, [batchId, userId]);
  const snapshots: Snapshot[] = rows.map((r) => ({
    ...r,
    entry_date: new Date(r.entry_date),
    exit_date: r.exit_date === null ? null : new Date(r.exit_date),
  }));
  return {
    byTradeId: new Map(snapshots.map((s) => [s.id, s])),
    byKey: new Map(snapshots.map((s) => [s.import_key, s])),
  };
}

let tradeColumns: string[] | null = null;

/** The trades columns a row can be inserted with (generated ones excluded), read once from the catalog. */
async function insertableTradeColumns(manager: EntityManager): Promise<string[]> {
  if (!tradeColumns) {
    const rows: { name: string }[] = await manager.query(INSERTABLE_TRADE_COLUMNS);
    tradeColumns = rows.map((r) => r.name);
  }
  return tradeColumns;
}
