// Drafts state mirrored to sessionStorage, plus a browser prompt if the tab closes with drafts.
import { useCallback, useEffect, useState } from 'react';
import { dropDraft, loadDrafts, putDraft, saveDrafts, type JournalDrafts, type JournalEntry } from './journal-drafts';

export function useJournalDrafts() {
  const [drafts, setDrafts] = useState<JournalDrafts>(() => loadDrafts(sessionStorage));
  useEffect(() => saveDrafts(sessionStorage, drafts), [drafts]);

  const hasDrafts = Object.keys(drafts).length > 0;
  useEffect(() => {
    if (!hasDrafts) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDrafts]);

  const edit = useCallback(
    (tradeId: string, saved: JournalEntry, edited: JournalEntry) =>
      setDrafts((d) => putDraft(d, tradeId, saved, edited)),
    [],
  );
  const discard = useCallback((tradeId: string) => setDrafts((d) => dropDraft(d, tradeId)), []);
  return { drafts, edit, discard };
}
