// The header's search (issue 31 item 5): one box over trade notes, day entries, tags and playbook
// names. A dialog rather than an inline box: it has the whole width on a phone, and it opens from
// anywhere with Ctrl/⌘-K or "/", the way traders' tools (and most apps) put a global search.
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { MAX_SEARCH_CHARS, useSearchJournal } from './use-search-journal';
import { SearchResults } from './SearchResults';
import './search.css';

export default function SearchDialog({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  const search = useSearchJournal(text);
  const status = !search.ready
    ? 'Search your trade notes, day entries, tags and playbooks.'
    : search.error
      ? `Search failed: ${search.error.message}`
      : search.searching && search.hits.length === 0
        ? 'Searching…'
        : search.hits.length === 0
          ? `Nothing found for “${search.query}”.`
          : '';
  return (
    <Modal title="Search the journal" onClose={onClose} size="large">
      <form role="search" className="sr-form" onSubmit={(e) => e.preventDefault()}>
        <input
          data-autofocus=""
          type="search"
          className="input sr-input"
          aria-label="Search the journal"
          placeholder="e.g. revenge trading, FOMC, “opening range”"
          maxLength={MAX_SEARCH_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <p className={`sr-status${search.error ? ' sr-status--error' : ''}`} role="status" aria-live="polite">
        {status}
      </p>
      {search.hits.length > 0 && <SearchResults hits={search.hits} onOpen={onClose} />}
      {search.hasMore && (
        <button
          type="button"
          className="btn btn--ghost sr-more"
          disabled={search.loadingMore}
          onClick={search.loadMore}
        >
          {search.loadingMore ? 'Loading…' : 'More results'}
        </button>
      )}
    </Modal>
  );
}
