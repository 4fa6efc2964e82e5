import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../modules/auth/password';
import { DEMO_ACCOUNTS, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TIMEZONE, DEMO_USERNAME } from './demo-accounts';
import type { DemoAccountKey } from './demo-instruments';
import { DEMO_HISTORY_DAYS, planDemoTrades, type DemoTradeRow } from './demo-trade-plan';
import { insertDemoFxRates, planDemoFxRates } from './demo-fx-rates';
import {
  DEMO_TABLES,
  deleteDemoUserRows,
  INSERT_DEMO_ACCOUNTS,
  INSERT_DEMO_STRATEGIES,
  INSERT_DEMO_TRADES,
  LOCK_DEMO_SEED,
  UPSERT_DEMO_USER,
} from './queries/demo-seed.queries';

/** Serialises concurrent seeders (two processes starting at once) on one advisory lock. */
const DEMO_SEED_LOCK = 0x43616e64; // 'Cand'

/**
 * Seeds the demo user and its history. Idempotent by REPLACEMENT, in one transaction: the demo
 * user row is upserted by email (its id stays the same, so sessions survive a restart) and all
 * of its strategies, accounts, trades, revisions and reset tokens are deleted and written again.
 * We replace rather than skip because the trades are dated relative to now: a skipped seed
 * would leave the dashboard's today/this-week widgets empty after a few days, and a visitor's
 * edits to the shared demo account are reset on every start. Other users are never touched.
 */
export async function seedDemoData(ds: DataSource, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const trades = planDemoTrades(now, DEMO_TIMEZONE);
  const since = new Date(now.getTime() - (DEMO_HISTORY_DAYS + 7) * 24 * 3600_000);

  await ds.transaction(async (manager) => {
    await manager.query(LOCK_DEMO_SEED, [DEMO_SEED_LOCK]);
    const userId = await upsertDemoUser(manager, passwordHash, since);
    await deleteDemoRows(manager, userId);
    const accounts = await insertAccounts(manager, userId, since);
    await insertTrades(manager, userId, accounts, trades);
    await insertDemoFxRates(manager, userId, planDemoFxRates(since, now));
  });
}

async function upsertDemoUser(manager: EntityManager, passwordHash: string, since: Date): Promise<string> {
  const [row] = await manager.query(UPSERT_DEMO_USER, [DEMO_EMAIL, DEMO_USERNAME, passwordHash, DEMO_TIMEZONE, since]);
  return row.id;
}

async function deleteDemoRows(manager: EntityManager, userId: string): Promise<void> {
  for (const table of DEMO_TABLES) await manager.query(deleteDemoUserRows(table), [userId]);
}

interface SeededAccount {
  id: string;
  strategyId: string;
}

async function insertAccounts(
  manager: EntityManager,
  userId: string,
  since: Date,
): Promise<Record<DemoAccountKey, SeededAccount>> {
  const strategies: Array<{ id: string; name: string }> = await manager.query(INSERT_DEMO_STRATEGIES, [
    userId,
    DEMO_ACCOUNTS.map((a) => a.strategy),
    since,
  ]);
  const strategyIdOf = (name: string) => strategies.find((s) => s.name === name)!.id;
  const inserted: Array<{ id: string; currency: string }> = await manager.query(INSERT_DEMO_ACCOUNTS, [
    userId,
    DEMO_ACCOUNTS.map((a) => strategyIdOf(a.strategy)),
    DEMO_ACCOUNTS.map((a) => a.name),
    DEMO_ACCOUNTS.map((a) => a.description),
    DEMO_ACCOUNTS.map((a) => a.currency),
    DEMO_ACCOUNTS.map((a) => a.initialBalance),
    // A minute apart, so lists ordered by creation show USD, EUR, JPY in a stable order.
    DEMO_ACCOUNTS.map((_, i) => new Date(since.getTime() + i * 60_000).toISOString()),
  ]);
  const byKey = {} as Record<DemoAccountKey, SeededAccount>;
  for (const account of DEMO_ACCOUNTS) {
    const id = inserted.find((row) => row.currency.trim() === account.currency)!.id;
    byKey[account.key] = { id, strategyId: strategyIdOf(account.strategy) };
  }
  return byKey;
}

/** All trades in one INSERT … SELECT FROM unnest(arrays): one round trip, no parameter limit. */
async function insertTrades(
  manager: EntityManager,
  userId: string,
  accounts: Record<DemoAccountKey, SeededAccount>,
  trades: DemoTradeRow[],
): Promise<void> {
  const column = <T>(pick: (t: DemoTradeRow) => T) => trades.map(pick);
  await manager.query(INSERT_DEMO_TRADES, [
    userId,
    column((t) => accounts[t.account].id),
    column((t) => accounts[t.account].strategyId),
    column((t) => t.symbol),
    column((t) => t.market),
    column((t) => t.tradeType),
    column((t) => t.entryPrice),
    column((t) => t.exitPrice),
    column((t) => t.quantity),
    column((t) => t.multiplier),
    column((t) => t.fees),
    column((t) => t.stopLoss),
    column((t) => t.pnl),
    column((t) => t.result),
    column((t) => t.entryDate.toISOString()),
    column((t) => t.exitDate?.toISOString() ?? null),
    column((t) => t.notes),
    column((t) => t.emotionalTags.join(',')),
  ]);
}
