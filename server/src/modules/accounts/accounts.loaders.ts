import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { StrategyEntity, TradingAccountEntity } from '../../db/entities';
import { dec } from '../../domain/decimal';
import { ACCOUNT_STATS } from './queries/accounts.queries';

export interface AccountStats {
  /** initial balance + realised pnl of closed trades + cash flows (deposits, interest − withdrawals, fees), exact. */
  balance: string;
  tradeCount: number;
}

/** Per-request batching: one query per kind of lookup, whatever the list length. */
export function createAccountLoaders(dataSource: DataSource, userId: string | null) {
  const owner = userId ?? '00000000-0000-0000-0000-000000000000';
  const accountById = new DataLoader<string, TradingAccountEntity | null>(async (ids) => {
    const rows = await dataSource.getRepository(TradingAccountEntity).findBy({ id: In([...ids]), userId: owner });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const strategyById = new DataLoader<string, StrategyEntity | null>(async (ids) => {
    const rows = await dataSource.getRepository(StrategyEntity).findBy({ id: In([...ids]), userId: owner });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const accountStats = new DataLoader<string, AccountStats>(async (ids) => {
    const rows: Array<{ id: string; balance: string; trade_count: number }> = await dataSource.query(ACCOUNT_STATS, [
      [...ids],
      owner,
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      // "10250.50000000" → "10250.5": the Decimal scalar carries the value, not the column scale.
      return { balance: dec(row?.balance ?? '0'), tradeCount: row?.trade_count ?? 0 };
    });
  });
  return { accountById, strategyById, accountStats };
}

export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
