import type { DataSource } from 'typeorm';
import { FIRST_BALANCE_DAY, RETURNS_PERIOD } from './queries/returns.queries';

/** Exact figures of a period, NUMERIC as text, plus the days the balance moved. */
export interface ReturnsRows {
  openingBalance: string;
  closingBalance: string;
  netFlows: string;
  tradingPnl: string;
  days: Array<{ offset: number; externalFlow: string; balanceEnd: string }>;
}

/**
 * Days are calendar days in `zone` from `startDay` to `endDay` (inclusive). B₀ = initial balance
 * + every event before the first day's midnight; Bᵈ = B₀ + the running sum of the period's
 * events to the end of day d. All sums are NUMERIC; only days with events are returned.
 */
export async function queryReturnsRows(
  db: DataSource,
  params: { accountId: string; userId: string; zone: string; startDay: string; endDay: string },
): Promise<ReturnsRows> {
  const rows: Array<{
    opening: string;
    net_flows: string;
    trading_pnl: string;
    closing: string;
    days: Array<{ offset: number; external: string; balance: string }> | null;
  }> = await db.query(RETURNS_PERIOD, [params.accountId, params.userId, params.zone, params.startDay, params.endDay]);
  const row = rows[0];
  return {
    openingBalance: row.opening,
    closingBalance: row.closing,
    netFlows: row.net_flows,
    tradingPnl: row.trading_pnl,
    days: (row.days ?? []).map((d) => ({ offset: d.offset, externalFlow: d.external, balanceEnd: d.balance })),
  };
}

/** The local day of the account's first balance event (or of its creation, when earlier or alone). */
export async function queryFirstDay(
  db: DataSource,
  params: { accountId: string; userId: string; zone: string },
): Promise<string> {
  const rows: Array<{ day: string }> = await db.query(FIRST_BALANCE_DAY, [
    params.accountId,
    params.userId,
    params.zone,
  ]);
  return rows[0].day;
}
