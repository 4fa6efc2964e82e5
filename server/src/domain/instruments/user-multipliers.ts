/**
 * A user's own point values for futures roots ("editable per user", issue 13), taken before the
 * built-in table. Pure and dependency-free like contract-specs, so the trade form bundles it too.
 */
import { contractMultiplier, FUTURES_CONTRACTS, futuresRoot, parseFuturesContract } from './contract-specs';

/** Root → point value (decimal text), the user's overrides and additions. */
export type MultiplierOverrides = Readonly<Record<string, string>>;

/** The futures root a symbol belongs to: a built-in root, else the root its shape gives (`ABCZ5` → ABC), else the symbol. */
export function rootOf(symbol: string): string {
  const s = symbol.trim().toUpperCase().replace(/^\//, '');
  return futuresRoot(s) ?? parseFuturesContract(s)?.root ?? s.replace(/\s/g, '');
}

/** The multiplier a trade of `symbol` gets when none is given: the user's value for its root, else the table's. */
export function userContractMultiplier(
  symbol: string | null | undefined,
  market: string | null | undefined,
  overrides: MultiplierOverrides,
): string {
  if (market === 'futures' && symbol) {
    const own = overrides[rootOf(symbol)];
    if (own) return own;
  }
  return contractMultiplier(symbol, market);
}

/**
 * An imported futures fill's multiplier with the user's value applied: only where the parser took
 * it from the built-in table (or found none and used 1) — a multiplier the broker's file states is kept.
 */
export function importedMultiplier(
  symbol: string,
  market: string,
  stored: string,
  overrides: MultiplierOverrides,
): string {
  if (market !== 'futures') return stored;
  const own = overrides[rootOf(symbol)];
  if (!own) return stored;
  const table = contractMultiplier(symbol, 'futures');
  return plain(stored) === plain(table) ? own : stored;
}

/** Decimal text without trailing zeros ("50.00000000" → "50"), to compare as written. */
const plain = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

/** The built-in table as rows (root, name, point value), for the Settings screen. */
export const BUILT_IN_MULTIPLIERS = Object.entries(FUTURES_CONTRACTS).map(([root, spec]) => ({
  root,
  name: spec.name,
  pointValue: spec.multiplier,
}));

/**
 * The futures root of `symbol` whose contract size nobody knows — not in the built-in table, not
 * one of the user's own (Settings → Contract multipliers) — so 1 is assumed and P&L is in points.
 * Null for every other symbol and market. (`XYZZ6` → XYZ.)
 */
export function unknownContractRoot(
  symbol: string | null | undefined,
  market: string | null | undefined,
  overrides: MultiplierOverrides,
): string | null {
  if (market !== 'futures' || !symbol?.trim() || futuresRoot(symbol)) return null;
  const root = rootOf(symbol);
  return overrides[root] ? null : root;
}

/** What the trade form and the import preview say about such a root. */
export const unknownContractSizeMessage = (root: string) =>
  `No contract size known for ${root} — 1 assumed; set it in Settings → Contract multipliers`;
