import type { Market } from '../validation/trade-rules';
import { D } from './fill';
import { contractSpec, parseFuturesContract } from '../instruments/contract-specs';

/** An option contract in OCC terms. */
export interface OptionContract {
  underlying: string;
  /** YYYY-MM-DD */
  expiry: string;
  right: 'C' | 'P';
  strike: string;
}

/**
 * OCC option symbols in every form seen in exports: `SPY   240119C00450000` (root padded to six),
 * `FB    180921C00200000`, `SPY  240119C00450000` (double space), `SPCE260529C00004500`, `.SPY240119C450`.
 */
export function parseOccSymbol(text: string): OptionContract | null {
  const s = text
    .trim()
    .toUpperCase()
    .replace(/^\.|^O:/, '');
  const m = /^([A-Z][A-Z0-9.]{0,5})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/.exec(s);
  if (!m) return null;
  const [, root, yy, mm, dd, right, strike] = m;
  if (+mm < 1 || +mm > 12 || +dd < 1 || +dd > 31) return null;
  return {
    underlying: root,
    expiry: `20${yy}-${mm}-${dd}`,
    right: right as 'C' | 'P',
    strike: new D(strike).dividedBy(1000).toFixed(),
  };
}

/** The canonical OCC symbol without padding (what trades show): SPY240119C00450000. */
export function occSymbol(o: OptionContract): string {
  const strike = new D(o.strike).times(1000).toFixed(0).padStart(8, '0');
  return `${o.underlying}${o.expiry.slice(2).replace(/-/g, '')}${o.right}${strike}`;
}

export interface Instrument {
  /** What executions of the same thing share: options by underlying+expiry+strike+right, futures by contract, else the symbol. */
  key: string;
  symbol: string;
  market: Market;
  /** The point value when the instrument implies one (options 100, known futures), else null. */
  multiplier: string | null;
}

export function optionInstrument(o: OptionContract): Instrument {
  return {
    key: `OPT:${o.underlying}:${o.expiry}:${o.right}:${o.strike}`,
    symbol: occSymbol(o),
    market: 'options',
    multiplier: '100',
  };
}

/** The instrument of a broker symbol in a market; OCC symbols are recognised whatever market is given. */
export function instrumentOf(rawSymbol: string, market: Market): Instrument {
  const symbol = rawSymbol.trim().toUpperCase().replace(/\s+/g, ' ');
  const option = parseOccSymbol(symbol);
  if (option) return optionInstrument(option);
  if (market === 'futures') {
    const contract = parseFuturesContract(symbol);
    const compact = contract
      ? `${contract.root}${contract.month}${contract.year}`
      : symbol.replace(/^\//, '').replace(/\s/g, '');
    return {
      key: `FUT:${compact}`,
      symbol: compact,
      market,
      multiplier: contractSpec(compact, market)?.multiplier ?? null,
    };
  }
  const compact = symbol.replace(/\s/g, '');
  return {
    key: `${market === 'crypto' ? 'CRYPTO' : market === 'forex' ? 'FX' : 'SYM'}:${compact}`,
    symbol: compact,
    market,
    multiplier: null,
  };
}
