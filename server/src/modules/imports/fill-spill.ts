import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exact, plus, text, type Exact } from '../../domain/executions/exact';
import type { EntityManager } from 'typeorm';
import type { ParsedExecution } from './parsers/types';
import {
  applyRebuild,
  loadRebuildState,
  planRebuild,
  readExecutions,
  type ExecutionRow,
  type RebuildCounts,
  type RebuildOwner,
} from './trade-rebuild';
import type { StagedWrites } from './staged-writes';

/** Where an instrument's fills lie in the spill file: [offset, length] pairs, a run per slice. */
interface Runs {
  symbol: string;
  market: string;
  ranges: number[];
}

/** NUMERIC(p, `scale`) as PostgreSQL stores `value`: rounded half away from zero past the scale. */
export function atScale(value: string, scale: number): string {
  const dot = value.indexOf('.');
  if (PLAIN.test(value) && (dot === -1 || value.length - dot - 1 <= scale)) return value;
  const e = exact(value);
  if (e.scale <= scale) return text(e);
  const unit = 10n ** BigInt(e.scale - scale);
  let q = e.n / unit;
  const r = e.n - q * unit;
  if ((r < 0n ? -r : r) * 2n >= unit) q += e.n < 0n ? -1n : 1n;
  return text({ n: q, scale } satisfies Exact);
}
const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** Text without tabs, line breaks or backslashes (and back), for the spill's one line per fill. */
const ESCAPED = /[\\\t\n\r]/;
const escapeField = (s: string) =>
  ESCAPED.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;
const unescapeField = (s: string) =>
  s.includes('\\')
    ? s.replace(/\\(.)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c))
    : s;

/**
 * The fills an import has written, kept on local disk as compact lines while their COPY runs, so
 * the trade rebuild reads them from here instead of from PostgreSQL (a million fills read back
 * cost about a third of the import: the query, pg's row parsing, a JS object per column). One line
 * per fill with what the rebuild needs, the values as the table stores them (NUMERIC scales
 * applied, commission + other fees summed), grouped by instrument within each slice; an index of
 * byte ranges per instrument. The file is unlinked as soon as it is open: a crash leaves nothing,
 * and the batch, rerun from the start, spills again.
 */
export class FillSpill {
  private file: fs.FileHandle | null = null;
  private size = 0;
  private readonly runs = new Map<string, Runs>();
  /** Fills numbered bottom-up after the parse (a newest-first file): sequence → count − 1 − sequence. */
  private flipCount: number | null = null;

  private constructor(private readonly batchMs: string) {}

  static async open(batchMs: string): Promise<FillSpill> {
    const spill = new FillSpill(batchMs);
    const name = path.join(os.tmpdir(), `candlog-import-spill-${randomUUID()}`);
    spill.file = await fs.open(name, 'wx+', 0o600);
    await fs.unlink(name);
    return spill;
  }

  /** Appends one slice's new fills (sorted by instrument) under their ids. */
  async add(fills: readonly ParsedExecution[], ids: readonly string[]): Promise<void> {
    if (!fills.length || !this.file) return;
    const chunks: string[] = [];
    let runKey: string | null = null;
    let runFirst = 0;
    let runLines: string[] = [];
    let offset = this.size;
    const endRun = () => {
      if (runKey === null) return;
      const chunk = `${runLines.join('\n')}\n`;
      const length = Buffer.byteLength(chunk);
      let runs = this.runs.get(runKey);
      if (!runs) {
        const { symbol, market } = fills[runFirst].instrument;
        runs = { symbol, market, ranges: [] };
        this.runs.set(runKey, runs);
      }
      runs.ranges.push(offset, length);
      offset += length;
      chunks.push(chunk);
      runLines = [];
    };
    for (let i = 0; i < fills.length; i += 1) {
      const e = fills[i];
      if (e.instrument.key !== runKey) {
        endRun();
        runKey = e.instrument.key;
        runFirst = i;
      }
      runLines.push(spillLine(ids[i], e));
    }
    endRun();
    const bytes = Buffer.from(chunks.join(''));
    await this.file.write(bytes, 0, bytes.length, this.size);
    this.size += bytes.length;
  }

