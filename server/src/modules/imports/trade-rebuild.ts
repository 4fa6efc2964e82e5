import type { EntityManager } from 'typeorm';
import { D, type Fill } from '../../domain/executions/fill';
import { buildRoundTrips, type RoundTrip } from '../../domain/executions/round-trips';
import { importedMultiplier, type MultiplierOverrides } from '../../domain/instruments/user-multipliers';
import { deriveResult } from '../../domain/trade-pnl';
import { copyField, copyLines, copyRows } from './copy-rows';
import { loadMultiplierOverrides } from '../trades/multiplier-overrides';
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

/** The executions' columns the rebuild reads (`e` = executions, `b` = their import batch). */
export const EXECUTION_ROW_SELECT = `e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity, e.price::text AS price,
            (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier, e.executed_at, e.position_effect,
            (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence,
            e.value::text AS value, e.currency, e.fx_rate::text AS fx_rate`;

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
  // The fills first, on their own (MATERIALIZED): joined to the batches, the planner could start
  // from the batch and read all its fills through executions_batch_idx, filtering the instruments —
  // inside the import's transaction the table's statistics still say it is empty, and a
  // million-fill import then read its million fills once per group of instruments (20 s a group).
  return manager.query(
    `WITH e AS MATERIALIZED (
       SELECT * FROM executions
        WHERE account_id = $1 AND user_id = $2 AND instrument_key = ANY($3::text[])
          AND ($4::uuid IS NULL OR import_batch_id <> $4))
     SELECT ${EXECUTION_ROW_SELECT} FROM e JOIN import_batches b ON b.id = e.import_batch_id`,
    [owner.accountId, owner.userId, instrumentKeys, exceptBatch],
  );
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
  const trades: StoredTrade[] = await manager.query(
    `SELECT id, import_key, trade_type, quantity::text AS quantity, entry_price::text AS entry_price, exit_price::text AS exit_price,
            fees::text AS fees, multiplier::text AS multiplier, pnl::text AS pnl, entry_date, exit_date, version, currency
       FROM trades WHERE account_id = $1 AND user_id = $2 AND origin = 'import' AND instrument_key = ANY($3::text[])`,
    [owner.accountId, owner.userId, instrumentKeys],
  );
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
  if (trades.length)
    await manager.query(`DELETE FROM trade_executions WHERE trade_id = ANY($1::uuid[])`, [trades.map((t) => t.id)]);
  if (gone.length)
    await manager.query(`DELETE FROM trades WHERE id = ANY($1::uuid[]) AND user_id = $2`, [gone, owner.userId]);
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
    await manager.query(
      `UPDATE trades SET trade_type = u.trade_type, entry_price = u.entry_price, exit_price = u.exit_price, quantity = u.quantity,
              multiplier = u.multiplier, fees = u.fees, pnl = u.pnl, result = u.result, entry_date = u.entry_date, exit_date = u.exit_date,
              currency = u.currency, version = trades.version + 1, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[],
                     $9::text[], $10::timestamptz[], $11::timestamptz[], $13::text[])
              AS u(id, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date, currency)
        WHERE trades.id = u.id AND trades.user_id = $12`,
      [
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
      ],
    );
  }
  if (restored.length && owner.undoneBatchId) {
    await manager.query(
      `UPDATE trades t SET version = (s.row->>'version')::int, updated_at = (s.row->>'updated_at')::timestamptz
         FROM import_trade_snapshots s WHERE s.batch_id = $1 AND s.trade_id = t.id AND t.id = ANY($2::uuid[]) AND t.user_id = $3`,
      [owner.undoneBatchId, restored, owner.userId],
    );
  }
  counts.updated = updates.length;
  if (revived.length && snapshots) {
    const columns = await insertableTradeColumns(manager);
    const back: { id: string; import_key: string }[] = await manager.query(
      `INSERT INTO trades (${columns.join(', ')}) SELECT ${columns.map((c) => `r.${c}`).join(', ')}
         FROM import_trade_snapshots s, jsonb_populate_record(NULL::trades, s.row) r
        WHERE s.batch_id = $1 AND s.trade_id = ANY($2::uuid[]) AND (s.row->>'user_id')::uuid = $3 RETURNING id, import_key`,
      [owner.undoneBatchId, revived.map((r) => snapshots.byKey.get(r.trip.key)!.id), owner.userId],
    );
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
  await manager.query(
    `INSERT INTO import_trade_snapshots (batch_id, trade_id, row)
     SELECT $1, t.id, to_jsonb(t) FROM trades t WHERE t.id = ANY($2::uuid[])
     ON CONFLICT (batch_id, trade_id) DO NOTHING`,
    [batchId, tradeIds],
  );
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
    await manager.query(
      `SELECT trade_id AS id, row->>'import_key' AS import_key, row->>'trade_type' AS trade_type, row->>'quantity' AS quantity,
              row->>'entry_price' AS entry_price, row->>'exit_price' AS exit_price, row->>'fees' AS fees,
              row->>'multiplier' AS multiplier, row->>'pnl' AS pnl, row->>'entry_date' AS entry_date,
              row->>'exit_date' AS exit_date, (row->>'version')::int AS version, row->>'currency' AS currency
         FROM import_trade_snapshots
        WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2)`,
      [batchId, userId],
    );
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
    const rows: { name: string }[] = await manager.query(
      `SELECT quote_ident(column_name) AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'trades' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    );
    tradeColumns = rows.map((r) => r.name);
  }
  return tradeColumns;
}
