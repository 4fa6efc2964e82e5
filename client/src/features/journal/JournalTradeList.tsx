// The 100 most recent trades; the selected one is pressed, a trade with an unsaved draft says so.
import { formatDateTime, formatPnl, pnlClass } from '../../lib/format';
import type { JournalTradeList_TradeFragment } from '../../__generated__/graphql';

/** One entry of the list: its own fragment (journal-trade-list.graphql). */
export type JournalTrade = JournalTradeList_TradeFragment;

interface JournalTradeListProps {
  trades: readonly JournalTrade[];
  selectedId: string | null;
  draftIds: ReadonlySet<string>;
  currency: string;
  timeZone?: string;
  onSelect(id: string): void;
}

export function JournalTradeList({
  trades,
  selectedId,
  draftIds,
  currency,
  timeZone,
  onSelect,
}: JournalTradeListProps) {
  return (
    <ul className="jr-list" aria-label="Recent trades">
      {trades.map((t) => {
        const hasNotes = !!t.notes?.trim() || t.emotionalTags.length > 0;
        return (
          <li key={t.id}>
            <button type="button" className="jr-item" aria-pressed={t.id === selectedId} onClick={() => onSelect(t.id)}>
              <span className="jr-item__top">
                <span className="jr-item__symbol">{t.symbol}</span>
                <span className={`jr-item__type jr-item__type--${t.tradeType}`}>{t.tradeType}</span>
                <span className={`num jr-item__pnl ${pnlClass(t.pnl)}`}>
                  {t.pnl === null ? 'Open' : formatPnl(t.pnl, currency)}
                </span>
              </span>
              <span className="jr-item__bottom">
                <span className="num">{formatDateTime(t.entryDate, timeZone)}</span>
                {draftIds.has(t.id) ? (
                  <span className="jr-flag jr-flag--draft">Unsaved</span>
                ) : (
                  hasNotes && <span className="jr-flag">Journaled</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
