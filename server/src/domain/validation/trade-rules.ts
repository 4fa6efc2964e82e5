import { contractMultiplier } from '../instruments/contract-specs';
import { parseDateTimeInZone } from '../time/zoned-date-time';
import { computePnl, deriveResult } from '../trade-pnl';
import { DATE_RANGE_TEXT, isInstantInRange } from './dates';
import {
  decimalProblemMessage,
  isNegative,
  isPositive,
  parseDecimal,
  type DecimalInput,
  type DecimalLimits,
} from './decimal-input';
import { TEXT_LIMITS } from './limits';
import { checkText, textProblem } from './text-input';

export const MARKETS = ['forex', 'crypto', 'stocks', 'commodities', 'indices', 'futures', 'options'] as const;
export type Market = (typeof MARKETS)[number];
export const TRADE_TYPES = ['long', 'short'] as const;
export const EMOTIONAL_TAGS = [
  'confident',
  'fearful',
  'disciplined',
  'impulsive',
  'patient',
  'anxious',
  'focused',
  'distracted',
] as const;

/** Spec section 5 rules, worded as the spec words them. */
export const TRADE_MESSAGES = {
  marketRequired: 'Market is required',
  symbolRequired: 'Symbol is required',
  entryPrice: 'Entry price must be greater than 0',
  exitPrice: 'Exit price must be greater than 0',
  quantity: 'Quantity must be greater than 0',
  entryDateRequired: 'Entry date is required',
  fees: 'Fees cannot be negative',
  multiplier: 'Multiplier must be greater than 0',
  stopLoss: 'Stop loss must be greater than 0',
  exitBeforeEntry: 'Exit date cannot be before entry date',
} as const;

/** The columns' NUMERIC(precision, scale): prices, quantity, stop (30,12); multiplier (20,8); fees (24,8). */
export const PRICE: DecimalLimits = { scale: 12, integerDigits: 18 };
export const MULTIPLIER: DecimalLimits = { scale: 8, integerDigits: 12 };
export const FEES: DecimalLimits = { scale: 8, integerDigits: 16 };

export interface TradeDraft {
  symbol?: string | null;
  market?: string | null;
  tradeType?: string | null;
  entryPrice?: DecimalInput;
  exitPrice?: DecimalInput;
  quantity?: DecimalInput;
  multiplier?: DecimalInput;
  fees?: DecimalInput;
  stopLoss?: DecimalInput;
  entryDate?: Date | string | null;
  exitDate?: Date | string | null;
  notes?: string | null;
  emotionalTags?: readonly string[] | null;
  /** Only `open` means something: it clears the exit. */
  result?: string | null;
}

export interface TradeValues {
  symbol: string;
  market: (typeof MARKETS)[number];
  tradeType: (typeof TRADE_TYPES)[number];
  entryPrice: string;
  exitPrice: string | null;
  quantity: string;
  multiplier: string;
  fees: string;
  stopLoss: string | null;
  entryDate: Date;
  exitDate: Date | null;
  notes: string | null;
  emotionalTags: (typeof EMOTIONAL_TAGS)[number][];
  pnl: string | null;
  result: 'win' | 'loss' | 'breakeven' | 'open';
}

export type TradeCheck = { ok: true; values: TradeValues } | { ok: false; fieldErrors: Record<string, string> };

function toDate(raw: Date | string | null | undefined, zone: string): Date | null | 'invalid' | 'out-of-range' {
  if (raw === null || raw === undefined || raw === '') return null;
  const date = raw instanceof Date ? raw : parseDateTimeInZone(String(raw).slice(0, 64), zone);
  if (!date || Number.isNaN(date.getTime())) return 'invalid';
  return isInstantInRange(date) ? date : 'out-of-range';
}

function dateProblem(date: ReturnType<typeof toDate>, label: string): string | null {
  if (date === 'invalid') return `${label} must be a valid date`;
  if (date === 'out-of-range') return `${label} must be ${DATE_RANGE_TEXT}`;
  return null;
}

/** Notes are kept as written (not trimmed), null when blank; storable text of bounded length. */
export function checkNotes(notes: string | null | undefined, errors: Record<string, string>): string | null {
  if (!notes?.trim()) return null;
  const problem = textProblem(notes);
  if (problem) errors.notes = `Notes ${problem}`;
  else if (notes.length > TEXT_LIMITS.notes) errors.notes = `Notes must be at most ${TEXT_LIMITS.notes} characters`;
  return notes;
}

/** Emotional tags: only the eight spec values, each once, in the order given. */
export function checkEmotionalTags(tags: readonly string[] | null | undefined, errors: Record<string, string>) {
  const unknown = (tags ?? []).filter((t) => !(EMOTIONAL_TAGS as readonly string[]).includes(t));
  if (unknown.length)
    errors.emotionalTags = `Unknown emotional tag: ${unknown
      .map((t) => String(t).slice(0, 40))
      .join(', ')
      .slice(0, 200)}`;
  return [...new Set(tags ?? [])] as TradeValues['emotionalTags'];
}

