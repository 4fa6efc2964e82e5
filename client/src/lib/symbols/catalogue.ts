import type { Market } from '../../__generated__/graphql';

/**
 * The built-in symbol list per market (spec section 3, "Symbol catalogue"). Symbols are written
 * the way trades store them: uppercased, no separators (EURUSD, not EUR/USD). Within a market the
 * order is roughly "most traded first", which is what the picker shows before a sort is chosen.
 */

const FOREX_MAJORS_AND_CROSSES = [
  'EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD',
  'EURGBP', 'EURJPY', 'EURCHF', 'EURAUD', 'EURCAD', 'EURNZD', 'GBPJPY', 'GBPCHF', 'GBPAUD',
  'GBPCAD', 'GBPNZD', 'AUDJPY', 'AUDCHF', 'AUDCAD', 'AUDNZD', 'CADJPY', 'CADCHF', 'CHFJPY',
  'NZDJPY', 'NZDCHF', 'NZDCAD',
] as const;

const FOREX_EXOTICS = [
  'USDSEK', 'USDNOK', 'USDDKK', 'USDPLN', 'USDHUF', 'USDCZK', 'USDTRY', 'USDZAR', 'USDMXN',
  'USDSGD', 'USDHKD', 'USDCNH', 'USDTHB', 'USDILS', 'USDRUB', 'USDINR', 'USDKRW', 'USDTWD',
  'USDBRL', 'USDCLP', 'USDCOP', 'USDIDR', 'USDPHP', 'USDMYR', 'USDSAR', 'USDAED', 'USDKWD',
  'USDQAR', 'USDEGP', 'USDNGN', 'USDKES', 'USDPKR', 'USDVND', 'USDARS', 'USDPEN', 'USDISK',
  'USDRON', 'USDBGN', 'USDKZT', 'USDUAH',
  'EURSEK', 'EURNOK', 'EURDKK', 'EURPLN', 'EURHUF', 'EURCZK', 'EURTRY', 'EURZAR', 'EURMXN',
  'EURSGD', 'EURHKD', 'EURCNH', 'EURILS', 'EURRUB', 'EURRON', 'EURISK',
  'GBPSEK', 'GBPNOK', 'GBPPLN', 'GBPTRY', 'GBPZAR', 'GBPSGD', 'GBPHKD', 'GBPDKK',
  'AUDSGD', 'AUDHKD', 'NZDSGD', 'SGDJPY', 'HKDJPY', 'NOKSEK', 'SEKJPY', 'NOKJPY', 'ZARJPY',
  'TRYJPY', 'MXNJPY', 'CHFSGD',
] as const;

const CRYPTO = [
  'BTCUSD', 'ETHUSD', 'BTCUSDT', 'ETHUSDT', 'SOLUSD', 'SOLUSDT', 'XRPUSD', 'XRPUSDT', 'BNBUSD',
  'BNBUSDT', 'ADAUSD', 'ADAUSDT', 'DOGEUSD', 'DOGEUSDT', 'AVAXUSD', 'AVAXUSDT', 'DOTUSD',
  'DOTUSDT', 'LINKUSD', 'LINKUSDT', 'LTCUSD', 'LTCUSDT', 'BCHUSD', 'TRXUSDT', 'MATICUSD',
  'ATOMUSD', 'ATOMUSDT', 'UNIUSD', 'UNIUSDT', 'XLMUSD', 'ETCUSD', 'FILUSD', 'NEARUSD', 'NEARUSDT',
  'APTUSDT', 'ARBUSDT', 'OPUSDT', 'ICPUSD', 'AAVEUSD', 'ALGOUSD', 'SHIBUSDT', 'PEPEUSDT',
  'TONUSDT', 'SUIUSDT', 'INJUSDT', 'XMRUSD', 'ETHBTC', 'SOLBTC', 'BTCEUR', 'ETHEUR',
] as const;

