import type { EntityManager } from 'typeorm';
import { compare, exact } from '../../domain/executions/exact';
import {
  convertForAccount,
  type AccountExecutions,
  type AccountMoney,
  type ConversionLine,
  type MissingRate,
} from './fx-convert';
import type { ParsedExecution } from './parsers/types';

/** One slice converted: the executions to keep, and the instruments this slice refused first. */
export interface ConvertedSlice {
  executions: ParsedExecution[];
  /** Instrument keys refused for want of a rate, first met in this slice: their fills of earlier slices must go too. */
  newlyRefused: string[];
}

/**
 * The account-currency conversion (fx-convert.ts) of a file read a slice at a time
 * (parsers/stream-parse.ts): each slice is converted on its own — one statement for the user's
 * rates it needs — and the file-wide answer is what converting the whole file at once gives.
 * The conversions summary is merged across slices (same from, to and source: counts added, lowest
 * and highest rate kept); an instrument refused in any slice is refused whole: its fills in later
 * slices are dropped here, and the caller is told (`newlyRefused`) so it can drop those of earlier
 * slices (already written, or held by the preview). `missing` counts the instrument's executions
 * in the whole file, like the whole-file conversion does.
 */
export class FileConversion {
  private readonly lines = new Map<string, ConversionLine>();
  private readonly refused = new Map<string, MissingRate>();
  /** Executions per instrument in the file so far (a refused instrument's count). */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly manager: EntityManager,
    private readonly account: AccountMoney,
    /** The one conversion path (the import's and the preview's); a test may pass its own. */
    private readonly convert: (
      manager: EntityManager,
      account: AccountMoney,
      executions: readonly ParsedExecution[],
    ) => Promise<AccountExecutions> = convertForAccount,
  ) {}

  async slice(executions: readonly ParsedExecution[]): Promise<ConvertedSlice> {
    for (const e of executions) this.seen.set(e.instrument.key, (this.seen.get(e.instrument.key) ?? 0) + 1);
    const result = await this.convert(this.manager, this.account, executions);
    for (const line of result.conversions) this.addLine(line);
    const newlyRefused: string[] = [];
    for (const [key, m] of refusedOf(executions, result)) {
      if (this.refused.has(key)) continue;
      // The first slice that lacks a rate names it: its day is the file's first without one.
      this.refused.set(key, { ...m });
      newlyRefused.push(key);
    }
    return { executions: result.executions.filter((e) => !this.refused.has(e.instrument.key)), newlyRefused };
  }

  isRefused(instrumentKey: string): boolean {
    return this.refused.has(instrumentKey);
  }

  /** The currencies converted, merged across slices, in the order first met. */
  conversions(): ConversionLine[] {
    return [...this.lines.values()].map((l) => ({ ...l }));
  }

  /** The instruments refused, each with its executions in the whole file. */
  missing(): MissingRate[] {
    return [...this.refused].map(([key, m]) => ({ ...m, executions: this.seen.get(key) ?? m.executions }));
  }

  private addLine(line: ConversionLine): void {
    const key = `${line.from}|${line.to}|${line.source}`;
    const known = this.lines.get(key);
    if (!known) {
      this.lines.set(key, { ...line });
      return;
    }
    known.executions += line.executions;
    if (compare(exact(line.minRate), exact(known.minRate)) < 0) known.minRate = line.minRate;
    if (compare(exact(line.maxRate), exact(known.maxRate)) > 0) known.maxRate = line.maxRate;
  }
}

/**
 * The instruments a slice's conversion refused, by key: the conversion keeps every execution of
 * an instrument or none, so a key of the slice missing from its answer was refused; MissingRate
 * names it by symbol (two refused instruments sharing a symbol are paired in the order met).
 */
function refusedOf(executions: readonly ParsedExecution[], result: AccountExecutions): [string, MissingRate][] {
  if (!result.missing.length) return [];
  const kept = new Set(result.executions.map((e) => e.instrument.key));
  const left = [...result.missing];
  const out: [string, MissingRate][] = [];
  const done = new Set<string>();
  for (const e of executions) {
    const key = e.instrument.key;
    if (kept.has(key) || done.has(key)) continue;
    done.add(key);
    const at = left.findIndex((m) => m.symbol === e.instrument.symbol);
    if (at === -1) continue;
    out.push([key, left[at]]);
    left.splice(at, 1);
  }
  return out;
}

/** Adds a slice's duplicates (its executions not in `fresh`) to their instruments' counts. */
export function countDuplicates(
  counts: Map<string, number>,
  executions: readonly ParsedExecution[],
  fresh: readonly ParsedExecution[],
): void {
  if (executions.length === fresh.length) return;
  const isFresh = new Set(fresh);
  for (const e of executions) {
    if (!isFresh.has(e)) counts.set(e.instrument.key, (counts.get(e.instrument.key) ?? 0) + 1);
  }
}
