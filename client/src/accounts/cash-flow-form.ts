// The Cash dialog's form: what a trader types ↔ the CashFlowInput the server checks (the server's
// rules and messages are the contract; these catch the obvious before a round trip).
import type { CashFlowInput, CashFlowItemFragment, CashFlowKind } from '../__generated__/graphql';
import { parseDateTimeInZone } from '../lib/zoned-time';

export const CASH_FLOW_KIND_LABELS: Record<CashFlowKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  fee: 'Fee / charge',
  interest: 'Interest / dividend',
};

export interface CashFlowFormValues {
  kind: CashFlowKind;
  amount: string;
  /** YYYY-MM-DD in the user's zone. */
  day: string;
  note: string;
}

/** The local calendar day of an instant in `zone`. */
export function dayInZone(iso: string | Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

export function emptyCashFlowForm(zone: string, now = new Date()): CashFlowFormValues {
  return { kind: 'deposit', amount: '', day: dayInZone(now, zone), note: '' };
}

export function cashFlowFormOf(flow: CashFlowItemFragment, zone: string): CashFlowFormValues {
  return { kind: flow.kind, amount: flow.amount, day: dayInZone(flow.occurredAt, zone), note: flow.note ?? '' };
}

export function checkCashFlowForm(values: CashFlowFormValues): Partial<Record<keyof CashFlowFormValues, string>> {
  const errors: Partial<Record<keyof CashFlowFormValues, string>> = {};
  const amount = Number(values.amount);
  if (values.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    errors.amount = 'Amount must be greater than 0';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) errors.day = 'Date is required';
  return errors;
}

/**
 * The flow's instant: noon of the chosen day in the user's zone (a day, not a time, is what a
 * statement gives; noon exists on every day, DST changes included). Editing without changing
 * the day keeps the stored instant.
 */
export function toCashFlowInput(
  values: CashFlowFormValues,
  zone: string,
  original?: CashFlowItemFragment,
): CashFlowInput {
  const sameDay = original && dayInZone(original.occurredAt, zone) === values.day;
  const occurredAt = sameDay ? original.occurredAt : parseDateTimeInZone(`${values.day}T12:00`, zone)?.toISOString();
  return { kind: values.kind, amount: values.amount.trim(), occurredAt, note: values.note.trim() || null };
}
