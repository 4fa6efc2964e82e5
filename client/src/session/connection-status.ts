// "Connection lost — retrying…": the server answered 503 (its database is unreachable) or did not
// answer at all. That is not a signed-out session: the token stays, a banner says so, and a poll
// of /healthz notices the recovery, after which listeners (Apollo: refetch what is on screen, the
// session check) run again. Only a real 401 / UNAUTHENTICATED signs out (unauthenticated.ts).
import { useSyncExternalStore } from 'react';

export type ConnectionState = 'online' | 'lost';

const DEFAULT_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 30;

let state: ConnectionState = 'online';
let timer: ReturnType<typeof setTimeout> | null = null;
let retrySeconds = DEFAULT_RETRY_SECONDS;
const listeners = new Set<() => void>();
const recoveryListeners = new Set<() => void>();

function setState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  listeners.forEach((l) => l());
}

/** Whether an HTTP status / error code means "try again shortly" rather than "you are signed out". */
export function isTransientStatus(status: number | undefined): boolean {
  return status === 502 || status === 503 || status === 504;
}
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

async function probe(): Promise<void> {
  timer = null;
  let healthy = false;
  try {
    healthy = (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    healthy = false;
  }
  if (healthy) {
    reportConnectionOk();
    recoveryListeners.forEach((l) => l());
    return;
  }
  retrySeconds = Math.min(MAX_RETRY_SECONDS, Math.ceil(retrySeconds * 1.5));
  schedule();
}

function schedule(): void {
  if (timer === null) timer = setTimeout(() => void probe(), retrySeconds * 1000);
}

/** A request failed with 503 / SERVICE_UNAVAILABLE / no answer: show the banner, poll until back. */
export function reportConnectionLost(retryAfterSeconds?: number): void {
  if (state === 'online')
    retrySeconds =
      retryAfterSeconds && retryAfterSeconds > 0
        ? Math.min(retryAfterSeconds, MAX_RETRY_SECONDS)
        : DEFAULT_RETRY_SECONDS;
  setState('lost');
  schedule();
}

/** A request got through (or /healthz answered): the banner goes. */
export function reportConnectionOk(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  setState('online');
}

/** Runs `listener` each time the connection comes back; returns the unsubscribe. */
export function onConnectionRecovered(listener: () => void): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

export function getConnectionState(): ConnectionState {
  return state;
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getConnectionState,
    getConnectionState,
  );
}
