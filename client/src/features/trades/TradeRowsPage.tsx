// One server page of the trade list (PAGE_SIZE rows at offset page × PAGE_SIZE), rendering only
// the slice inside the scroll window. Each page is its own cached query, so evicting the trade
// lists after an edit or delete refetches exactly the pages on screen.
import { useTradeListPageQuery } from '../../__generated__/hooks';
import type { TradeListPageQueryVariables, TradeRow_TradeFragment } from '../../__generated__/graphql';
import { PAGE_SIZE } from './trade-window';
import { TradeRow } from './TradeRow';
import { TRADE_COLUMNS, type TradeColumn } from './trade-columns';

interface TradeRowsPageProps {
  page: number;
  slice: [number, number];
  baseVariables: Omit<TradeListPageQueryVariables, 'limit' | 'offset'>;
  columns: readonly TradeColumn[];
  currency: string;
  timeZone?: string;
  onEdit(trade: TradeRow_TradeFragment): void;
  onDelete(trade: TradeRow_TradeFragment): void;
  isSelected(id: string): boolean;
  onToggleSelect(trade: TradeRow_TradeFragment, shift: boolean): void;
}

export function TradeRowsPage({
  page,
  slice,
  baseVariables,
  columns,
  currency,
  timeZone,
  onEdit,
  onDelete,
  isSelected,
  onToggleSelect,
}: TradeRowsPageProps) {
  const { data, dataState, previousData } = useTradeListPageQuery({
    variables: { ...baseVariables, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
  });
  // While a new filter loads, the old rows stay under the 'Searching trades...' overlay.
  const items = (dataState === 'complete' ? data : previousData)?.trades.items;
  const [start, end] = slice;
  const rows = [];
  for (let i = start; i < end; i++) {
    const trade = items?.[i];
    const rowIndex = page * PAGE_SIZE + i;
    rows.push(
      trade ? (
        <TradeRow
          key={trade.id}
          trade={trade}
          rowIndex={rowIndex}
          columns={columns}
          currency={currency}
          timeZone={timeZone}
          onEdit={onEdit}
          onDelete={onDelete}
          selected={isSelected(trade.id)}
          onToggleSelect={onToggleSelect}
        />
      ) : (
        <LoadingRow key={`loading-${rowIndex}`} rowIndex={rowIndex} />
      ),
    );
  }
  return <>{rows}</>;
}

function LoadingRow({ rowIndex }: { rowIndex: number }) {
  return (
    <tr className="tr-row tr-row--loading" aria-rowindex={rowIndex + 2}>
      <td className="tr-pinned" colSpan={TRADE_COLUMNS.length}>
        <span className="tr-skeleton" aria-label="Loading trade" />
      </td>
    </tr>
  );
}

/** Rows of a page not requested yet (the list is being scrubbed past it). */
export function PlaceholderRows({ page, slice: [start, end] }: { page: number; slice: [number, number] }) {
  const rows = [];
  for (let i = start; i < end; i++)
    rows.push(<LoadingRow key={`loading-${page * PAGE_SIZE + i}`} rowIndex={page * PAGE_SIZE + i} />);
  return <>{rows}</>;
}
