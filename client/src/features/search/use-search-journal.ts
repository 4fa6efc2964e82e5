import { useEffect, useState } from 'react';
import { useSearchJournalQuery } from '../../__generated__/hooks';

export const SEARCH_PAGE_SIZE = 20;
/** The server refuses more (a 4xx); the box stops the typing there. */
export const MAX_SEARCH_CHARS = 200;
/** One character finds little that is useful; two are enough for "ES" or "FX". */
const MIN_SEARCH_CHARS = 2;
/** Typing pauses this long before a search is sent, so a word typed is one request, not five. */
const DEBOUNCE_MS = 250;

/** The text as it was DEBOUNCE_MS after the last change. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The search box's state: the hits of what was typed, and the next page on demand. */
export function useSearchJournal(text: string) {
  const q = useSettled(text.trim());
  const ready = q.length >= MIN_SEARCH_CHARS;
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, dataState, previousData, loading, error, fetchMore } = useSearchJournalQuery({
    variables: { q, limit: SEARCH_PAGE_SIZE },
    skip: !ready,
    // Notes change all day: a search always asks the server.
    fetchPolicy: 'network-only',
  });
  const shown = ready ? (dataState === 'complete' ? data : previousData) : undefined;
  const loadMore = async () => {
    const cursor = shown?.search.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          search: { ...fetchMoreResult.search, hits: [...prev.search.hits, ...fetchMoreResult.search.hits] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    query: q,
    ready,
    /** Still typing, or the answer for what was typed is on its way. */
    searching: ready && (loading || q !== text.trim()),
    hits: shown?.search.hits ?? [],
    hasMore: Boolean(shown?.search.nextCursor),
    loadMore,
    loadingMore,
    error,
  };
}
