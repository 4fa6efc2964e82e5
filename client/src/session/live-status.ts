// Whether the live socket (GraphQL subscriptions, app/live) is connected. While it is, screens
// skip their polling: changes arrive pushed. While it is not ("reconnecting"), they poll as before.
import { useSyncExternalStore } from 'react';

export type LiveState = 'off' | 'live' | 'reconnecting';

let state: LiveState = 'off';
const listeners = new Set<() => void>();

export function setLiveState(next: LiveState): void {
  if (state === next) return;
  state = next;
  listeners.forEach((l) => l());
}

export function liveState(): LiveState {
  return state;
}

/** True while pushed updates arrive: polling can pause. */
export function isLive(): boolean {
  return state === 'live';
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'off',
  );
}
