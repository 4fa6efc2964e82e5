import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { dec } from '../../domain/decimal';
import { TRADE_FILLS } from './queries/trades.queries';

/** One fill behind an imported trade, as the trade detail lists it. */
export interface TradeFill {
  id: string;
  side: 'buy' | 'sell';
  /** The part of the fill that belongs to this trade (a fill that crosses zero is split over two trades). */
  quantity: string;
  /** The whole fill as the broker reported it. */
  fillQuantity: string;
  price: string;
  commission: string;
  fees: string;
  currency: string | null;
  fxRate: string | null;
  fxRateSource: 'BROKER' | 'USER' | null;
  executedAt: Date;
  rawExecutedAt: string;
  brokerExecutionId: string | null;
  brokerOrderId: string | null;
  sourceRow: number;
  importBatchId: string;
  importFileName: string;
}

interface FillRow {
  trade_id: string;
  id: string;
  side: 'buy' | 'sell';
  quantity: string;
  fill_quantity: string;
  price: string;
  commission: string;
  other_fees: string;
  currency: string | null;
  fx_rate: string | null;
  fx_source: 'broker' | 'user' | null;
  executed_at: Date;
  raw_executed_at: string;
  broker_execution_id: string | null;
  broker_order_id: string | null;
  source_row: number;
  import_batch_id: string;
  file_name: string;
}

/**
 * The fills of many trades in one statement, in time order: executed_at, then the file's own
 * order (the import that came first, then its row sequence), the order the round trips were built in.
 */
export async function loadTradeFills(
  dataSource: DataSource,
  userId: string,
  tradeIds: readonly string[],
): Promise<Map<string, TradeFill[]>> {
  const rows: FillRow[] = await dataSource.query(TRADE_FILLS, [[...tradeIds], userId]);
  const byTrade = new Map<string, TradeFill[]>();
  for (const r of rows) {
    const fill: TradeFill = {
      id: r.id,
      side: r.side,
      quantity: dec(r.quantity),
      fillQuantity: dec(r.fill_quantity),
      price: dec(r.price),
      commission: dec(r.commission),
      fees: dec(r.other_fees),
      currency: r.currency,
      fxRate: r.fx_rate === null ? null : dec(r.fx_rate),
      fxRateSource: r.fx_source === null ? null : r.fx_source === 'broker' ? 'BROKER' : 'USER',
      executedAt: r.executed_at,
      rawExecutedAt: r.raw_executed_at,
      brokerExecutionId: r.broker_execution_id,
      brokerOrderId: r.broker_order_id,
      sourceRow: r.source_row,
      importBatchId: r.import_batch_id,
      importFileName: r.file_name,
    };
    const list = byTrade.get(r.trade_id);
    if (list) list.push(fill);
    else byTrade.set(r.trade_id, [fill]);
  }
  return byTrade;
}

/** Per-request: the fills of every trade in a list in one query (manual trades have none). */
export function createTradeFillsLoader(dataSource: DataSource, userId: string | null) {
  const owner = userId ?? '00000000-0000-0000-0000-000000000000';
  return new DataLoader<string, TradeFill[]>(async (ids) => {
    const byTrade = await loadTradeFills(dataSource, owner, ids);
    return ids.map((id) => byTrade.get(id) ?? []);
  });
}
