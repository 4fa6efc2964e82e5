import type { StrategyEntity, TradeEntity, TradingAccountEntity, UserEntity } from '../db/entities';
import type { TradeFill } from '../modules/trades/trade-executions.loader';
import type { AccountStats } from '../modules/accounts/accounts.loaders';
import type { SessionInfo } from '../modules/auth/sessions/sessions.service';
import { rBasisOf, rMultiple } from '../domain/r-multiple';

/** REST answers carry JSON numbers (the spec's client does arithmetic on them). */
export function num(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function userJson(u: UserEntity) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    timezone: u.timezone,
    timezone_set: u.timezoneSet,
    is_demo: u.isDemo,
    created_at: iso(u.createdAt),
  };
}

export function strategyJson(s: StrategyEntity | null) {
  return s ? { id: s.id, name: s.name } : null;
}

export function accountJson(a: TradingAccountEntity, strategy: StrategyEntity | null, stats: AccountStats) {
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    currency: a.currency,
    initial_balance: num(a.initialBalance),
    balance: num(stats.balance),
    trade_count: stats.tradeCount,
    strategy_id: a.strategyId,
    strategy: strategyJson(strategy),
    is_active: a.isActive,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
  };
}

export function tradeJson(t: TradeEntity, strategy: StrategyEntity | null) {
  return {
    id: t.id,
    account_id: t.accountId,
    strategy_id: t.strategyId,
    strategy: strategyJson(strategy),
    symbol: t.symbol,
    market: t.market,
    trade_type: t.tradeType,
    origin: t.origin,
    entry_price: num(t.entryPrice),
    exit_price: num(t.exitPrice),
    quantity: num(t.quantity),
    multiplier: num(t.multiplier),
    fees: num(t.fees),
    stop_loss: num(t.stopLoss),
    initial_stop: num(t.initialStop),
    planned_target: num(t.plannedTarget),
    r_multiple: rMultiple(t),
    r_basis: rBasisOf(t),
    pnl: num(t.pnl),
    result: t.result,
    entry_date: iso(t.entryDate),
    exit_date: iso(t.exitDate),
    notes: t.notes,
    emotional_tags: t.emotionalTags,
    version: t.version,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
  };
}

/** A fill of an imported trade (GET /api/trades/:id `executions`). */
export function tradeFillJson(f: TradeFill) {
  return {
    id: f.id,
    side: f.side,
    quantity: num(f.quantity),
    fill_quantity: num(f.fillQuantity),
    price: num(f.price),
    commission: num(f.commission),
    fees: num(f.fees),
    executed_at: iso(f.executedAt),
    raw_executed_at: f.rawExecutedAt,
    broker_execution_id: f.brokerExecutionId,
    broker_order_id: f.brokerOrderId,
    source_row: f.sourceRow,
    import_batch_id: f.importBatchId,
    import_file_name: f.importFileName,
  };
}

export function sessionJson(s: SessionInfo) {
  return {
    id: s.id,
    device: s.device,
    created_at: iso(s.createdAt),
    last_seen_at: iso(s.lastSeenAt),
    current: s.current,
  };
}
