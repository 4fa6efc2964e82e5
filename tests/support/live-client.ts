import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClient {
  client: Client;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

/** A graphql-ws client on the app's /graphql, signed in with `token` (no retries: tests see every close). */
export function liveClient(baseUrl: string, token: string | null): LiveClient {
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => onClose((event as { code: number }).code) },
  });
  client.on('error', () => undefined);
  return { client, closed };
}

/** Subscribes and collects every payload (or error) into arrays the test reads. */
export function collect<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const events: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => (value.errors ? errors.push(value.errors) : events.push(value.data as T)),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { events, errors, stop };
}

/** Waits until `check` holds (polling every 20 ms), or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * For servers in other processes, whose event bus a test cannot count (see live-listeners.ts for
 * in-process apps): graphql-ws does not acknowledge a subscription, so a write made before the
 * server registered it reaches nobody. Writes (up to `attempts` times, one second apart at most)
 * until `heard` holds; returns what every write returned, the last one last.
 */
export async function writeUntilHeard<T>(
  write: () => Promise<T>,
  heard: () => boolean,
  what: string,
  attempts = 5,
): Promise<T[]> {
  const written: T[] = [];
  for (let attempt = 1; ; attempt += 1) {
    written.push(await write());
    try {
      await until(heard, 1000, what);
      return written;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
