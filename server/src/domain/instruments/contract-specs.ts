/**
 * Contract sizes: the money one point of price moves per contract (the trade's `multiplier`).
 * One table for every caller — the trade form (which imports this file by relative path), the
 * REST/GraphQL default when a trade is sent without a multiplier, and the broker import (which keys
 * executions by `parseFuturesContract`).
 * Pure and dependency-free on purpose, so the client bundle can include it unchanged.
 *
 * Values are the exchanges' published contract multipliers (CME Group, CBOT, NYMEX, COMEX, ICE US,
 * Eurex, Cboe), written as decimal strings so money stays exact.
 */

export interface ContractSpec {
  /** Money per 1.0 of price, per contract. */
  multiplier: string;
  /** Currency the contract settles in. */
  currency: string;
  name: string;
}

const usd = (multiplier: string, name: string): ContractSpec => ({ multiplier, currency: 'USD', name });

/** Futures root symbols → contract spec. */
export const FUTURES_CONTRACTS: Readonly<Record<string, ContractSpec>> = {
  // Equity indices (CME, CBOT)
  ES: usd('50', 'E-mini S&P 500'),
  MES: usd('5', 'Micro E-mini S&P 500'),
  NQ: usd('20', 'E-mini Nasdaq-100'),
  MNQ: usd('2', 'Micro E-mini Nasdaq-100'),
  RTY: usd('50', 'E-mini Russell 2000'),
  M2K: usd('5', 'Micro E-mini Russell 2000'),
  YM: usd('5', 'E-mini Dow'),
  MYM: usd('0.5', 'Micro E-mini Dow'),
  EMD: usd('100', 'E-mini S&P MidCap 400'),
  NKD: usd('5', 'Nikkei 225 (USD)'),
  VX: usd('1000', 'Cboe VIX futures'),
  VXM: usd('100', 'Mini VIX futures'),
  // Energy (NYMEX)
  CL: usd('1000', 'Crude Oil WTI'),
  MCL: usd('100', 'Micro WTI Crude Oil'),
  QM: usd('500', 'E-mini Crude Oil'),
  NG: usd('10000', 'Henry Hub Natural Gas'),
  QG: usd('2500', 'E-mini Natural Gas'),
  HO: usd('42000', 'NY Harbor ULSD'),
  RB: usd('42000', 'RBOB Gasoline'),
  BZ: usd('1000', 'Brent Crude (NYMEX)'),
  // Metals (COMEX, NYMEX)
  GC: usd('100', 'Gold'),
  MGC: usd('10', 'Micro Gold'),
  SI: usd('5000', 'Silver'),
  SIL: usd('1000', 'Micro Silver'),
  HG: usd('25000', 'Copper'),
  MHG: usd('2500', 'Micro Copper'),
  PL: usd('50', 'Platinum'),
  PA: usd('100', 'Palladium'),
  // Interest rates (CBOT)
  ZT: usd('2000', '2-Year T-Note'),
  ZF: usd('1000', '5-Year T-Note'),
  ZN: usd('1000', '10-Year T-Note'),
  TN: usd('1000', 'Ultra 10-Year T-Note'),
  ZB: usd('1000', 'U.S. Treasury Bond'),
  UB: usd('1000', 'Ultra U.S. Treasury Bond'),
  // Grains and oilseeds (CBOT; prices in dollars per bushel/ton)
  ZC: usd('50', 'Corn'),
  ZS: usd('50', 'Soybeans'),
  ZW: usd('50', 'Chicago SRW Wheat'),
  KE: usd('50', 'KC HRW Wheat'),
  ZL: usd('600', 'Soybean Oil'),
  ZM: usd('100', 'Soybean Meal'),
  ZO: usd('50', 'Oats'),
  XC: usd('10', 'Mini Corn'),
  XK: usd('10', 'Mini Soybeans'),
  XW: usd('10', 'Mini Wheat'),
  // Livestock (CME; prices in dollars per pound)
  LE: usd('400', 'Live Cattle'),
  GF: usd('500', 'Feeder Cattle'),
  HE: usd('400', 'Lean Hogs'),
  // Softs (ICE US)
  KC: usd('375', 'Coffee C'),
  SB: usd('1120', 'Sugar No. 11'),
  CC: usd('10', 'Cocoa'),
  CT: usd('500', 'Cotton No. 2'),
  // Currencies (CME; price in USD per unit of the foreign currency)
  '6E': usd('125000', 'Euro FX'),
  M6E: usd('12500', 'Micro EUR/USD'),
  E7: usd('62500', 'E-mini Euro FX'),
  '6J': usd('12500000', 'Japanese Yen'),
  '6B': usd('62500', 'British Pound'),
  M6B: usd('6250', 'Micro GBP/USD'),
  '6A': usd('100000', 'Australian Dollar'),
  M6A: usd('10000', 'Micro AUD/USD'),
  '6C': usd('100000', 'Canadian Dollar'),
  '6S': usd('125000', 'Swiss Franc'),
  '6N': usd('100000', 'New Zealand Dollar'),
  '6M': usd('500000', 'Mexican Peso'),
  // Crypto (CME)
  BTC: usd('5', 'Bitcoin'),
  MBT: usd('0.1', 'Micro Bitcoin'),
  ETH: usd('50', 'Ether'),
  MET: usd('0.1', 'Micro Ether'),
  // Eurex
  FDAX: { multiplier: '25', currency: 'EUR', name: 'DAX' },
  FDXM: { multiplier: '5', currency: 'EUR', name: 'Mini-DAX' },
  FDXS: { multiplier: '1', currency: 'EUR', name: 'Micro-DAX' },
  FESX: { multiplier: '10', currency: 'EUR', name: 'EURO STOXX 50' },
  FGBL: { multiplier: '1000', currency: 'EUR', name: 'Euro-Bund' },
};

