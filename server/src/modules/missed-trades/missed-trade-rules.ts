// A missed trade (issue 30 item 2): a setup seen but not taken, so hesitation shows in the figures.
import { parseDateTimeInZone } from '../../domain/time/zoned-date-time';
import { DATE_RANGE_TEXT, isInstantInRange } from '../../domain/validation/dates';
import {
  decimalProblemMessage,
  parseDecimal,
  type DecimalInput,
  type DecimalLimits,
} from '../../domain/validation/decimal-input';
import { checkText, TEXT_LIMITS } from '../../domain/validation/text-input';
import { isUuid } from '../../domain/validation/uuid';

/** The column is NUMERIC(12,4): planned R like "2", "1.5" or "-1" (a loss it would have been). */
export const PLANNED_R: DecimalLimits = { scale: 4, integerDigits: 8 };
export const MISSED_NOTE_MAX = 2000;

export interface MissedTradeDraft {
  playbookId?: string | null;
  symbol?: string | null;
  /** An instant, or a wall-clock date(-time) read in the user's zone. */
  time?: Date | string | null;
  plannedR?: DecimalInput;
  note?: string | null;
}

export interface MissedTradeValues {
  playbookId: string | null;
  symbol: string;
  time: Date;
  plannedR: string;
  note: string | null;
}

export type MissedTradeCheck =
  { ok: true; values: MissedTradeValues } | { ok: false; fieldErrors: Record<string, string> };

function checkTime(raw: MissedTradeDraft['time'], zone: string, errors: Record<string, string>): Date | null {
  if (raw === null || raw === undefined || raw === '') {
    errors.time = 'Time is required';
    return null;
  }
  const date = raw instanceof Date ? raw : parseDateTimeInZone(String(raw).slice(0, 64), zone);
  if (!date || Number.isNaN(date.getTime())) errors.time = 'Time must be a valid date';
  else if (!isInstantInRange(date)) errors.time = `Time must be ${DATE_RANGE_TEXT}`;
  else return date;
  return null;
}

/** Validates a whole missed trade; the symbol is uppercased like a trade's. */
export function checkMissedTrade(draft: MissedTradeDraft, zone = 'UTC'): MissedTradeCheck {
  const errors: Record<string, string> = {};
  let playbookId: string | null = null;
  if (draft.playbookId !== null && draft.playbookId !== undefined && draft.playbookId !== '') {
    if (isUuid(draft.playbookId)) playbookId = draft.playbookId.toLowerCase();
    else errors.playbookId = 'Playbook must be a playbook id';
  }
  const symbol = (checkText(draft.symbol, 'symbol', 'Symbol', Number.MAX_SAFE_INTEGER, errors) ?? '').toUpperCase();
  if (!symbol && !errors.symbol) errors.symbol = 'Symbol is required';
  else if (symbol.length > TEXT_LIMITS.symbol && !errors.symbol)
    errors.symbol = `Symbol must be at most ${TEXT_LIMITS.symbol} characters`;
  const time = checkTime(draft.time, zone, errors);
  const parsed = parseDecimal(draft.plannedR, PLANNED_R);
  let plannedR: string | null = null;
  if (!parsed.ok) errors.plannedR = decimalProblemMessage('Planned R', parsed.problem, PLANNED_R.scale);
  else if (parsed.value === null) errors.plannedR = 'Planned R is required';
  else plannedR = parsed.value;
  const note = checkText(draft.note, 'note', 'Note', MISSED_NOTE_MAX, errors);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { playbookId, symbol, time: time!, plannedR: plannedR!, note } };
}
