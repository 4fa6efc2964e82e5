import Decimal from 'decimal.js';
import type { TradeEntity } from '../../db/entities';
import {
  decimalProblemMessage,
  isPositive,
  parseDecimal,
  type DecimalInput,
} from '../../domain/validation/decimal-input';
import { PRICE } from '../../domain/validation/trade-rules';

/**
 * The initial stop and planned target of a trade (issue 33 item 1): the risk and target as set at
 * entry, the basis of R (domain/r-multiple.ts). stopLoss stays the current stop: moving it never
 * changes the initial stop.
 *
 * - Created: the form's (or the API's) initial stop; none sent → the stop loss sent (the first stop
 *   entered).
 * - Edited: a change of the initial stop or the planned target is allowed only while the trade has
 *   no exit (the stored trade: no exit price); every change keeps a revision like any other edit
 *   (trade_revisions). Setting one the trade never had is not a change of it: a trade without an
 *   initial stop takes the first stop entered (initialStop, else stopLoss) whenever it comes.
 */
export interface InitialRiskDraft {
  initialStop?: DecimalInput;
  plannedTarget?: DecimalInput;
}

export interface InitialRiskValues {
  initialStop: string | null;
  plannedTarget: string | null;
}

export const INITIAL_RISK_MESSAGES = {
  initialStop: 'Initial stop must be greater than 0',
  plannedTarget: 'Planned target must be greater than 0',
  initialStopLocked: 'The initial stop cannot change once the trade has an exit',
  plannedTargetLocked: 'The planned target cannot change once the trade has an exit',
} as const;

type Field = keyof InitialRiskDraft;
const LABELS: Record<Field, string> = { initialStop: 'Initial stop', plannedTarget: 'Planned target' };

/** The fields sent, parsed (undefined: not sent; null: sent empty). */
function parsed(draft: InitialRiskDraft, errors: Record<string, string>): Partial<InitialRiskValues> {
  const out: Partial<InitialRiskValues> = {};
  for (const field of ['initialStop', 'plannedTarget'] as const) {
    const raw = draft[field];
    if (raw === undefined) continue;
    const check = parseDecimal(raw, PRICE);
    if (!check.ok) {
      errors[field] =
        check.problem === 'not-a-number'
          ? INITIAL_RISK_MESSAGES[field]
          : decimalProblemMessage(LABELS[field], check.problem, PRICE.scale);
      continue;
    }
    if (check.value !== null && !isPositive(check.value)) errors[field] = INITIAL_RISK_MESSAGES[field];
    else out[field] = check.value;
  }
  return out;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : new Decimal(a!).equals(b!);

/** A new trade's initial stop and target; `stopLoss` is the checked stop loss of the same input. */
export function initialRiskOnCreate(
  draft: InitialRiskDraft,
  stopLoss: string | null,
  errors: Record<string, string>,
): InitialRiskValues {
  const sent = parsed(draft, errors);
  return { initialStop: sent.initialStop ?? stopLoss, plannedTarget: sent.plannedTarget ?? null };
}

/**
 * An edited trade's initial stop and target: `stored` is the trade before the edit, `stopLoss` its
 * stop loss after it. Refusals land in `errors` under the field's name.
 */
export function initialRiskOnUpdate(
  stored: Pick<TradeEntity, 'initialStop' | 'plannedTarget' | 'exitPrice'>,
  draft: InitialRiskDraft,
  stopLoss: string | null,
  errors: Record<string, string>,
): InitialRiskValues {
  const sent = parsed(draft, errors);
  const hasExit = stored.exitPrice !== null;
  const next = (field: Field, locked: string, fallback: string | null): string | null => {
    const current = stored[field];
    const value = sent[field];
    if (value === undefined || same(value, current)) return current ?? fallback;
    if (current !== null && hasExit) {
      errors[field] = locked;
      return current;
    }
    return value; // null: cleared while the trade is open
  };
  return {
    initialStop: next('initialStop', INITIAL_RISK_MESSAGES.initialStopLocked, stopLoss),
    plannedTarget: next('plannedTarget', INITIAL_RISK_MESSAGES.plannedTargetLocked, null),
  };
}
