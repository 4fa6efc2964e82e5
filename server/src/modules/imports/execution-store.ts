import type { EntityManager } from 'typeorm';
import { copyField, copyLines } from './copy-rows';
import type { ParsedExecution } from './parsers/types';
import {
  INSTRUMENTS_WITH_FILLS,
  KNOWN_BROKER_EXECUTION_IDS,
  STORED_FILL_COUNTS,
} from './queries/execution-store.queries';
import { orderedIds } from './ordered-ids';

/** The counted de-duplication key: (instrument, executed_at to the second, side, quantity, price). */
function tupleKey(instrumentKey: string, second: number, side: string, quantity: string, price: string): string {
  return `${instrumentKey}\u0000${second}\u0000${side}\u0000${quantity}\u0000${price}`;
}

const secondOf = (d: Date) => Math.floor(d.getTime() / 1000);

/** The file's fills matched per statement: what one de-duplication query reads stays bounded. */
const MATCH_SLICE = 20_000;

/**
 * Which of a file's executions the account already holds. A broker execution id matches its id;
 * without one, the fill matches an identical stored fill (same instrument, second, side, quantity,
 * price) COUNTED: two identical stored fills absorb two identical rows, never more, so two real
 * identical fills in one file stay two and a re-import of that file still adds zero.
 */
export async function splitDuplicates(
  manager: EntityManager,
  owner: { userId: string; accountId: string },
  executions: ParsedExecution[],
  /** A file matched a slice at a time: what earlier slices used up, and the batch writing them (left out). */
  across?: MatchState,
): Promise<{ fresh: ParsedExecution[]; duplicates: number }> {
  if (!executions.length) return { fresh: [], duplicates: 0 };
  const except = across?.batchId ?? null;
  const ids = [...new Set(executions.map((e) => e.brokerExecutionId).filter((id): id is string => !!id))];
  const known = new Set<string>();
  // In slices: a 1,000,000-id parameter array would make one statement grow with the file.
  for (let at = 0; at < ids.length; at += MATCH_SLICE) {
    const rows: { id: string }[] = await manager.query(KNOWN_BROKER_EXECUTION_IDS, [
      owner.userId,
      owner.accountId,
      ids.slice(at, at + MATCH_SLICE),
      except,
    ]);
    rows.forEach((r) => known.add(r.id));
  }
  const withoutId = executions.filter((e) => !e.brokerExecutionId);
  const counts = new Map<string, number>();
  if (withoutId.length) {
    // Time windows of at most MATCH_SLICE of the file's fills, cut at whole seconds (the key's
    // unit) so the windows never overlap: each stored fill is counted once, and no statement reads
    // a range that grows with the file.
    const seconds = withoutId.map((e) => secondOf(e.executedAt)).sort((x, y) => x - y);
    const keys = [...new Set(withoutId.map((e) => e.instrument.key))];
    for (let at = 0; at < seconds.length;) {
      let end = Math.min(at + MATCH_SLICE, seconds.length);
      while (end < seconds.length && seconds[end] === seconds[end - 1]) end += 1;
      const from = seconds[at];
      const until = end < seconds.length ? seconds[end] : seconds[seconds.length - 1] + 1;
      const rows: { k: string; s: string; side: string; q: string; p: string; n: string }[] = await manager.query(
        STORED_FILL_COUNTS,
        [owner.accountId, keys, new Date(from * 1000), new Date(until * 1000), owner.userId, except],
      );
      for (const r of rows) counts.set(tupleKey(r.k, Number(r.s), r.side, normal(r.q), normal(r.p)), Number(r.n));
      at = end;
    }
  }
  const fresh: ParsedExecution[] = [];
  let duplicates = 0;
  const seenIds = across?.seenIds ?? new Set<string>();
  const used = across?.used ?? new Map<string, number>();
  for (const e of executions) {
    if (e.brokerExecutionId) {
      // A second row with the same id in one file is the same fill (parsers merge real split fills first).
      if (known.has(e.brokerExecutionId) || seenIds.has(e.brokerExecutionId)) duplicates += 1;
      else {
        seenIds.add(e.brokerExecutionId);
        fresh.push(e);
      }
      continue;
    }
    // Nothing stored in the file's windows (a new account, new instruments): no key to build.
    if (!counts.size) {
      fresh.push(e);
      continue;
    }
    const key = tupleKey(e.instrument.key, secondOf(e.executedAt), e.side, normal(e.quantity), normal(e.price));
    const taken = used.get(key) ?? 0;
    if ((counts.get(key) ?? 0) > taken) {
      used.set(key, taken + 1);
      duplicates += 1;
    } else fresh.push(e);
  }
  return { fresh, duplicates };
}

