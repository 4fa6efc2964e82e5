// Trade form state rules (spec section 4, "Trade form") and the payload they send (section 5).
// Dates are wall times in the profile's zone (`zone`), the one clock every screen uses: the table
// and the form show an imported 10:25 fill as 10:25 whatever zone the browser runs in.
import type { EmotionalTag, Market, TradeFormFieldsFragment, TradeInput, TradeType } from '../../__generated__/graphql';
import { instantToLocalIso, localIsoToInstant, nowLocalIso } from '../../components/date-time-picker/date-time-math';
import { contractMultiplier, userContractMultiplier, type MultiplierOverrides } from '../../lib/contract-specs';
import { plainDecimal } from '../../lib/decimal-text';
import { unitsOf, type QuantityUnit } from './forex-lots';

export const MARKETS: readonly Market[] = ['forex', 'crypto', 'stocks', 'commodities', 'indices', 'futures', 'options'];
export const TRADE_TYPES: readonly TradeType[] = ['long', 'short'];
export const EMOTIONAL_TAGS: readonly EmotionalTag[] = [
  'confident',
  'fearful',
  'disciplined',
  'impulsive',
  'patient',
  'anxious',
  'focused',
  'distracted',
];

export interface TradeFormValues {
  market: Market | '';
  symbol: string;
  tradeType: TradeType;
  entryPrice: string;
  exitPrice: string;
  quantity: string;
  /** Forex only: what `quantity` counts — units (what is stored) or lots, converted on save. */
  quantityUnit: QuantityUnit;
  /** Contract size; prefilled from the contract table when the symbol changes, editable. */
  multiplier: string;
  entryDate: string;
  exitDate: string;
  /** The current stop (free to move). */
  stopLoss: string;
  /** The stop as set at entry: the basis of R (empty: the stop loss is taken). */
  initialStop: string;
  plannedTarget: string;
  fees: string;
  notes: string;
  emotionalTags: EmotionalTag[];
  /** 'Trade is still open' */
  isOpen: boolean;
}

/** A new trade starts closed, with no result, the entry date set to now (in `zone`) and type long. */
export function newTradeValues(now = new Date(), zone?: string): TradeFormValues {
  return {
    market: '',
    symbol: '',
    tradeType: 'long',
    entryPrice: '',
    exitPrice: '',
    quantity: '',
    quantityUnit: 'units',
    multiplier: '',
    entryDate: nowLocalIso(now, zone),
    exitDate: '',
    stopLoss: '',
    initialStop: '',
    plannedTarget: '',
    fees: '',
    notes: '',
    emotionalTags: [],
    isOpen: false,
  };
}

/** When editing, a trade counts as open if its result is open or it has neither exit price nor exit date. */
export function isTradeOpen(trade: Pick<TradeFormFieldsFragment, 'result' | 'exitPrice' | 'exitDate'>): boolean {
  return trade.result === 'open' || (!trade.exitPrice && !trade.exitDate);
}

export function valuesFromTrade(trade: TradeFormFieldsFragment, zone?: string): TradeFormValues {
  const open = isTradeOpen(trade);
  return {
    market: trade.market,
    symbol: trade.symbol,
    tradeType: trade.tradeType,
    entryPrice: trade.entryPrice,
    exitPrice: open ? '' : (trade.exitPrice ?? ''),
    quantity: trade.quantity,
    quantityUnit: 'units',
    multiplier: trade.multiplier,
    entryDate: instantToLocalIso(trade.entryDate, zone),
    exitDate: open ? '' : instantToLocalIso(trade.exitDate, zone),
    stopLoss: trade.stopLoss ?? '',
    initialStop: trade.initialStop ?? '',
    plannedTarget: trade.plannedTarget ?? '',
    fees: trade.fees === '0' ? '' : trade.fees,
    notes: trade.notes ?? '',
    emotionalTags: [...trade.emotionalTags],
    isOpen: open,
  };
}

/** Ticking 'Trade is still open' clears the exit price and date (the exit fields are disabled). */
export function setStillOpen(values: TradeFormValues, open: boolean): TradeFormValues {
  return open ? { ...values, isOpen: true, exitPrice: '', exitDate: '' } : { ...values, isOpen: false };
}

/** Changing the market clears the symbol (symbols belong to a market), its contract size and any lot unit. */
export function setMarket(values: TradeFormValues, market: Market | ''): TradeFormValues {
  return market === values.market
    ? values
    : {
        ...values,
        market,
        symbol: '',
        multiplier: market === 'options' ? contractMultiplier('', market) : '',
        quantityUnit: 'units',
      };
}

/**
 * Picking a symbol prefills the multiplier: the user's own point value for a futures root (Settings),
 * else the contract table (ES 50, options 100, else 1).
 */
export function setSymbol(values: TradeFormValues, symbol: string, own: MultiplierOverrides = {}): TradeFormValues {
  return { ...values, symbol, multiplier: userContractMultiplier(symbol, values.market, own) };
}

export function toggleTag(tags: readonly EmotionalTag[], tag: EmotionalTag): EmotionalTag[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

// Formik hands <input type="number"> values over as numbers once edited: read every field as text.
// Exponent notation ("1.5e3", which number inputs accept) is written out: the API takes plain decimals.
const text = (v: unknown): string => {
  const typed = String(v ?? '').trim();
  return plainDecimal(typed) ?? typed;
};
const orNull = (s: unknown) => (text(s) === '' ? null : text(s));

/** An imported trade's prices, quantities and dates are its executions': only the journal is sent. */
export function toJournalInput(v: TradeFormValues): TradeInput {
  return {
    stopLoss: orNull(v.stopLoss),
    initialStop: orNull(v.initialStop),
    plannedTarget: orNull(v.plannedTarget),
    notes: v.notes.trim() || null,
    emotionalTags: v.emotionalTags,
  };
}

/**
 * The GraphQL input: symbol uppercased, empty exit values as null, an open trade as result open;
 * dates read in `zone`; a forex quantity typed in lots sent in units.
 */
export function toTradeInput(v: TradeFormValues, accountId: string | null, zone?: string): TradeInput {
  return {
    ...(accountId ? { accountId } : {}),
    market: v.market || null,
    symbol: v.symbol.trim().toUpperCase(),
    tradeType: v.tradeType,
    entryPrice: text(v.entryPrice),
    exitPrice: v.isOpen ? null : orNull(v.exitPrice),
    quantity: v.market === 'forex' ? unitsOf(text(v.quantity), v.quantityUnit) : text(v.quantity),
    multiplier: orNull(v.multiplier),
    entryDate: localIsoToInstant(v.entryDate, zone),
    exitDate: v.isOpen ? null : localIsoToInstant(v.exitDate, zone),
    stopLoss: orNull(v.stopLoss),
    initialStop: orNull(v.initialStop),
    plannedTarget: orNull(v.plannedTarget),
    fees: orNull(v.fees) ?? '0',
    notes: v.notes.trim() || null,
    emotionalTags: v.emotionalTags,
    result: v.isOpen ? 'open' : null,
  };
}
