import Decimal from 'decimal.js';
import type { TradeEntity } from '../../db/entities';
import { parseDateTimeInZone } from '../../domain/time/zoned-date-time';
import type { TradeInput } from './trades.service';

export const IMPORTED_TRADE_MESSAGES = {
  fieldLocked: 'Imported trades take this from their executions; undo the import to change it',
  deleteLocked: 'Imported trades come from their executions; undo the import to remove this trade',
} as const;

type Locked =
  | 'symbol'
  | 'market'
  | 'tradeType'
  | 'entryPrice'
  | 'exitPrice'
  | 'quantity'
  | 'multiplier'
  | 'fees'
  | 'entryDate'
  | 'exitDate';
const TEXT: Locked[] = ['symbol', 'market', 'tradeType'];
const DECIMALS: Locked[] = ['entryPrice', 'exitPrice', 'quantity', 'multiplier', 'fees'];
const DATES: Locked[] = ['entryDate', 'exitDate'];

function sameDecimal(sent: unknown, stored: string | null): boolean {
  if (sent === null || sent === '') return stored === null;
  try {
    return stored !== null && new Decimal(String(sent).trim()).equals(stored);
  } catch {
    return false;
  }
}

function sameDate(sent: unknown, stored: Date | null, zone: string): boolean {
  if (sent === null || sent === '') return stored === null;
  const date = sent instanceof Date ? sent : parseDateTimeInZone(String(sent).slice(0, 64), zone);
  return !!date && stored !== null && date.getTime() === stored.getTime();
}

/**
 * What an update may not change on an imported trade: the values its executions give it (a
 * rebuild would overwrite them). Sending a value equal to the stored one is no change, so an edit
 * form that posts every field can still save the journal fields. Returns field → message.
 */
export function lockedChanges(trade: TradeEntity, input: TradeInput, zone: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const lock = (field: string) => (errors[field] = IMPORTED_TRADE_MESSAGES.fieldLocked);
  for (const f of TEXT) {
    const sent = input[f];
    if (
      sent !== undefined &&
      String(sent ?? '')
        .trim()
        .toUpperCase() !== String(trade[f]).toUpperCase()
    )
      lock(f);
  }
  for (const f of DECIMALS) if (input[f] !== undefined && !sameDecimal(input[f], trade[f] as string | null)) lock(f);
  for (const f of DATES) if (input[f] !== undefined && !sameDate(input[f], trade[f] as Date | null, zone)) lock(f);
  // `result: open` clears the exit, which only the executions may do.
  if (input.result === 'open' && trade.exitPrice !== null) lock('exitPrice');
  return errors;
}
