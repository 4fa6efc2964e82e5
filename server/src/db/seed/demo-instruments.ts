import type { Market } from '../entities/trade.entity';

export type DemoAccountKey = 'usd' | 'eur' | 'jpy';

/** When the demo trader enters, in New York wall-clock minutes (the demo user's zone). */
export type DemoSession = 'us' | 'london' | 'tokyo' | 'crypto';

/** Commission models of the venues the instruments trade on; fees are charged per round trip. */
export type DemoFeeModel =
  | { kind: 'perShare'; perShare: string; minimumPerSide: string }
  | { kind: 'perContract'; perSide: string }
  | { kind: 'perLot'; perLotRoundTrip: string; lotSize: string }
  | { kind: 'notional'; ratePerSide: string }
  | { kind: 'fixed'; perSide: string };

export interface DemoInstrument {
  symbol: string;
  market: Market;
  account: DemoAccountKey;
  /** Price about 18 months ago; a seeded random walk moves it day by day. */
  startPrice: number;
  /** Price increment; also fixes the decimal places of every price of this instrument. */
  tick: string;
  /** Daily volatility of the random walk (fraction of price). */
  dailyVolatility: number;
  /** Typical stop distance as a fraction of the entry price. */
  stopFraction: number;
  /** Quantity = a random whole number of `lot` between minLots and maxLots. */
  lot: string;
  minLots: number;
  maxLots: number;
  multiplier: string;
  fees: DemoFeeModel;
  session: DemoSession;
  /** Relative frequency within its account. */
  weight: number;
}

const shares: DemoFeeModel = { kind: 'perShare', perShare: '0.005', minimumPerSide: '1.00' };
const optionContracts: DemoFeeModel = { kind: 'perContract', perSide: '0.65' };
const futuresContracts: DemoFeeModel = { kind: 'perContract', perSide: '2.25' };
const cryptoTaker: DemoFeeModel = { kind: 'notional', ratePerSide: '0.001' };
const fxEcn: DemoFeeModel = { kind: 'perLot', perLotRoundTrip: '7.00', lotSize: '100000' };
const fxJpyEcn: DemoFeeModel = { kind: 'perLot', perLotRoundTrip: '700', lotSize: '100000' };
const cfd: DemoFeeModel = { kind: 'fixed', perSide: '1.50' };

type Row = [
  symbol: string,
  startPrice: number,
  tick: string,
  vol: number,
  stop: number,
  lot: string,
  min: number,
  max: number,
  weight: number,
];

function group(
  account: DemoAccountKey,
  market: Market,
  session: DemoSession,
  fees: DemoFeeModel,
  multiplier: string,
  rows: Row[],
): DemoInstrument[] {
  return rows.map(([symbol, startPrice, tick, dailyVolatility, stopFraction, lot, minLots, maxLots, weight]) => ({
    symbol,
    market,
    account,
    session,
    fees,
    multiplier,
    startPrice,
    tick,
    dailyVolatility,
    stopFraction,
    lot,
    minLots,
    maxLots,
    weight,
  }));
}

