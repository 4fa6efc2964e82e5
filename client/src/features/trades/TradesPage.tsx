// /trades: 'All Trades' — server-side filtering and sorting kept in the URL, a windowed table
// that scrolls through any number of trades, edit through the shell's trade modal, delete
// after an accessible confirmation.
import { useCallback, useContext, useDeferredValue, useMemo, useState } from 'react';
import { useTradeListPageQuery, useTradeListTotalQuery } from '../../__generated__/hooks';
import type { TradeRow_TradeFragment, TradeSortField } from '../../__generated__/graphql';
import { useNotify } from '../../components/Notifications';
import { saveErrorReason } from '../../apollo/save-error';
import { SessionContext } from '../../session/session-context';
import { formatDateTime } from '../../lib/format';
import { useUrlParams } from '../../lib/use-url-params';
import { useCurrentAccount } from '../../accounts/current-account';
import { useTradeModal } from '../../components/trade-modal-context';
import {
  parseFilters,
  parseSort,
  toTradeFilter,
  toggleSort,
  writeListParams,
  type TradeListFilters,
} from './trade-list-params';
import { PAGE_SIZE } from './trade-window';
import { TradeFilterPanel } from './TradeFilterPanel';
import { TradeTable } from './TradeTable';
import { DeleteTradeDialog } from './DeleteTradeDialog';
import { useDeleteTrade } from './use-delete-trade';
import { useTradeSelection } from './use-trade-selection';
import { BulkTagBar } from './BulkTagBar';
import './trades.css';

export default function TradesPage() {
  const [params, updateParams] = useUrlParams();
  const paramsKey = params.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  const sort = useMemo(() => parseSort(new URLSearchParams(paramsKey)), [paramsKey]);
  // While the accounts load, accountId is null without meaning "all accounts": wait for it.
  const { accountId, account, loading: accountsLoading = false } = useCurrentAccount();
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const currency = account?.currency ?? 'USD';
  const { openTradeModal } = useTradeModal();
  const notify = useNotify();

  const baseVariables = useMemo(
    () => ({ accountId, filter: toTradeFilter(filters), sort }),
    [accountId, filters, sort],
  );
  // Ticked rows for bulk tagging. Another filter, sort or account shows other rows: start afresh
  // (adjusted while rendering, React's way for state that follows a prop).
  const selection = useTradeSelection();
  const selectionKey = JSON.stringify(baseVariables);
  const [selectionFor, setSelectionFor] = useState(selectionKey);
  if (selectionFor !== selectionKey) {
    setSelectionFor(selectionKey);
    if (selection.selected.size) selection.clear();
  }
  // Page 0 gives the matching total; the table's first page shares this cached query.
  const firstPage = useTradeListPageQuery({
    variables: { ...baseVariables, limit: PAGE_SIZE, offset: 0 },
    skip: accountsLoading,
  });
  const allTrades = useTradeListTotalQuery({ variables: { accountId }, skip: accountsLoading });
  const matching = (firstPage.dataState === 'complete' ? firstPage.data : firstPage.previousData)?.trades.total ?? 0;
  const total =
    (allTrades.dataState === 'complete' ? allTrades.data : allTrades.previousData)?.trades.total ?? matching;
  // The table follows the count in a deferred pass: when the first page arrives, the count above
  // paints in the result's own task and the rows render in React's interruptible background pass
  // (slices of ~5 ms), not in one long task with Apollo's cache write on a slow phone.
  const tableTotal = useDeferredValue(accountsLoading ? 0 : matching);

  // Changes apply to the latest URL, not this render's copy (see useUrlParams).
  const onFilterChange = useCallback(
    (patch: Partial<TradeListFilters>) => {
      updateParams((latest) => writeListParams(latest, { ...parseFilters(latest), ...patch }, parseSort(latest)));
    },
    [updateParams],
  );
  const onSort = useCallback(
    (field: TradeSortField) => {
      updateParams((latest) => writeListParams(latest, parseFilters(latest), toggleSort(parseSort(latest), field)));
    },
    [updateParams],
  );

  const [pendingDelete, setPendingDelete] = useState<TradeRow_TradeFragment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteTrade, { loading: deleting }] = useDeleteTrade();
  const closeDelete = useCallback(() => {
    setPendingDelete(null);
    setRefusal(null);
  }, []);
  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      await deleteTrade(pendingDelete.id, pendingDelete.accountId);
      closeDelete();
    } catch (error) {
      // The spec's alert stays; a refusal with a reason (CONFLICT: an imported trade) keeps the
      // dialog open with that reason and the way out, instead of vanishing behind "try again".
      const reason = saveErrorReason(error).conflict;
      if (reason) setRefusal(reason);
      else closeDelete();
      notify('Failed to delete trade. Please try again.', 'error');
    }
  };
  const onEdit = useCallback((trade: TradeRow_TradeFragment) => openTradeModal(trade.id), [openTradeModal]);
  const onDelete = useCallback((trade: TradeRow_TradeFragment) => {
    setRefusal(null);
    setPendingDelete(trade);
  }, []);

  return (
    <section className="tr-page" aria-labelledby="trades-title">
      <header className="tr-header">
        <div>
          <h1 id="trades-title" className="tr-title">
            All Trades
          </h1>
          <p className="tr-subtitle" aria-live="polite">
            Showing {matching.toLocaleString('en-US')} of {total.toLocaleString('en-US')} trades
          </p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => openTradeModal()}>
          <span aria-hidden="true">+</span> Add Trade
        </button>
      </header>
      <TradeFilterPanel filters={filters} onChange={onFilterChange} />
      {selection.selected.size > 0 && <BulkTagBar selection={selection} />}
      {firstPage.error && (
        <p className="tr-error" role="alert">
          Could not load trades: {firstPage.error.message}
        </p>
      )}
      <TradeTable
        total={tableTotal}
        searching={accountsLoading || firstPage.loading}
        baseVariables={baseVariables}
        sort={sort}
        onSort={onSort}
        currency={currency}
        timeZone={timeZone}
        onEdit={onEdit}
        onDelete={onDelete}
        selection={selection}
      />
      {pendingDelete && (
        <DeleteTradeDialog
          tradeId={pendingDelete.id}
          description={`${pendingDelete.symbol} · ${pendingDelete.tradeType} · ${formatDateTime(pendingDelete.entryDate, timeZone)}`}
          busy={deleting}
          refusal={refusal}
          onCancel={closeDelete}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}