const STOCKS = [
  // Technology
  'AAPL', 'MSFT', 'NVDA', 'GOOGL', 'AMZN', 'META', 'TSLA', 'AVGO', 'ORCL', 'ADBE', 'CRM', 'AMD',
  'INTC', 'CSCO', 'QCOM', 'TXN', 'IBM', 'NFLX', 'PYPL', 'SHOP', 'UBER', 'ABNB', 'SNOW', 'PLTR',
  'MU', 'AMAT', 'LRCX', 'KLAC', 'ASML', 'TSM', 'ARM', 'SMCI', 'DELL', 'HPQ', 'NOW', 'INTU',
  'PANW', 'CRWD', 'ZS', 'FTNT', 'NET', 'DDOG', 'MDB', 'TEAM', 'WDAY',
  // Financials
  'JPM', 'BAC', 'WFC', 'C', 'GS', 'MS', 'SCHW', 'BLK', 'AXP', 'V', 'MA', 'COF', 'USB', 'PNC',
  'SPGI', 'CME', 'ICE', 'COIN', 'HOOD',
  // Health care
  'JNJ', 'UNH', 'PFE', 'MRK', 'ABBV', 'LLY', 'TMO', 'ABT', 'DHR', 'BMY', 'AMGN', 'GILD', 'CVS',
  'MDT', 'ISRG', 'VRTX', 'REGN', 'MRNA',
  // Consumer and communication
  'WMT', 'COST', 'HD', 'LOW', 'TGT', 'NKE', 'SBUX', 'MCD', 'KO', 'PEP', 'PG', 'CL', 'MDLZ', 'PM',
  'MO', 'DIS', 'CMCSA', 'CHTR', 'TMUS', 'VZ', 'T', 'LULU', 'BKNG', 'MAR', 'CMG', 'DPZ', 'EL',
  // Energy, industrials, autos, utilities
  'XOM', 'CVX', 'COP', 'SLB', 'OXY', 'EOG', 'PSX', 'MPC', 'BA', 'CAT', 'DE', 'GE', 'HON', 'LMT',
  'RTX', 'NOC', 'UPS', 'FDX', 'UNP', 'CSX', 'MMM', 'F', 'GM', 'RIVN', 'LCID', 'NEE', 'DUK', 'SO',
  // Materials, real estate, international listings
  'LIN', 'FCX', 'NEM', 'AMT', 'PLD', 'EQIX', 'SPG', 'O', 'BABA', 'JD', 'PDD', 'NIO', 'SONY', 'TM',
  'RACE',
] as const;

const COMMODITIES = [
  'XAUUSD', 'XAGUSD', 'XPTUSD', 'XPDUSD', 'USOIL', 'UKOIL', 'NATGAS', 'COPPER', 'WHEAT', 'CORN',
  'SOYBEAN', 'SUGAR', 'COFFEE', 'COCOA', 'COTTON', 'OATS', 'LUMBER', 'LIVECATTLE', 'LEANHOGS',
  'ALUMINUM', 'ZINC', 'NICKEL',
] as const;

const INDICES = [
  'SPX', 'NDX', 'DJI', 'RUT', 'VIX', 'US500', 'US30', 'NAS100', 'US2000', 'GER40', 'UK100',
  'FRA40', 'EU50', 'JPN225', 'HK50', 'AUS200', 'ESP35', 'ITA40', 'SUI20', 'NED25', 'CHINA50',
  'INDIA50',
] as const;

// CME/ICE/Eurex root symbols; the contract size (multiplier) is entered on the trade.
const FUTURES = [
  'ES', 'NQ', 'YM', 'RTY', 'MES', 'MNQ', 'MYM', 'M2K', 'CL', 'MCL', 'QM', 'NG', 'GC', 'MGC', 'SI',
  'HG', 'PL', 'ZB', 'ZN', 'ZF', 'ZT', 'ZC', 'ZS', 'ZW', 'ZL', 'ZM', 'LE', 'HE', '6E', '6J', '6B',
  '6A', '6C', '6S', 'BTC', 'MBT', 'ETH', 'VX', 'FDAX', 'FESX',
] as const;

// Option underlyings; strike and expiry belong in the trade's notes.
const OPTIONS = [
  'SPY', 'QQQ', 'IWM', 'DIA', 'SPX', 'NDX', 'RUT', 'VIX', 'AAPL', 'TSLA', 'NVDA', 'AMZN', 'META',
  'MSFT', 'AMD', 'GOOGL', 'NFLX', 'COIN', 'PLTR', 'GLD', 'SLV', 'TLT', 'XLF', 'XLE', 'EEM',
] as const;

export const SYMBOL_CATALOGUE: Readonly<Record<Market, readonly string[]>> = {
  forex: [...FOREX_MAJORS_AND_CROSSES, ...FOREX_EXOTICS],
  crypto: CRYPTO,
  stocks: STOCKS,
  commodities: COMMODITIES,
  indices: INDICES,
  futures: FUTURES,
  options: OPTIONS,
};
