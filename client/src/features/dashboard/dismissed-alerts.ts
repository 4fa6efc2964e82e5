// Dismissed alert ids (stable per rule and day, so a dismissal lasts the day) in localStorage.
import { useCallback, useState } from 'react';

const KEY = 'dismissedAlerts';
const MAX_KEPT = 200;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function useDismissedAlerts(): { dismissed: ReadonlySet<string>; dismiss(id: string): void } {
  const [ids, setIds] = useState<string[]>(read);
  const dismiss = useCallback((id: string) => {
    setIds((prev) => {
      const next = [...prev.filter((x) => x !== id), id].slice(-MAX_KEPT);
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the dismissal still holds for this page view.
      }
      return next;
    });
  }, []);
  return { dismissed: new Set(ids), dismiss };
}
