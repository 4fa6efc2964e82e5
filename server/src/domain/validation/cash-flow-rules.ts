import { parseDateTimeInZone } from '../time/zoned-date-time';
import { DATE_RANGE_TEXT, isInstantInRange } from './dates';
import {
  decimalProblemMessage,
  isPositive,
  parseDecimal,
  type DecimalInput,
  type DecimalLimits,
} from './decimal-input';
import { checkText } from './text-input';

export const CASH_FLOW_KINDS = ['deposit', 'withdrawal', 'fee', 'interest'] as const;
export type CashFlowKind = (typeof CASH_FLOW_KINDS)[number];

/** The column is NUMERIC(24,8), like an account's initial balance and a trade's fees. */
export const CASH_AMOUNT: DecimalLimits = { scale: 8, integerDigits: 16 };
export const CASH_NOTE_MAX = 2000;

export const CASH_FLOW_MESSAGES = {
  kindRequired: 'Kind is required',
  kind: `Kind must be one of: ${CASH_FLOW_KINDS.join(', ')}`,
  amount: 'Amount must be greater than 0',
  occurredAtRequired: 'Date is required',
} as const;

export interface CashFlowDraft {
  kind?: string | null;
  amount?: DecimalInput;
  /** An instant, or a wall-clock date(-time) read in the user's zone ("2026-03-02" is its midnight). */
  occurredAt?: Date | string | null;
  note?: string | null;
}

export interface CashFlowValues {
  kind: CashFlowKind;
  /** Positive; the kind carries the sign. */
  amount: string;
  occurredAt: Date;
  note: string | null;
}

export type CashFlowCheck = { ok: true; values: CashFlowValues } | { ok: false; fieldErrors: Record<string, string> };

function checkOccurredAt(raw: CashFlowDraft['occurredAt'], zone: string, errors: Record<string, string>): Date | null {
  if (raw === null || raw === undefined || raw === '') {
    errors.occurredAt = CASH_FLOW_MESSAGES.occurredAtRequired;
    return null;
  }
  const date = raw instanceof Date ? raw : parseDateTimeInZone(String(raw).slice(0, 64), zone);
  if (!date || Number.isNaN(date.getTime())) errors.occurredAt = 'Date must be a valid date';
  else if (!isInstantInRange(date)) errors.occurredAt = `Date must be ${DATE_RANGE_TEXT}`;
  else return date;
  return null;
}

/** Validates a whole cash flow, worded like the trade rules (spec section 5). */
export function checkCashFlow(draft: CashFlowDraft, zone = 'UTC'): CashFlowCheck {
  const errors: Record<string, string> = {};
  const kind = draft.kind ?? '';
  if (!kind) errors.kind = CASH_FLOW_MESSAGES.kindRequired;
  else if (!(CASH_FLOW_KINDS as readonly string[]).includes(kind)) errors.kind = CASH_FLOW_MESSAGES.kind;
  const parsed = parseDecimal(draft.amount, CASH_AMOUNT);
  let amount: string | null = null;
  if (!parsed.ok)
    errors.amount =
      parsed.problem === 'not-a-number'
        ? CASH_FLOW_MESSAGES.amount
        : decimalProblemMessage('Amount', parsed.problem, CASH_AMOUNT.scale);
  else if (parsed.value === null || !isPositive(parsed.value)) errors.amount = CASH_FLOW_MESSAGES.amount;
  else amount = parsed.value;
  const occurredAt = checkOccurredAt(draft.occurredAt, zone, errors);
  const note = checkText(draft.note, 'note', 'Note', CASH_NOTE_MAX, errors);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { kind: kind as CashFlowKind, amount: amount!, occurredAt: occurredAt!, note } };
}
