/**
 * Point values of common futures products (dollars per 1.0 of price per contract).
 * TODO(issue 12/13): the `trader` helper ships a contract table for issue 12
 * (server/src/domain/instruments/contract-specs.ts); the lead merges the two behind this one
 * signature, and per-user overrides (issue 13: "editable per user") come on top of it.
 */
const POINT_VALUES: Record<string, string> = {
  ES: '50', MES: '5', NQ: '20', MNQ: '2', RTY: '50', M2K: '5', YM: '5', MYM: '0.5',
  CL: '1000', MCL: '100', QM: '500', NG: '10000', GC: '100', MGC: '10', SI: '5000', SIL: '1000', HG: '25000',
  '6E': '125000', M6E: '12500', '6B': '62500', '6J': '12500000', '6A': '100000', '6C': '100000',
  ZB: '1000', ZN: '1000', ZF: '1000', ZT: '2000', UB: '1000', ZC: '50', ZS: '50', ZW: '50',
  FDAX: '25', FDXM: '5', FESX: '10',
};

const MONTH_CODES = 'FGHJKMNQUVXZ';
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `MESM6`, `ESZ24`, `MNQH2025`, `MES 06-26`, `MES JUN26` (NinjaTrader), `/ESZ4`, `CL F25` → the product root and contract month, else null. */
export function parseFuturesContract(symbol: string): { root: string; month: string; year: string } | null {
  const s = symbol.trim().toUpperCase().replace(/^\//, '');
  const coded = /^([A-Z0-9]{1,4}?)\s?([FGHJKMNQUVXZ])(\d{1,4})$/.exec(s);
  if (coded && coded[1] && (POINT_VALUES[coded[1]] || /^[A-Z]/.test(coded[1]))) {
    return { root: coded[1], month: coded[2], year: coded[3] };
  }
  const named = /^([A-Z0-9]{1,4})\s+(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})$/.exec(s);
  if (named) return { root: named[1], month: MONTH_CODES[MONTH_NAMES.indexOf(named[2])], year: named[3] };
  const numeric = /^([A-Z0-9]{1,4})\s+(\d{2})-(\d{2})$/.exec(s);
  if (numeric && +numeric[2] >= 1 && +numeric[2] <= 12) {
    return { root: numeric[1], month: MONTH_CODES[+numeric[2] - 1], year: numeric[3] };
  }
  return null;
}

/** The point value for a futures symbol (contract or bare root), or null when the product is unknown. */
export function contractMultiplier(symbol: string, market: string): string | null {
  if (market !== 'futures') return null;
  const bare = symbol.trim().toUpperCase().replace(/^\//, '');
  return POINT_VALUES[bare] ?? POINT_VALUES[parseFuturesContract(bare)?.root ?? ''] ?? null;
}
