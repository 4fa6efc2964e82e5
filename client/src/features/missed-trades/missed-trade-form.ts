// The missed-trade form: what a trader types ↔ the MissedTradeInput the server checks. The
// server's rules and messages are the contract (missed-trade-rules.ts); these catch the obvious
// before a round trip, with the same wording.
import { object, string } from 'yup';
import type { MissedTradeInput, MissedTradeRow_MissedTradeFragment } from '../../__generated__/graphql';
import { instantToLocalIso, localIsoToInstant, nowLocalIso } from '../../components/date-time-picker/date-time-math';
import { decimalProblem, decimalProblemMessage, plainDecimal, type DecimalLimits } from '../../lib/decimal-text';

/** The column is NUMERIC(12,4), as on the server (PLANNED_R). */
export const PLANNED_R: DecimalLimits = { scale: 4, integerDigits: 8 };
export const SYMBOL_MAX = 32;
export const NOTE_MAX = 2000;

export interface MissedTradeFormValues {
  /** '' for none. */
  playbookId: string;
  symbol: string;
  /** "YYYY-MM-DDTHH:mm", a wall time in the profile's zone. */
  time: string;
  /** As typed, so the exact decimal reaches the server. */
  plannedR: string;
  note: string;
}

export function emptyMissedTradeForm(zone: string, playbookId = '', now = new Date()): MissedTradeFormValues {
  return { playbookId, symbol: '', time: nowLocalIso(now, zone), plannedR: '', note: '' };
}

export function missedTradeFormOf(m: MissedTradeRow_MissedTradeFragment, zone: string): MissedTradeFormValues {
  return {
    playbookId: m.playbookId ?? '',
    symbol: m.symbol,
    time: instantToLocalIso(m.time, zone),
    plannedR: m.plannedR,
    note: m.note ?? '',
  };
}

export const missedTradeSchema = object({
  playbookId: string(),
  symbol: string()
    .trim()
    .required('Symbol is required')
    .max(SYMBOL_MAX, `Symbol must be at most ${SYMBOL_MAX} characters`),
  time: string().required('Time is required'),
  plannedR: string()
    .trim()
    .required('Planned R is required')
    .test('decimal', '', function plannedRFits(value) {
      const problem = decimalProblem(value ?? '', PLANNED_R);
      return !problem || this.createError({ message: decimalProblemMessage('Planned R', problem, PLANNED_R.scale) });
    }),
  note: string().max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`),
});

/**
 * The input for the server: the wall time read in `zone` (a DST-skipped time moves forward, as
 * everywhere). Editing without touching the time keeps the stored instant, seconds included.
 */
export function toMissedTradeInput(
  values: MissedTradeFormValues,
  zone: string,
  original?: MissedTradeRow_MissedTradeFragment,
): MissedTradeInput {
  const unchanged = original && instantToLocalIso(original.time, zone) === values.time;
  return {
    playbookId: values.playbookId || null,
    symbol: values.symbol.trim().toUpperCase(),
    time: unchanged ? original.time : localIsoToInstant(values.time, zone),
    plannedR: plainDecimal(values.plannedR) ?? values.plannedR.trim(),
    note: values.note.trim() || null,
  };
}
