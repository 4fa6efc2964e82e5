// Whether the live socket (GraphQL subscriptions, app/live) is connected. While it is, screens
// skip their polling: changes arrive pushed. While it is not ("reconnecting"), they poll as before.
import { useSyncExternalStore } from 'react';
import type { DocumentNode } from 'graphql';

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

/** What a subscription over the live socket delivers (graphql-ws's sink, data as the document types it). */
export interface LiveSink<T> {
  next: (result: { data?: T | null }) => void;
  error: (error: unknown) => void;
  complete: () => void;
}

/** Starts one subscription on the live socket; returns its unsubscribe. */
export type LiveSubscribe = <T>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  sink: LiveSink<T>,
) => () => void;

let subscribeOnSocket: LiveSubscribe | null = null;

/** Set by the live socket (app/live) while it exists, so a screen can subscribe on it too. */
export function setLiveSubscribe(next: LiveSubscribe | null): void {
  subscribeOnSocket = next;
}

/** The live socket's subscribe while the socket is up ('live'), else null: poll instead. */
export function liveSubscribe(): LiveSubscribe | null {
  return state === 'live' ? subscribeOnSocket : null;
}
