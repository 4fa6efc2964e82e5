// The chart beneath a trade (issue 34): its bars, fills and price lines, and its excursions, over
// REST (GET /api/trades/{id}/bars and /excursions). Bars are drawing data (JSON numbers); fills,
// prices and money stay exact strings.
import { readToken } from '../../session/token-store';
import { handleUnauthenticated } from '../../session/unauthenticated';

export interface ChartBar {
  /** Unix seconds of the bar's open. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

export interface TradeChartData {
  symbol: string;
  trade_type: 'long' | 'short';
  timeframe: string | null;
  bars: ChartBar[];
  fills: { time: string; side: 'buy' | 'sell'; quantity: string; price: string }[];
  lines: { kind: string; label: string; price: string }[];
  reason: string | null;
  truncated: boolean;
}

export type TradeExcursions =
  | {
      mae: string;
      mfe: string;
      mae_r: string | null;
      mfe_r: string | null;
      exit_efficiency: string | null;
      method: string;
      risk_basis: string;
      timeframe: string;
      bars_used: number;
    }
  | { mae: null; reason: string };

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (response.status === 401) handleUnauthenticated();
  if (!response.ok) throw new Error(`The chart could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

export const fetchTradeChart = (tradeId: string, signal: AbortSignal) =>
  getJson<TradeChartData>(`/api/trades/${encodeURIComponent(tradeId)}/bars?padding=60`, signal);

export const fetchTradeExcursions = (tradeId: string, signal: AbortSignal) =>
  getJson<TradeExcursions>(`/api/trades/${encodeURIComponent(tradeId)}/excursions`, signal);
