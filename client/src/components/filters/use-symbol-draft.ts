// The symbol box of a filter: what is typed is a draft, the URL's value is the filter. The draft
// follows the URL when it changes (back button, Clear), in the same render. With `debounceMs` the
// draft is applied after a pause in typing (each keystroke is not a query); without, only when
// `apply` is called (Enter, leaving the field).
import { useEffect, useState } from 'react';

const trimmed = (s: string) => s.trim();

export function useSymbolDraft(
  urlSymbol: string,
  onApply: (symbol: string) => void,
  { debounceMs, normalize = trimmed }: { debounceMs?: number; normalize?: (s: string) => string } = {},
) {
  const [draft, setDraft] = useState(urlSymbol);
  const [followed, setFollowed] = useState(urlSymbol);
  if (followed !== urlSymbol) {
    setFollowed(urlSymbol);
    setDraft(urlSymbol);
  }
  useEffect(() => {
    if (debounceMs === undefined || normalize(draft) === urlSymbol) return undefined;
    const timer = setTimeout(() => onApply(normalize(draft)), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, urlSymbol, onApply, debounceMs, normalize]);
  const apply = () => {
    const next = normalize(draft);
    if (next !== urlSymbol) onApply(next);
  };
  return { draft, setDraft, apply };
}
