// The trade table's columns: header label, sort field (null: not sortable, as the spec says
// for Strategy and Actions) and a fixed width so virtualised rows never shift the layout.
import type { TradeSortField } from '../../__generated__/graphql';

export interface TradeColumn {
  key: string;
  label: string;
  sortField: TradeSortField | null;
  width: number;
  align?: 'right';
}

export const TRADE_COLUMNS: readonly TradeColumn[] = [
  // Wide enough for "Nov 23, 2026, 03:15" in full (it was cut at 150 px).
  { key: 'date', label: 'Date', sortField: 'entryDate', width: 176 },
  { key: 'symbol', label: 'Symbol', sortField: 'symbol', width: 100 },
  { key: 'market', label: 'Market', sortField: 'market', width: 96 },
  { key: 'type', label: 'Type', sortField: 'tradeType', width: 80 },
  { key: 'entry', label: 'Entry', sortField: 'entryPrice', width: 98, align: 'right' },
  { key: 'exit', label: 'Exit', sortField: 'exitPrice', width: 98, align: 'right' },
  { key: 'quantity', label: 'Quantity', sortField: 'quantity', width: 90, align: 'right' },
  { key: 'pnl', label: 'P&L', sortField: 'pnl', width: 110, align: 'right' },
  { key: 'result', label: 'Result', sortField: 'result', width: 102 },
  { key: 'strategy', label: 'Strategy', sortField: null, width: 96 },
  { key: 'actions', label: 'Actions', sortField: null, width: 88 },
];

export const TABLE_MIN_WIDTH = TRADE_COLUMNS.reduce((sum, c) => sum + c.width, 0);
