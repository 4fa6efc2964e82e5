// The breakeven tolerance (issue 33 item 2; docs/positions.md "Breakeven tolerance"). Net P&L
// within ± the tolerance (inclusive) is a breakeven. Design: `trades.result` honours the user's
// tolerance when written (the trades trigger db/sql/trades_result_by_tolerance.sql, and
// domain/trade-pnl.ts deriveResult for the answer), and saving a new tolerance re-classifies the
// user's closed trades in the same transaction; every count of wins, losses and breakevens
// (the rollups, the per-trade statements) reads `result`, so the figures stay exact without a
// per-request recomputation and the rollups need no key for the setting.
import Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import { decimalProblemMessage, parseDecimal, type DecimalInput } from '../../domain/validation/decimal-input';
import { ValidationError } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { GET_BREAKEVEN, LOCK_USER_TRADES, RECLASSIFY_RESULTS, SAVE_BREAKEVEN } from './queries/breakeven.queries';
import type { SqlRunner } from './settings.service';

export const BREAKEVEN_MODES = ['money', 'ticks'] as const;
export type BreakevenMode = (typeof BREAKEVEN_MODES)[number];

/** `value` an exact decimal string ≥ 0: money in each trade's account currency, or ticks. */
export interface BreakevenTolerance {
  mode: BreakevenMode;
  value: string;
}

export interface BreakevenDraft {
  mode?: string | null;
  value?: DecimalInput;
}

/** Today's behaviour: a breakeven is exactly 0 net. */
export const DEFAULT_BREAKEVEN: BreakevenTolerance = { mode: 'money', value: '0' };

/** NUMERIC(20,8), like the goals' money. */
const LIMITS = { scale: 8, integerDigits: 12 };

export const BREAKEVEN_MESSAGES = {
  mode: 'Mode must be "money" or "ticks"',
  ticks:
    'A tolerance in ticks needs a tick size for each instrument, and Candlog keeps none yet: set the tolerance in money',
} as const;

/**
 * The mode and value sent (both required). Ticks are refused for now: no instrument carries a
 * tick size (domain/instruments/contract-specs.ts has multipliers only), and guessing one would
 * classify trades wrongly; the mode stays in the contract for when tick sizes exist.
 */
export function checkBreakeven(draft: BreakevenDraft): BreakevenTolerance {
  const errors: Record<string, string> = {};
  const mode = draft.mode;
  if (mode !== 'money' && mode !== 'ticks') errors.mode = BREAKEVEN_MESSAGES.mode;
  else if (mode === 'ticks') errors.mode = BREAKEVEN_MESSAGES.ticks;
  const parsed = parseDecimal(draft.value, LIMITS);
  let value = '0';
  if (!parsed.ok) errors.value = decimalProblemMessage('Tolerance', parsed.problem, LIMITS.scale);
  else if (parsed.value === null) errors.value = 'Tolerance is required';
  else if (new Decimal(parsed.value).isNegative() && !new Decimal(parsed.value).isZero())
    errors.value = 'Tolerance must be at least 0';
  else value = new Decimal(parsed.value).toFixed();
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { mode: mode as BreakevenMode, value };
}

/** Trims NUMERIC's trailing zeros: "1.00000000" → "1". */
const tidy = (row: BreakevenTolerance | undefined): BreakevenTolerance =>
  row ? { mode: row.mode, value: new Decimal(row.value).toFixed() } : DEFAULT_BREAKEVEN;

export async function getBreakeven(db: SqlRunner, userId: string): Promise<BreakevenTolerance> {
  const rows: BreakevenTolerance[] = await db.query(GET_BREAKEVEN, [userId]);
  return tidy(rows[0]);
}

/** The tolerance in money that trade writes classify with (deriveResult's second argument). */
export async function breakevenMoney(db: SqlRunner, userId: string): Promise<string> {
  const t = await getBreakeven(db, userId);
  return t.mode === 'money' ? t.value : '0';
}

/** Saves the tolerance and re-classifies the viewer's closed trades, in one transaction. */
export async function saveBreakeven(
  db: DataSource,
  viewer: Viewer,
  draft: BreakevenDraft,
): Promise<BreakevenTolerance & { reclassified: number }> {
  const tolerance = checkBreakeven(draft);
  return db.transaction(async (m) => {
    await m.query(LOCK_USER_TRADES, [viewer.id]);
    const rows: BreakevenTolerance[] = await m.query(SAVE_BREAKEVEN, [viewer.id, tolerance.mode, tolerance.value]);
    const [{ n }]: { n: number }[] = await m.query(RECLASSIFY_RESULTS, [viewer.id, tolerance.value]);
    return { ...tidy(rows[0]), reclassified: n };
  });
}
