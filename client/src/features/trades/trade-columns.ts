// The trade table's columns: header label, sort field (null: not sortable, as the spec says
// for Strategy and Actions) and a fixed width so virtualised rows never shift the layout.
import type { TradeSortField } from '../../__generated__/graphql';

export type TradeColumnKey =
  | 'select'
  | 'date'
  | 'symbol'
  | 'market'
  | 'type'
  | 'entry'
  | 'exit'
  | 'quantity'
  | 'pnl'
  | 'r'
  | 'result'
  | 'strategy'
  | 'tags'
  | 'actions';

export interface TradeColumn {
  key: TradeColumnKey;
  label: string;
  sortField: TradeSortField | null;
  width: number;
  /** The width on a phone (trades.css's narrow layout: compact two-line date, tighter cells). */
  phoneWidth: number;
  align?: 'right';
}

export const TRADE_COLUMNS: readonly TradeColumn[] = [
  // The row's checkbox for bulk tagging, pinned with the date (a 16 px box and its padding; 4 px
  // a side on a phone, where every pixel of the first screenful counts).
  { key: 'select', label: 'Select', sortField: null, width: 40, phoneWidth: 24 },
  // Wide enough for "Nov 23, 2026, 03:15" in full (it was cut at 150 px); on a phone the date
  // and the time take two lines ("03/05/26" over "14:30").
  { key: 'date', label: 'Date', sortField: 'entryDate', width: 166, phoneWidth: 70 },
  { key: 'symbol', label: 'Symbol', sortField: 'symbol', width: 100, phoneWidth: 76 },
  { key: 'market', label: 'Market', sortField: 'market', width: 96, phoneWidth: 84 },
  { key: 'type', label: 'Type', sortField: 'tradeType', width: 80, phoneWidth: 72 },
  { key: 'entry', label: 'Entry', sortField: 'entryPrice', width: 92, phoneWidth: 88, align: 'right' },
  { key: 'exit', label: 'Exit', sortField: 'exitPrice', width: 92, phoneWidth: 88, align: 'right' },
  { key: 'quantity', label: 'Quantity', sortField: 'quantity', width: 90, phoneWidth: 84, align: 'right' },
  // On a phone "-$12,345.67" just fits; a longer amount ends in an ellipsis (the edit dialog has it).
  { key: 'pnl', label: 'P&L', sortField: 'pnl', width: 110, phoneWidth: 96, align: 'right' },
  // R on the initial stop (issue 33): "+1.96" ("—" without one, or while open), never an invented
  // risk. 84 px holds "-12.34" with the cell padding (64 cut it).
  { key: 'r', label: 'R', sortField: null, width: 84, phoneWidth: 80, align: 'right' },
  // The "Breakeven" badge whole, with the cell's padding on both sides (at 102 it ran into
  // Strategy). The checkbox, Date, Symbol, P&L and Result on a
  // phone: 364 px, a 390 px screen's table (the spec's phone; 375 px now scrolls 13 px for Result's end).
  { key: 'result', label: 'Result', sortField: 'result', width: 114, phoneWidth: 98 },
  // The playbook, then the trader's tags (issue 30): as many as fit, all of them in the cell's
  // title. After Result, so Date … Result still fit a 1440 px screen whole (layout.test.ts); the
  // first chip shows there, the rest a scroll away or on a wider screen.
  { key: 'tags', label: 'Tags', sortField: null, width: 150, phoneWidth: 150 },
  { key: 'strategy', label: 'Strategy', sortField: null, width: 96, phoneWidth: 96 },
  { key: 'actions', label: 'Actions', sortField: null, width: 88, phoneWidth: 80 },
];

/**
 * On a phone, P&L and Result follow Date and Symbol: the four fit a 375–390 px screen, so what a
 * trader looks for first needs no sideways scroll; the other columns follow, a swipe away.
 */
const PHONE_ORDER: readonly TradeColumnKey[] = [
  'select',
  'date',
  'symbol',
  'pnl',
  'result',
  'tags',
  'r',
  'market',
  'type',
  'entry',
  'exit',
  'quantity',
  'strategy',
  'actions',
];

const byKey = new Map(TRADE_COLUMNS.map((c) => [c.key, c]));
const PHONE_COLUMNS: readonly TradeColumn[] = PHONE_ORDER.map((key) => ({
  ...byKey.get(key)!,
  width: byKey.get(key)!.phoneWidth,
}));

/** The columns in the order and at the widths of the layout (phone or wider). */
export function tradeColumns(phone: boolean): readonly TradeColumn[] {
  return phone ? PHONE_COLUMNS : TRADE_COLUMNS;
}

/** The table's minimum width: every column at its width (the scroll area scrolls past it). */
export function tableMinWidth(columns: readonly TradeColumn[]): number {
  return columns.reduce((sum, c) => sum + c.width, 0);
}