  /** Forgets instruments the import refused (their fills were deleted from the table). */
  drop(keys: readonly string[]): void {
    for (const key of keys) this.runs.delete(key);
  }

  flip(count: number): void {
    this.flipCount = count;
  }

  /** The spilled fills of these instruments, as the rebuild reads stored executions. */
  async read(keys: readonly string[]): Promise<ExecutionRow[]> {
    const rows: ExecutionRow[] = [];
    for (const key of keys) {
      const runs = this.runs.get(key);
      if (!runs || !this.file) continue;
      for (let r = 0; r < runs.ranges.length; r += 2) {
        const bytes = Buffer.allocUnsafe(runs.ranges[r + 1]);
        await this.file.read(bytes, 0, bytes.length, runs.ranges[r]);
        const lines = bytes.toString('utf8').split('\n');
        // The last line ends the run: the text after its newline is empty.
        for (let i = 0; i < lines.length - 1; i += 1) rows.push(this.row(key, runs, lines[i]));
      }
    }
    return rows;
  }

  private row(key: string, runs: Runs, line: string): ExecutionRow {
    const f = line.split('\t');
    const sequence = Number(f[7]);
    return {
      id: f[0],
      instrument_key: key,
      symbol: runs.symbol,
      market: runs.market,
      side: f[1] === 'b' ? 'buy' : 'sell',
      quantity: f[2],
      price: f[3],
      fees: f[4],
      multiplier: f[5],
      executed_at: new Date(Number(f[6])),
      position_effect: f[8] === 'o' ? 'open' : f[8] === 'c' ? 'close' : null,
      batch_ms: this.batchMs,
      source_sequence: this.flipCount === null ? sequence : this.flipCount - 1 - sequence,
      value: f[9] === '' ? null : f[9],
      currency: f[10] === '' ? null : unescapeField(f[10].slice(1)),
      fx_rate: f[11] === '' ? null : f[11],
    };
  }

  async close(): Promise<void> {
    const file = this.file;
    this.file = null;
    this.runs.clear();
    await file?.close();
  }
}

/**
 * One fill as a spill line: id, side, quantity, price, fees, multiplier, time (ms), sequence,
 * position effect, value, currency (prefixed, so '' is null and '=' an empty text), fx rate.
 */
function spillLine(id: string, e: ParsedExecution): string {
  const commission = atScale(e.commission, 8);
  const other = atScale(e.otherFees, 8);
  const fees = other === '0' ? commission : text(plus(exact(commission), exact(other)));
  return (
    `${id}\t${e.side === 'buy' ? 'b' : 's'}\t${atScale(e.quantity, 12)}\t${atScale(e.price, 12)}\t${fees}\t` +
    `${atScale(e.multiplier, 8)}\t${e.executedAt.getTime()}\t${e.sequence}\t` +
    `${e.positionEffect === 'open' ? 'o' : e.positionEffect === 'close' ? 'c' : ''}\t${e.value ?? ''}\t` +
    `${e.currency === null ? '' : `=${escapeField(e.currency)}`}\t${e.fxRate == null ? '' : atScale(e.fxRate, 12)}`
  );
}

/**
 * Rebuilds the trades of some instruments as rebuildInstruments does (read, plan, apply), the
 * batch's own fills read from the spill; only instruments the account held fills of before the
 * import (`withFills`) also read the table, for those of other batches.
 */
export async function rebuildFromSpill(
  manager: EntityManager,
  owner: RebuildOwner & { batchId: string },
  instrumentKeys: string[],
  spill: FillSpill,
  withFills: ReadonlySet<string>,
  stage: StagedWrites,
): Promise<RebuildCounts> {
  const older = instrumentKeys.filter((k) => withFills.has(k));
  const executions = [
    ...(await readExecutions(manager, owner, older, owner.batchId)),
    ...(await spill.read(instrumentKeys)),
  ];
  const state = await loadRebuildState(manager, owner, instrumentKeys);
  return applyRebuild(manager, owner, state, await planRebuild(state, executions), stage);
}