/** What each demo account trades; every one of the seven markets appears at least once. */
export const DEMO_INSTRUMENTS: readonly DemoInstrument[] = [
  // USD account: US stocks, options (premium per share, 100 shares a contract), CME futures, crypto.
  ...group('usd', 'stocks', 'us', shares, '1', [
    ['AAPL', 189.5, '0.01', 0.016, 0.012, '10', 2, 30, 5],
    ['MSFT', 415.2, '0.01', 0.015, 0.011, '5', 2, 20, 4],
    ['NVDA', 112.4, '0.01', 0.03, 0.02, '10', 2, 40, 6],
    ['TSLA', 248.1, '0.01', 0.035, 0.025, '5', 2, 30, 5],
    ['AMZN', 184.7, '0.01', 0.019, 0.014, '10', 2, 25, 3],
    ['META', 497.3, '0.01', 0.022, 0.015, '5', 1, 10, 3],
    ['AMD', 152.6, '0.01', 0.03, 0.02, '10', 2, 30, 3],
    ['JPM', 229.8, '0.01', 0.013, 0.01, '10', 2, 20, 2],
    ['GOOGL', 166.2, '0.01', 0.018, 0.013, '10', 2, 25, 2],
    ['COIN', 221.4, '0.01', 0.045, 0.03, '5', 2, 20, 2],
  ]),
  ...group('usd', 'options', 'us', optionContracts, '100', [
    ['SPY', 4.35, '0.01', 0.01, 0.3, '1', 1, 5, 3],
    ['QQQ', 5.1, '0.01', 0.01, 0.3, '1', 1, 4, 2],
    ['TSLA', 8.2, '0.01', 0.01, 0.35, '1', 1, 3, 1],
    ['NVDA', 4.6, '0.01', 0.01, 0.35, '1', 1, 4, 1],
  ]),
  ...group('usd', 'futures', 'us', futuresContracts, '50', [['ES', 5610.25, '0.25', 0.011, 0.003, '1', 1, 2, 4]]),
  ...group('usd', 'futures', 'us', futuresContracts, '20', [['NQ', 19540.5, '0.25', 0.014, 0.003, '1', 1, 1, 2]]),
  ...group('usd', 'futures', 'us', futuresContracts, '1000', [['CL', 78.42, '0.01', 0.02, 0.01, '1', 1, 2, 2]]),
  ...group('usd', 'futures', 'us', futuresContracts, '100', [['GC', 2368.4, '0.1', 0.01, 0.005, '1', 1, 1, 1]]),
  ...group('usd', 'futures', 'us', futuresContracts, '5', [['MES', 5610.25, '0.25', 0.011, 0.003, '1', 2, 8, 2]]),
  ...group('usd', 'crypto', 'crypto', cryptoTaker, '1', [
    ['BTCUSD', 64850, '0.01', 0.028, 0.025, '0.01', 2, 30, 4],
    ['ETHUSD', 3185.4, '0.01', 0.035, 0.03, '0.1', 2, 40, 3],
    ['SOLUSDT', 148.35, '0.01', 0.045, 0.04, '1', 5, 100, 2],
    ['XRPUSDT', 0.5243, '0.0001', 0.04, 0.035, '100', 10, 200, 1],
    ['DOGEUSDT', 0.14871, '0.00001', 0.05, 0.045, '1000', 5, 100, 1],
  ]),
  // EUR account: FX majors and crosses, metals and energy CFDs, European index CFDs.
  ...group('eur', 'forex', 'london', fxEcn, '1', [
    ['EURUSD', 1.08342, '0.00001', 0.005, 0.0035, '1000', 10, 100, 6],
    ['GBPUSD', 1.27118, '0.00001', 0.006, 0.004, '1000', 10, 80, 4],
    ['EURGBP', 0.85231, '0.00001', 0.004, 0.003, '1000', 10, 100, 3],
    ['EURCHF', 0.95412, '0.00001', 0.004, 0.003, '1000', 10, 100, 2],
    ['AUDUSD', 0.66187, '0.00001', 0.006, 0.004, '1000', 10, 100, 2],
    ['USDCAD', 1.36544, '0.00001', 0.004, 0.003, '1000', 10, 100, 2],
  ]),
  ...group('eur', 'commodities', 'london', cfd, '1', [
    ['XAUUSD', 2351.64, '0.01', 0.01, 0.006, '1', 5, 40, 4],
    ['XAGUSD', 29.412, '0.001', 0.02, 0.012, '50', 2, 40, 2],
    ['USOIL', 78.35, '0.01', 0.02, 0.012, '100', 1, 10, 2],
    ['NATGAS', 2.512, '0.001', 0.035, 0.025, '1000', 1, 10, 1],
  ]),
  ...group('eur', 'indices', 'london', cfd, '1', [
    ['GER40', 18512.4, '0.1', 0.011, 0.005, '1', 1, 5, 3],
    ['EU50', 4921.3, '0.1', 0.011, 0.005, '1', 2, 20, 2],
    ['UK100', 8215.6, '0.1', 0.009, 0.005, '1', 1, 10, 1],
  ]),
  // JPY account: yen crosses and the Nikkei, traded in the Tokyo session.
  ...group('jpy', 'forex', 'tokyo', fxJpyEcn, '1', [
    ['USDJPY', 155.412, '0.001', 0.006, 0.003, '1000', 10, 60, 6],
    ['EURJPY', 168.235, '0.001', 0.006, 0.0035, '1000', 10, 50, 3],
    ['GBPJPY', 198.517, '0.001', 0.007, 0.004, '1000', 10, 40, 3],
    ['AUDJPY', 102.884, '0.001', 0.007, 0.004, '1000', 10, 60, 2],
  ]),
  ...group('jpy', 'indices', 'tokyo', { kind: 'fixed', perSide: '150' }, '1', [
    ['JPN225', 38520, '1', 0.012, 0.006, '10', 1, 10, 3],
  ]),
];
