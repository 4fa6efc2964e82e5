// The trade table: sortable headers (aria-sort), a 600px scroll area with a sticky header, the
// first column pinned for phones, and windowed rows fetched page by page from the server.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TradeListPageDocument,
  type TradeListPageQueryVariables,
  type TradeRow_TradeFragment,
  type TradeSort,
  type TradeSortField,
} from '../../__generated__/graphql';
import { tableMinWidth, tradeColumns } from './trade-columns';
import { PAGE_SIZE, ROW_HEIGHT, computeRowWindow, isNearSettled, pageSlice } from './trade-window';
import { PlaceholderRows, TradeRowsPage } from './TradeRowsPage';
import { usePhoneLayout } from './use-phone-layout';
import type { TradeSelection } from './use-trade-selection';

interface TradeTableProps {
  total: number;
  searching: boolean;
  baseVariables: Omit<TradeListPageQueryVariables, 'limit' | 'offset'>;
  sort: TradeSort;
  onSort(field: TradeSortField): void;
  currency: string;
  timeZone?: string;
  onEdit(trade: TradeRow_TradeFragment): void;
  onDelete(trade: TradeRow_TradeFragment): void;
  selection: TradeSelection;
}

const DEFAULT_VIEWPORT = 600;
const SCROLL_SETTLE_MS = 120;

export function TradeTable({
  total,
  searching,
  baseVariables,
  sort,
  onSort,
  currency,
  timeZone,
  onEdit,
  onDelete,
  selection,
}: TradeTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = tradeColumns(usePhoneLayout());
  const [viewport, setViewport] = useState({ top: 0, height: DEFAULT_VIEWPORT });
  const frame = useRef(0);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const el = scroller.current;
      if (el) setViewport({ top: el.scrollTop, height: el.clientHeight || DEFAULT_VIEWPORT });
    });
  }, []);

  // A new filter or sort starts at the top of the list: the window moves in the same render (no
  // pages fetched at the old offset), the scroll position right after.
  const variablesKey = JSON.stringify(baseVariables);
  const [windowKey, setWindowKey] = useState(variablesKey);
  if (windowKey !== variablesKey) {
    setWindowKey(variablesKey);
    setViewport((v) => ({ ...v, top: 0 }));
  }
  // Back to the top when the filter or sort changes; not on mount, where it is already there and
  // writing scrollTop forced a layout of the fresh table inside the first commit's task.
  const scrolledKey = useRef(variablesKey);
  useEffect(() => {
    if (scrolledKey.current === variablesKey) return;
    scrolledKey.current = variablesKey;
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [variablesKey]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const rowWindow = computeRowWindow(viewport.top, viewport.height, total);
  // Scrubbing through the list must not fetch every page passed over: a page next to the last
  // settled ones loads at once (continuous scrolling), a far one once the scroll rests.
  const pagesKey = rowWindow.pages.join(',');
  const [settledPages, setSettledPages] = useState<readonly number[]>([0]);
  useEffect(() => {
    // An empty window (no rows yet) keeps page 0 settled, as on the first render: otherwise the
    // first rows, arriving just after, would show as placeholders until the next settle.
    const timer = setTimeout(() => setSettledPages(pagesKey ? pagesKey.split(',').map(Number) : [0]), SCROLL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pagesKey]);
  // The rows on screen, in order, read from the pages already cached: what the header's checkbox
  // ticks ("all shown") and the range a shift-click spans. Rows still loading are not shown.
  const client = useApolloClient();
  const shownTrades = (): TradeRow_TradeFragment[] =>
    rowWindow.pages.flatMap((page) => {
      const data = client.readQuery({
        query: TradeListPageDocument,
        variables: { ...baseVariables, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      });
      const [start, end] = pageSlice(page, rowWindow);
      return (data?.trades.items ?? []).slice(start, end);
    });
  const shown = shownTrades();
  const shownSelected = shown.filter((t) => selection.isSelected(t.id)).length;
  const onToggleSelect = (trade: TradeRow_TradeFragment, shift: boolean) =>
    selection.toggle(trade, shift, shift ? shownTrades() : []);
  const topSpacer = rowWindow.first * ROW_HEIGHT;
  const bottomSpacer = (total - rowWindow.last) * ROW_HEIGHT;

  return (
    <div className="tr-table-wrap">
      <div
        ref={scroller}
        className="tr-scroll"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label="Trades table"
        aria-busy={searching}
      >
        <table
          className="tr-table"
          // The date column is pinned right after the checkbox column, whatever its width.
          style={{ minWidth: tableMinWidth(columns), ['--tr-select-width' as string]: `${columns[0].width}px` }}
          aria-rowcount={total + 1}
        >
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={{ width: c.width }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((c, i) => {
                const active = c.sortField !== null && sort.field === c.sortField;
                const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={ariaSort}
                    className={`${i < 2 ? 'tr-pinned ' : ''}${i === 1 ? 'tr-pinned--second ' : ''}${c.align === 'right' ? 'tr-right' : ''}`}
                  >
                    {c.key === 'select' ? (
                      <input
                        type="checkbox"
                        aria-label="Select all trades shown"
                        checked={shown.length > 0 && shownSelected === shown.length}
                        ref={(el) => {
                          if (el) el.indeterminate = shownSelected > 0 && shownSelected < shown.length;
                        }}
                        disabled={shown.length === 0}
                        onChange={(e) => selection.setMany(shown, e.target.checked)}
                      />
                    ) : c.sortField ? (
                      <button
                        type="button"
                        className={`tr-sort${active ? ' tr-sort--active' : ''}`}
                        onClick={() => onSort(c.sortField!)}
                      >
                        {c.label}
                        <span className="tr-sort__arrow" aria-hidden="true">
                          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {topSpacer > 0 && (
              <tr aria-hidden="true" className="tr-spacer" style={{ height: topSpacer }}>
                <td colSpan={columns.length} />
              </tr>
            )}
            {rowWindow.pages.map((page) =>
              isNearSettled(page, settledPages) ? (
                <TradeRowsPage
                  key={page}
                  page={page}
                  slice={pageSlice(page, rowWindow)}
                  baseVariables={baseVariables}
                  columns={columns}
                  currency={currency}
                  timeZone={timeZone}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  isSelected={selection.isSelected}
                  onToggleSelect={onToggleSelect}
                />
              ) : (
                <PlaceholderRows key={page} page={page} slice={pageSlice(page, rowWindow)} />
              ),
            )}
            {bottomSpacer > 0 && (
              <tr aria-hidden="true" className="tr-spacer" style={{ height: bottomSpacer }}>
                <td colSpan={columns.length} />
              </tr>
            )}
          </tbody>
        </table>
        {!searching && total === 0 && (
          <p className="tr-empty">No trades found. Try adjusting your filters or add a new trade.</p>
        )}
      </div>
      {searching && (
        <div className="tr-overlay" role="status">
          <span className="tr-spinner" aria-hidden="true" />
          Searching trades...
        </div>
      )}
    </div>
  );
}
