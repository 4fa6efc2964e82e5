// /journal: the 100 most recent trades on the left, the selected trade's notes and emotional
// tags on the right. Edits are drafts until saved (kept per trade, never silently dropped).
import { useContext, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useJournalTradeQuery, useJournalTradesQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { SessionContext } from '../../session/session-context';
import { useCurrentAccount } from '../../accounts/current-account';
import { Attachments } from '../../components/attachments/Attachments';
import { JournalEditor } from './JournalEditor';
import { JournalTabs } from './JournalTabs';
import { JournalTradeList } from './JournalTradeList';
import { TradeLinksEditor } from './TradeLinksEditor';
import { useJournalDrafts } from './use-journal-drafts';
import { useSaveJournal } from './use-save-journal';
import './journal.css';
import './days/days.css';

export const JOURNAL_TRADE_LIMIT = 100;

export default function JournalPage() {
  const { accountId, account, loading: accountsLoading = false } = useCurrentAccount();
  const currency = account?.currency ?? 'USD';
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('trade');

  const { data, dataState, previousData, loading, error } = useJournalTradesQuery({
    variables: { accountId, limit: JOURNAL_TRADE_LIMIT },
    skip: accountsLoading,
  });
  const trades = (dataState === 'complete' ? data : previousData)?.trades.items ?? [];
  const listed = trades.find((t) => t.id === selectedId);
  // A link (search, a day page) may open an older trade, or one of another account: read it alone.
  const listSettled = !loading && !accountsLoading;
  const single = useJournalTradeQuery({
    variables: { id: selectedId ?? '' },
    skip: !selectedId || !!listed || !listSettled,
  });
  const alone = single.dataState === 'complete' ? single.data.trade : null;
  const selected = listed ?? (alone?.id === selectedId ? alone : null);

  const { drafts, edit, discard } = useJournalDrafts();
  const draftIds = useMemo(() => new Set(Object.keys(drafts)), [drafts]);
  const saved = selected ? { notes: selected.notes ?? '', emotionalTags: selected.emotionalTags } : null;
  const entry = selected ? (drafts[selected.id] ?? saved!) : null;

  const [saveEntry, { loading: saving }] = useSaveJournal();
  const onSave = async () => {
    if (!selected || !entry) return;
    try {
      await saveEntry(selected, entry);
      discard(selected.id);
      notify('Journal entry saved successfully!', 'success');
    } catch {
      notify('Failed to save journal entry', 'error');
    }
  };

  const editorPanel = useRef<HTMLDivElement>(null);
  const select = (id: string) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('trade', id);
        return next;
      },
      { replace: true },
    );
    // Stacked layout (phones): bring the editor below the list into view.
    if (window.matchMedia?.('(max-width: 800px)').matches)
      requestAnimationFrame(() => editorPanel.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <section className="jr-page" aria-labelledby="journal-title">
      <header className="jr-header">
        <h1 id="journal-title" className="jr-title">
          Trading Journal
        </h1>
        <JournalTabs />
        <p className="jr-muted">
          Your {JOURNAL_TRADE_LIMIT} most recent trades. Unsaved edits are kept as drafts until you save them.
        </p>
      </header>
      <div className="jr-layout">
        <aside className="jr-panel jr-panel--list" aria-label="Recent trades">
          {error && (
            <p className="jr-error" role="alert">
              Could not load trades: {error.message}
            </p>
          )}
          {(loading || accountsLoading) && trades.length === 0 && (
            <p className="jr-muted jr-pad" role="status">
              Loading trades...
            </p>
          )}
          {!loading && !accountsLoading && !error && trades.length === 0 && (
            <p className="jr-muted jr-pad">No trades yet. Add a trade to start journaling.</p>
          )}
          <JournalTradeList
            trades={trades}
            selectedId={selectedId}
            draftIds={draftIds}
            currency={currency}
            timeZone={timeZone}
            onSelect={select}
          />
        </aside>
        <div ref={editorPanel} className="jr-panel jr-panel--editor">
          {selected && entry && saved ? (
            <>
              <JournalEditor
                key={selected.id}
                trade={selected}
                entry={entry}
                dirty={draftIds.has(selected.id)}
                saving={saving}
                currency={currency}
                timeZone={timeZone}
                onChange={(next) => edit(selected.id, saved, next)}
                onSave={onSave}
                onDiscard={() => discard(selected.id)}
              />
              <div className="jr-attachments">
                <Attachments key={`shots-${selected.id}`} tradeId={selected.id} pasteScope={editorPanel} />
              </div>
              <TradeLinksEditor key={`links-${selected.id}`} tradeId={selected.id} />
            </>
          ) : (
            <p className="jr-empty">Select a trade to add journal notes</p>
          )}
        </div>
      </div>
    </section>
  );
}