/**
 * What matching a file slice by slice carries from one slice to the next: the batch whose rows the
 * queries leave out (its earlier slices are already written), the stored fills already counted
 * against the file (each absorbs one row, file-wide), and the broker ids seen.
 */
export interface MatchState {
  /** Null: nothing of the file is written yet (a preview). */
  batchId: string | null;
  used: Map<string, number>;
  seenIds: Set<string>;
}

export const matchState = (batchId: string | null): MatchState => ({ batchId, used: new Map(), seenIds: new Set() });

/** NUMERIC text without trailing zeros, as decimal.js prints it (150.000000000000 → 150). */
function normal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The columns of a fill as COPY writes them, in the order of `executionRow`. */
export const EXECUTION_COLUMNS = [
  'id',
  'user_id',
  'account_id',
  'import_batch_id',
  'instrument_key',
  'symbol',
  'market',
  'side',
  'position_effect',
  'quantity',
  'price',
  'commission',
  'other_fees',
  'currency',
  'multiplier',
  'executed_at',
  'raw_executed_at',
  'broker_execution_id',
  'broker_order_id',
  'source_row',
  'source_sequence',
  'value',
  'fx_rate',
  'fx_source',
];

/** The batch's own columns of every line (user, account, batch), escaped once per batch. */
export function ownerFields(owner: { userId: string; accountId: string; batchId: string }): string {
  return `${copyField(owner.userId)}\t${copyField(owner.accountId)}\t${copyField(owner.batchId)}`;
}

/**
 * One fill as a line of COPY text, in EXECUTION_COLUMNS order (the import's COPY, and
 * bench:import's floor). Built directly, 100,000 times per import: no array of values per row.
 * Decimals, enums, the ISO time and the row numbers cannot hold a tab, newline or backslash (the
 * parsers make them); the broker's own text goes through copyField.
 */
export function executionLine(id: string, owner: string, e: ParsedExecution): string {
  const nullable = (value: string | null) => (value === null ? '\\N' : copyField(value));
  return (
    `${id}\t${owner}\t${copyField(e.instrument.key)}\t${copyField(e.instrument.symbol)}\t${e.instrument.market}\t` +
    `${e.side}\t${e.positionEffect ?? '\\N'}\t${e.quantity}\t${e.price}\t${e.commission}\t${e.otherFees}\t` +
    `${nullable(e.currency)}\t${e.multiplier}\t${e.executedAt.toISOString()}\t${copyField(e.rawExecutedAt)}\t` +
    `${nullable(e.brokerExecutionId)}\t${nullable(e.brokerOrderId)}\t${e.sourceRow}\t${e.sequence}\t` +
    `${e.value ?? '\\N'}\t${e.fxRate ?? '\\N'}\t${e.fxSource ?? '\\N'}`
  );
}

/**
 * Writes the fills with one streamed COPY (never one statement, let alone one ORM save, per row),
 * under `ids` (executionIds), so the caller can build the trades from the fills it holds instead
 * of reading them back. Calls `progress` with the count written so far.
 */
export async function insertExecutions(
  manager: EntityManager,
  owner: { userId: string; accountId: string; batchId: string },
  executions: ParsedExecution[],
  ids: string[],
  progress: (done: number) => Promise<void>,
): Promise<void> {
  const fields = ownerFields(owner);
  function* lines() {
    for (let i = 0; i < executions.length; i += 1) yield executionLine(ids[i], fields, executions[i]);
  }
  await copyLines(manager, 'executions', EXECUTION_COLUMNS, lines(), progress);
}

/**
 * New fills' ids, made before they are written (the trade rebuild links to them), in ascending
 * order (ordered-ids.ts): the import writes them in this order, so its index inserts append.
 */
export const executionIds = (executions: readonly unknown[]) => orderedIds(executions.length);

/**
 * Of these instruments, those the account already holds fills of (asked before the import writes
 * its own: the trade rebuild then reads the table only for these; fill-spill.ts).
 */
export async function instrumentsWithFills(
  manager: EntityManager,
  owner: { userId: string; accountId: string },
  keys: string[],
): Promise<string[]> {
  if (!keys.length) return [];
  const rows: { k: string }[] = await manager.query(INSTRUMENTS_WITH_FILLS, [owner.accountId, owner.userId, keys]);
  return rows.map((r) => r.k);
}
