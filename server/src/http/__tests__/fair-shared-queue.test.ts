import type { Admission, ExpensiveWorkLimiter } from '../expensive-work-limiter';
import { FairSharedQueue } from '../fair-shared-queue';

/** Every user's own limits let everything through: only the shared queue is under test. */
const open: ExpensiveWorkLimiter = { admit: async () => ({ release: () => undefined }) };
const release = (a: Admission) => ('release' in a ? a.release() : undefined);

describe('FairSharedQueue', () => {
  it('serves waiting users in turn: one request of B is not stuck behind ten of A', async () => {
    const queue = new FairSharedQueue(open, { maxRunning: 1, maxQueued: 20, maxWaitMs: 5000, retryAfterSeconds: 2 });
    const first = await queue.admit('A', 1);
    const order: string[] = [];
    // Each request, once its turn comes, runs and finishes at once, handing its place on.
    const served = (name: string) => (a: Admission) => {
      order.push(name);
      release(a);
    };
    const waits = [
      ...['A0', 'A1', 'A2'].map((name) => queue.admit('A', 1).then(served(name))),
      queue.admit('B', 1).then(served('B')),
    ];
    while (queue.stats().queued < 4) await new Promise((r) => setImmediate(r)); // all four in line
    release(first);
    await Promise.all(waits);
    expect(order).toEqual(['A0', 'B', 'A1', 'A2']);
    expect(queue.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('answers a full line at once with Retry-After, and a wait past its budget too', async () => {
    jest.useFakeTimers();
    try {
      const queue = new FairSharedQueue(open, { maxRunning: 1, maxQueued: 1, maxWaitMs: 1000, retryAfterSeconds: 2 });
      const running = await queue.admit('A', 1);
      const waiting = queue.admit('B', 1);
      expect(await queue.admit('C', 1)).toEqual({ retryAfterSeconds: 2, serverBusy: true });
      jest.advanceTimersByTime(1000);
      expect(await waiting).toEqual({ retryAfterSeconds: 2, serverBusy: true });
      release(running);
      expect(queue.stats()).toEqual({ running: 0, queued: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
