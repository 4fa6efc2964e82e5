import { D, type Dec } from '../../../../domain/executions/fill';
import { eachCsvRow, headerHas } from '../csv';
import { RowReader, sideOf } from '../row-reader';
import type { BrokerParser, ParseContext, ParseResult } from '../types';

interface PairFill {
  id: string;
  side: 'buy' | 'sell';
  quantity: Dec;
  price: string;
  raw: string;
  row: number;
}

function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b)
    ? BigInt(a) < BigInt(b)
      ? -1
      : BigInt(a) > BigInt(b)
        ? 1
        : 0
    : a.localeCompare(b);
}

/**
 * Tradovate's lot-pair exports repeat a fill id once per pairing: the same fill split across
 * pairs. Its quantities are summed (one fill), never de-duplicated away and never double-counted.
 */
function pairedFills(
  text: string,
  context: ParseContext,
  format: string,
  columns: {
    symbol: string;
    qty: string;
    buyId: string;
    sellId: string;
    buyPrice: string;
    sellPrice: string;
    bought: string;
    sold: string;
  },
): ParseResult {
  const reader = new RowReader(context.timezone, '.');
  const fills = new Map<string, PairFill & { symbol: string; account: string }>();
  eachCsvRow(text, reader, (cells, row, h) => {
    const qty = reader.number(row, 'quantity', h.get(cells, columns.qty));
    if (qty === null) return;
    const legs = [
      {
        side: 'buy' as const,
        id: h.get(cells, columns.buyId),
        price: h.get(cells, columns.buyPrice),
        raw: h.get(cells, columns.bought),
      },
      {
        side: 'sell' as const,
        id: h.get(cells, columns.sellId),
        price: h.get(cells, columns.sellPrice),
        raw: h.get(cells, columns.sold),
      },
    ];
    legs.forEach((leg) => {
      if (!leg.id) return reader.error(row, `${leg.side} fill id is missing`);
      const key = `${leg.side}:${leg.id}`;
      const known = fills.get(key);
      if (known) {
        known.quantity = known.quantity.plus(qty);
        return;
      }
      const price = reader.number(row, `${leg.side} price`, leg.price);
      if (price === null) return;
      fills.set(key, {
        id: leg.id,
        side: leg.side,
        quantity: new D(qty),
        price,
        raw: leg.raw,
        row,
        symbol: h.get(cells, columns.symbol),
        account: h.get(cells, 'Account'),
      });
    });
  });
  // Oldest first, same second by fill id (Tradovate's ids increase): the order the fills happened in.
  const timed = [...fills.values()]
    .map((f) => ({
      f,
      executedAt: reader.time(f.row, `${f.side === 'buy' ? 'bought' : 'sold'} timestamp`, f.raw, 'MDY'),
    }))
    .filter((x): x is { f: (typeof x)['f']; executedAt: Date } => x.executedAt !== null)
    .sort((x, y) => x.executedAt.getTime() - y.executedAt.getTime() || compareIds(x.f.id, y.f.id));
  for (const { f, executedAt } of timed) {
    reader.add({
      row: f.row,
      symbol: f.symbol,
      market: 'futures',
      side: f.side,
      quantity: f.quantity.toFixed(),
      price: f.price,
      executedAt,
      rawExecutedAt: f.raw,
      executionId: f.id,
      brokerAccount: f.account,
      currency: 'USD',
    });
  }
  return reader.result(format);
}

/** Tradovate Performance export: one lot pair per row (buyFillId, sellFillId, qty, prices, timestamps). */
export const tradovatePerformanceParser: BrokerParser = {
  id: 'tradovate-performance',
  label: 'Tradovate Performance (lot pairs)',
  detect: (text) =>
    headerHas(text, [
      'symbol',
      'buyFillId',
      'sellFillId',
      'qty',
      'buyPrice',
      'sellPrice',
      'boughtTimestamp',
      'soldTimestamp',
    ]),
  parse(text, context) {
    return pairedFills(text, context, this.id, {
      symbol: 'symbol',
      qty: 'qty',
      buyId: 'buyFillId',
      sellId: 'sellFillId',
      buyPrice: 'buyPrice',
      sellPrice: 'sellPrice',
      bought: 'boughtTimestamp',
      sold: 'soldTimestamp',
    });
  },
};

/** Tradovate Position History: lot pairs under position totals that repeat on every row (ignored). */
export const tradovatePositionHistoryParser: BrokerParser = {
  id: 'tradovate-position-history',
  label: 'Tradovate Position History (paired trades)',
  detect: (text) => headerHas(text, ['Position ID', 'Pair ID', 'Buy Fill ID', 'Sell Fill ID', 'Paired Qty']),
  parse(text, context) {
    return pairedFills(text, context, this.id, {
      symbol: 'Contract',
      qty: 'Paired Qty',
      buyId: 'Buy Fill ID',
      sellId: 'Sell Fill ID',
      buyPrice: 'Buy Price',
      sellPrice: 'Sell Price',
      bought: 'Bought Timestamp',
      sold: 'Sold Timestamp',
    });
  },
};

/** Tradovate fills (orderId, execId, action, qty, price, timestamp): a repeated execId is one fill, quantities summed. */
export const tradovateFillsParser: BrokerParser = {
  id: 'tradovate-fills',
  label: 'Tradovate fills',
  detect: (text) => headerHas(text, ['orderId', 'execId', 'contractName', 'action', 'qty', 'price', 'timestamp']),
  parse(text, { timezone }) {
    const reader = new RowReader(timezone, '.');
    const byId = new Map<string, { row: number; cells: string[]; qty: Dec; commission: Dec }>();
    // Merged fills are added once every row is seen, with the header the walk returns.
    const h = eachCsvRow(text, reader, (cells, row, h) => {
      const qty = reader.number(row, 'quantity', h.get(cells, 'qty'));
      const commission = reader.number(row, 'commission', h.get(cells, 'commission'), '0');
      if (qty === null || commission === null) return;
      const id = h.get(cells, 'execId') || `row-${row}`;
      const known = byId.get(id);
      if (known) {
        known.qty = known.qty.plus(qty);
        known.commission = known.commission.plus(commission);
      } else byId.set(id, { row, cells, qty: new D(qty), commission: new D(commission) });
    });
    for (const [id, f] of byId) {
      const side = sideOf(h.get(f.cells, 'action'));
      if (!side) {
        reader.error(f.row, `action '${h.get(f.cells, 'action')}' is not buy or sell`);
        continue;
      }
      const raw = h.get(f.cells, 'timestamp');
      const executedAt = reader.time(f.row, 'timestamp', raw, 'MDY');
      const price = reader.number(f.row, 'price', h.get(f.cells, 'price'));
      if (!executedAt || price === null) continue;
      reader.add({
        row: f.row,
        symbol: h.get(f.cells, 'contractName'),
        market: 'futures',
        side,
        quantity: f.qty.toFixed(),
        price,
        commission: f.commission.toFixed(),
        executedAt,
        rawExecutedAt: raw,
        executionId: id.startsWith('row-') ? null : id,
        orderId: h.get(f.cells, 'orderId'),
        brokerAccount: h.get(f.cells, 'accountId'),
      });
    }
    return reader.result(this.id);
  },
};
