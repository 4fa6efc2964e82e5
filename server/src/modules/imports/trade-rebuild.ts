import type { EntityManager } from 'typeorm';
import { D, type Fill } from '../../domain/executions/fill';
import { buildRoundTrips, type RoundTrip } from '../../domain/executions/round-trips';
import { deriveResult } from '../../domain/trade-pnl';
import { copyRows } from './copy-rows';

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
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new D(a).equals(b));
const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

function unchanged(t: StoredTrade, r: RoundTrip): boolean {
  return (
    t.trade_type === r.direction &&
    same(t.quantity, r.quantity) &&
    same(t.entry_price, r.entryPrice) &&
    same(t.exit_price, r.exitPrice) &&
    same(t.fees, r.fees) &&
    same(t.multiplier, r.multiplier) &&
    t.pnl === r.pnl &&
    sameTime(t.entry_date, r.entryDate) &&
    sameTime(t.exit_date, r.exitDate)
  );
}

/**
 * Rebuilds the imported trades of some instruments of one account from ALL their executions
 * (whatever batch brought them), flat to flat. A round trip whose opening execution is the same
 * as before keeps its trade row (id, notes, tags, stop loss, strategy); only the figures change.
 * Trades no longer produced are deleted; new ones are inserted. Manual trades are never touched.
 * `written`: the executions this batch (owner.batchId) just wrote, as the import holds them; the
 * table is then read for the other batches' executions only (an import of 100,000 fills does not
 * read its own 100,000 rows back).
 */
export async function rebuildInstruments(
  manager: EntityManager,
  owner: RebuildOwner,
  instrumentKeys: string[],
  written?: ExecutionRow[],
): Promise<RebuildCounts> {
  const counts: RebuildCounts = { created: 0, updated: 0, deleted: 0, open: 0, unmatched: 0 };
  if (!instrumentKeys.length) return counts;
  if (written && !owner.batchId) throw new Error('written executions need their batch');
  const stored: ExecutionRow[] = await manager.query(
    `SELECT e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity, e.price::text AS price,
            (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier, e.executed_at, e.position_effect,
            (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence
       FROM executions e JOIN import_batches b ON b.id = e.import_batch_id
      WHERE e.account_id = $1 AND e.user_id = $2 AND e.instrument_key = ANY($3::text[])
        AND ($4::uuid IS NULL OR e.import_batch_id <> $4)`,
    [owner.accountId, owner.userId, instrumentKeys, written ? owner.batchId : null],
  );
  const executions = written ? stored.concat(written) : stored;
  const trades: StoredTrade[] = await manager.query(
    `SELECT id, import_key, trade_type, quantity::text AS quantity, entry_price::text AS entry_price, exit_price::text AS exit_price,
            fees::text AS fees, multiplier::text AS multiplier, pnl::text AS pnl, entry_date, exit_date
       FROM trades WHERE account_id = $1 AND user_id = $2 AND origin = 'import' AND instrument_key = ANY($3::text[])`,
    [owner.accountId, owner.userId, instrumentKeys],
  );
  const byKey = new Map(trades.map((t) => [t.import_key, t]));

  const groups = new Map<string, ExecutionRow[]>();
  for (const e of executions) {
    const list = groups.get(e.instrument_key);
    if (list) list.push(e);
    else groups.set(e.instrument_key, [e]);
  }
  const inserts: { trip: RoundTrip; e: ExecutionRow }[] = [];
  const updates: { id: string; trip: RoundTrip }[] = [];
  const parts: { key: string; executionId: string; quantity: string }[] = [];
  const kept = new Set<string>();
  for (const list of groups.values()) {
    const fills: Fill[] = list.map((e) => ({
      id: e.id,
      side: e.side,
      quantity: e.quantity,
      price: e.price,
      fees: e.fees,
      multiplier: e.multiplier,
      executedAt: e.executed_at,
      order: [Number(e.batch_ms), e.source_sequence],
      positionEffect: e.position_effect,
    }));
    const { trades, unmatched } = buildRoundTrips(fills);
    counts.unmatched += unmatched.length;
    for (const trip of trades) {
      if (trip.exitPrice === null) counts.open += 1;
      trip.parts.forEach((p) => parts.push({ key: trip.key, executionId: p.fillId, quantity: p.quantity }));
      const existing = byKey.get(trip.key);
      if (existing) {
        kept.add(trip.key);
        if (!unchanged(existing, trip)) updates.push({ id: existing.id, trip });
      } else inserts.push({ trip, e: list[0] });
    }
  }
  const gone = trades.filter((t) => !kept.has(t.import_key)).map((t) => t.id);
  if (trades.length)
    await manager.query(`DELETE FROM trade_executions WHERE trade_id = ANY($1::uuid[])`, [trades.map((t) => t.id)]);
  if (gone.length)
    await manager.query(`DELETE FROM trades WHERE id = ANY($1::uuid[]) AND user_id = $2`, [gone, owner.userId]);
  counts.deleted = gone.length;

  const ids = new Map(trades.map((t) => [t.import_key, t.id]));
  const trips = (rows: { trip: RoundTrip }[]) => ({
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
              version = trades.version + 1, updated_at = now()
         FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[],
                     $9::text[], $10::timestamptz[], $11::timestamptz[])
              AS u(id, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date)
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
      ],
    );
  }
  counts.updated = updates.length;
  if (inserts.length) {
    const t = trips(inserts);
    const created: { id: string; import_key: string }[] = await manager.query(
      `INSERT INTO trades (user_id, account_id, strategy_id, origin, import_batch_id, symbol, market, instrument_key, import_key, trade_type,
                           entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date, exit_date)
       SELECT $1, $2, $3, 'import', $4, u.* FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::numeric[],
              $11::numeric[], $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::text[], $17::timestamptz[], $18::timestamptz[]) AS u
       RETURNING id, import_key`,
      [
        owner.userId,
        owner.accountId,
        owner.strategyId,
        owner.batchId,
        inserts.map((r) => r.e.symbol),
        inserts.map((r) => r.e.market),
        inserts.map((r) => r.e.instrument_key),
        inserts.map((r) => r.trip.key),
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
      ],
    );
    created.forEach((c) => ids.set(c.import_key, c.id));
  }
  counts.created = inserts.length;
  if (parts.length) {
    await copyRows(
      manager,
      'trade_executions',
      ['trade_id', 'execution_id', 'quantity'],
      parts.map((p) => [ids.get(p.key)!, p.executionId, p.quantity]),
    );
  }
  return counts;
}
