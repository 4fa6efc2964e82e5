import type { DataSource } from 'typeorm';
import { parseLocalDate, todayIn } from '../../domain/analytics/local-date';
import { periodReturns } from '../../domain/returns/period-returns';
import { ValidationError } from '../../errors';
import { dec } from '../../domain/decimal';
import type { AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { queryFirstDay, queryReturnsRows } from './returns.query';

export interface AccountReturns {
  /** The account's currency: every amount below is in it (a base-currency view converts later). */
  currency: string;
  startDate: string;
  endDate: string;
  balanceStart: string;
  balanceEnd: string;
  /** Deposits − withdrawals in the period. */
  netFlows: string;
  /** Realised P&L of the trades closed in the period. */
  tradingPnl: string;
  /** Fractions: 0.052 = 5.2 %. */
  timeWeightedReturn: number;
  moneyWeightedReturn: number | null;
  maxDrawdownPct: number;
}

const DAY_MS = 86_400_000;

function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
}

/** An account's true returns over whole days in the viewer's zone (docs/money.md, "Cash flows and returns"). */
export class ReturnsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { accounts: AccountsService },
  ) {}

  /**
   * Defaults: from the day of the account's first balance event (or its creation) to today.
   * A default start after the chosen end is pulled back to the end (a one-day period).
   */
  async forAccount(
    viewer: Viewer,
    accountId: string,
    period: { startDate?: string | null; endDate?: string | null },
  ): Promise<AccountReturns> {
    const account = await this.deps.accounts.get(viewer, accountId);
    const endDay = period.endDate ? parseLocalDate(period.endDate, 'endDate') : todayIn(viewer.timezone);
    const startGiven = period.startDate ? parseLocalDate(period.startDate, 'startDate') : null;
    if (startGiven && endDay < startGiven)
      throw new ValidationError({ endDate: 'end_date cannot be earlier than start_date (default: today)' });
    const owner = { accountId: account.id, userId: viewer.id, zone: viewer.timezone };
    let startDay = startGiven ?? (await queryFirstDay(this.dataSource, owner));
    if (startDay > endDay) startDay = endDay;
    const rows = await queryReturnsRows(this.dataSource, { ...owner, startDay, endDay });
    const returns = periodReturns({
      openingBalance: rows.openingBalance,
      periodDays: daysBetween(startDay, endDay),
      days: rows.days,
    });
    return {
      currency: account.currency,
      startDate: startDay,
      endDate: endDay,
      balanceStart: dec(rows.openingBalance),
      balanceEnd: dec(rows.closingBalance),
      netFlows: dec(rows.netFlows),
      tradingPnl: dec(rows.tradingPnl),
      ...returns,
    };
  }
}