function decimalField(
  raw: DecimalInput,
  limits: DecimalLimits,
  field: string,
  label: string,
  rule: { message: string; accept: (v: string) => boolean },
  errors: Record<string, string>,
): string | null {
  const parsed = parseDecimal(raw, limits);
  if (!parsed.ok) {
    errors[field] =
      parsed.problem === 'not-a-number' ? rule.message : decimalProblemMessage(label, parsed.problem, limits.scale);
    return null;
  }
  if (parsed.value !== null && !rule.accept(parsed.value)) errors[field] = rule.message;
  return parsed.value;
}

/** The stop loss alone: an imported trade's journal fields are checked without its executions' values. */
export function checkStopLoss(raw: DecimalInput, errors: Record<string, string>): string | null {
  return decimalField(
    raw,
    PRICE,
    'stopLoss',
    'Stop loss',
    { message: TRADE_MESSAGES.stopLoss, accept: isPositive },
    errors,
  );
}

/**
 * Validates a whole trade and derives what the server owns: symbol uppercased, the exit cleared
 * when the trade is open (no exit price, or result `open` sent), pnl and result computed.
 * Wall-clock date strings (no offset) are read in `zone`, the user's time zone.
 */
export function checkTrade(draft: TradeDraft, zone = 'UTC'): TradeCheck {
  const errors: Record<string, string> = {};
  const positive = (message: string) => ({ message, accept: isPositive });
  const market = draft.market ?? '';
  if (!market) errors.market = TRADE_MESSAGES.marketRequired;
  else if (!(MARKETS as readonly string[]).includes(market))
    errors.market = `Market must be one of: ${MARKETS.join(', ')}`;
  // Length judged after upper-casing: 'ß' becomes 'SS', and the column checks 1–32 characters.
  const symbol = (checkText(draft.symbol, 'symbol', 'Symbol', Number.MAX_SAFE_INTEGER, errors) ?? '').toUpperCase();
  if (!symbol && !errors.symbol) errors.symbol = TRADE_MESSAGES.symbolRequired;
  else if (symbol.length > TEXT_LIMITS.symbol && !errors.symbol)
    errors.symbol = `Symbol must be at most ${TEXT_LIMITS.symbol} characters`;
  const tradeType = draft.tradeType ?? 'long';
  if (!(TRADE_TYPES as readonly string[]).includes(tradeType)) errors.tradeType = 'Trade type must be long or short';
  const entryPrice = decimalField(
    draft.entryPrice,
    PRICE,
    'entryPrice',
    'Entry price',
    positive(TRADE_MESSAGES.entryPrice),
    errors,
  );
  if (entryPrice === null && !errors.entryPrice) errors.entryPrice = TRADE_MESSAGES.entryPrice;
  const quantity = decimalField(
    draft.quantity,
    PRICE,
    'quantity',
    'Quantity',
    positive(TRADE_MESSAGES.quantity),
    errors,
  );
  if (quantity === null && !errors.quantity) errors.quantity = TRADE_MESSAGES.quantity;
  const open = draft.result === 'open';
  const exitPrice = open
    ? null
    : decimalField(draft.exitPrice, PRICE, 'exitPrice', 'Exit price', positive(TRADE_MESSAGES.exitPrice), errors);
  // Without a multiplier the contract table decides (ES 50, options 100, stocks 1): a futures
  // trade stored at 1 would understate its P&L by the contract size.
  const multiplier =
    decimalField(
      draft.multiplier,
      MULTIPLIER,
      'multiplier',
      'Multiplier',
      positive(TRADE_MESSAGES.multiplier),
      errors,
    ) ?? contractMultiplier(symbol, market);
  const fees =
    decimalField(
      draft.fees,
      FEES,
      'fees',
      'Fees',
      { message: TRADE_MESSAGES.fees, accept: (v) => !isNegative(v) },
      errors,
    ) ?? '0';
  const stopLoss = decimalField(
    draft.stopLoss,
    PRICE,
    'stopLoss',
    'Stop loss',
    positive(TRADE_MESSAGES.stopLoss),
    errors,
  );
  const entryDate = toDate(draft.entryDate, zone);
  if (entryDate === null) errors.entryDate = TRADE_MESSAGES.entryDateRequired;
  const entryProblem = dateProblem(entryDate, 'Entry date');
  if (entryProblem) errors.entryDate = entryProblem;
  const rawExitDate = exitPrice === null ? null : toDate(draft.exitDate, zone);
  const exitProblem = dateProblem(rawExitDate, 'Exit date');
  if (exitProblem) errors.exitDate = exitProblem;
  else if (rawExitDate instanceof Date && entryDate instanceof Date && rawExitDate < entryDate)
    errors.exitDate = TRADE_MESSAGES.exitBeforeEntry;
  const emotionalTags = checkEmotionalTags(draft.emotionalTags, errors);
  const notes = checkNotes(draft.notes, errors);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const pnl = computePnl({
    tradeType: tradeType as 'long' | 'short',
    entryPrice: entryPrice!,
    exitPrice,
    quantity: quantity!,
    multiplier,
    fees,
  });
  return {
    ok: true,
    values: {
      symbol,
      market: market as TradeValues['market'],
      tradeType: tradeType as TradeValues['tradeType'],
      entryPrice: entryPrice!,
      exitPrice,
      quantity: quantity!,
      multiplier,
      fees,
      stopLoss,
      entryDate: entryDate as Date,
      exitDate: (rawExitDate as Date | null) ?? null,
      notes,
      emotionalTags,
      pnl,
      result: deriveResult(pnl),
    },
  };
}