/** Equity and index options: one contract is 100 of the underlying. */
export const EQUITY_OPTION_MULTIPLIER = '100';

// The longest roots first, so MES is not read as ES and M6E not as 6E.
const ROOTS_LONGEST_FIRST = Object.keys(FUTURES_CONTRACTS).sort((a, b) => b.length - a.length);
const MONTH_CODES = 'FGHJKMNQUVXZ';
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
// What may follow a root: `Z5`, `Z25`, `Z2025` (month code; a space allowed: `CL F25`), `JUN26` and `06-26` (NinjaTrader).
const CODED = /^\s*([FGHJKMNQUVXZ])(\d|\d\d|\d{4})$/;
const NAMED = /^\s*(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})$/;
const NUMERIC = /^\s*(\d{2})-(\d{2})$/;
// TradingView-style continuous contracts: ES1!, NQ2!.
const CONTINUOUS = /^\d!$/;

/** A futures contract: its product root, month code (F..Z) and year as written (`6`, `26` or `2026`). */
export interface FuturesContract {
  root: string;
  month: string;
  year: string;
}

const normalise = (symbol: string) => symbol.trim().toUpperCase().replace(/^\//, '').replace(/\s+/g, ' ');

function contractMonth(rest: string): { month: string; year: string } | null {
  const coded = CODED.exec(rest);
  if (coded) return { month: coded[1], year: coded[2] };
  const named = NAMED.exec(rest);
  if (named) return { month: MONTH_CODES[MONTH_NAMES.indexOf(named[1])], year: named[2] };
  const numeric = NUMERIC.exec(rest);
  if (numeric && +numeric[1] >= 1 && +numeric[1] <= 12)
    return { month: MONTH_CODES[+numeric[1] - 1], year: numeric[2] };
  return null;
}

/**
 * A dated futures contract as brokers write it: `MESM6`, `ESZ24`, `MNQH2025`, `/CLF25`, `CL F25`,
 * `MES 06-26`, `MES JUN26`. Known roots are matched first (longest first); a product not in the
 * table is still split by shape (a letter, then up to three more characters), so the import can key
 * its executions by contract even when it knows no point value.
 */
export function parseFuturesContract(symbol: string): FuturesContract | null {
  const s = normalise(symbol);
  for (const root of ROOTS_LONGEST_FIRST) {
    if (!s.startsWith(root)) continue;
    const month = contractMonth(s.slice(root.length));
    if (month) return { root, ...month };
  }
  const unknown = /^([A-Z][A-Z0-9]{0,3}?)(\s?[FGHJKMNQUVXZ]\d{1,4})$/.exec(s) ?? /^([A-Z0-9]{1,4})(\s.+)$/.exec(s);
  const month = unknown && contractMonth(unknown[2]);
  return unknown && month ? { root: unknown[1], ...month } : null;
}

/**
 * The futures root (one in the table) of a symbol as brokers and charting tools write it: `ES`,
 * `ESZ5`, `ESZ25`, `/ESZ25`, `ESZ2025`, `ES1!`, `MESH6`, `6EM5`, `MES 06-26`, `MES JUN26`.
 */
export function futuresRoot(symbol: string): string | null {
  const s = normalise(symbol);
  for (const root of ROOTS_LONGEST_FIRST) {
    if (!s.startsWith(root)) continue;
    const rest = s.slice(root.length);
    if (rest === '' || CONTINUOUS.test(rest) || contractMonth(rest)) return root;
  }
  return null;
}

export function contractSpec(symbol: string, market: string | null | undefined): ContractSpec | null {
  if (market === 'options') return { multiplier: EQUITY_OPTION_MULTIPLIER, currency: 'USD', name: 'Equity option' };
  if (market !== 'futures') return null;
  const root = futuresRoot(symbol);
  return root ? FUTURES_CONTRACTS[root] : null;
}

/**
 * The contract multiplier a trade of `symbol` in `market` gets when none is given: the futures
 * table by root (month codes understood), 100 for options, 1 for everything else (stocks, FX,
 * crypto, CFDs — commodities and indices in this app are quoted per unit) and for unknown roots.
 */
export function contractMultiplier(symbol: string | null | undefined, market: string | null | undefined): string {
  return contractSpec(symbol ?? '', market)?.multiplier ?? '1';
}
