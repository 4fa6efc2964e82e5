import type { EventBus, LiveEvent } from './live-events';

/** Events kept for a slow reader before the oldest are dropped (a reader refetches anyway). */
const MAX_BUFFERED = 500;

/**
 * A subscription's source: `userId`'s events that `pick` keeps, as the async iterator graphql-ws
 * consumes. Unsubscribes from the bus when the client stops the subscription or disconnects
 * (graphql-ws calls `return`).
 */
export function eventStream<T>(
  bus: EventBus,
  userId: string,
  pick: (event: LiveEvent) => T | null,
): AsyncIterableIterator<T> {
  const buffered: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  const unsubscribe = bus.subscribe(userId, (event) => {
    const value = pick(event);
    if (value === null || done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value, done: false });
      return;
    }
    buffered.push(value);
    if (buffered.length > MAX_BUFFERED) buffered.shift();
  });
  const finish = (): Promise<IteratorResult<T>> => {
    done = true;
    unsubscribe();
    buffered.length = 0;
    if (waiting) waiting({ value: undefined, done: true });
    waiting = null;
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next: () => {
      if (buffered.length) return Promise.resolve({ value: buffered.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
