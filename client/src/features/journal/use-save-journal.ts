// Saving a trade's journal entry (notes and emotional tags), with its cache update: the trade's
// derived figures (the emotional-tag breakdown, …) refetch through evictTradeDerived.
import { useCallback } from 'react';
import { useSaveJournalEntryMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';
import type { JournalEntry } from './journal-drafts';

export function useSaveJournal(): [
  (trade: { id: string; accountId: string }, entry: JournalEntry) => Promise<unknown>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useSaveJournalEntryMutation();
  const save = useCallback(
    (trade: { id: string; accountId: string }, entry: JournalEntry) =>
      mutate({
        variables: { tradeId: trade.id, notes: entry.notes, emotionalTags: [...entry.emotionalTags] },
        update: (cache, result) => evictTradeDerived(cache, result.data?.updateJournal.accountId ?? trade.accountId),
      }),
    [mutate],
  );
  return [save, { loading }];
}
