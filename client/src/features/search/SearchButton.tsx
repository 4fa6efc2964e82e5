import { lazy, Suspense, useEffect, useState } from 'react';
import './search-button.css';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** Typing in a field: "/" is a character there, not the search shortcut. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** The header's search button; Ctrl/⌘-K anywhere, or "/" outside a field, opens it too. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
      if (!shortcut || document.querySelector('[data-modal-panel]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost sr-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="sr-button__icon">
          ⌕
        </span>
        <span className="sr-button__label">Search</span>
        <kbd className="sr-button__kbd" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
