// Whether the trade table uses its phone layout: the same breakpoint as trades.css's narrow rules.
import { useSyncExternalStore } from 'react';

export const PHONE_MAX_WIDTH = 600;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True at phone widths; follows the window as it is resized or turned. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
