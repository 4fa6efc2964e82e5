import { InMemoryConcurrencyLimiter } from '../concurrency-limiter';

const limiter = (maxQueued = 2, maxWaitMs = 10_000) => new InMemoryConcurrencyLimiter({ perUser: 2, maxQueued, maxWaitMs, retryAfterSeconds: 1 });

describe('InMemoryConcurrencyLimiter', () => {
  it('grants N slots per key at once, independently per key', async () => {
    const l = limiter();
    expect(await l.acquire('a')).toEqual(expect.any(Function));
    expect(await l.acquire('a')).toEqual(expect.any(Function));
    expect(await l.acquire('b')).toEqual(expect.any(Function));
    expect(l.stats('a')).toEqual({ running: 2, queued: 0 });
    expect(l.stats('b')).toEqual({ running: 1, queued: 0 });
  });

  it('hands a freed slot to the next in line, in order, and forgets idle keys', async () => {
    const l = limiter();
    const first = (await l.acquire('a'))!;
    const second = (await l.acquire('a'))!;
    const order: string[] = [];
    const third = l.acquire('a').then((r) => { order.push('third'); return r!; });
    const fourth = l.acquire('a').then((r) => { order.push('fourth'); return r!; });
    expect(l.stats('a')).toEqual({ running: 2, queued: 2 });
    first();
    first(); // a second call changes nothing
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(l.stats('a')).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once when the line is full, and after the wait otherwise', async () => {
    jest.useFakeTimers();
    try {
      const l = limiter(1, 500);
      await l.acquire('a');
      await l.acquire('a');
      const waiting = l.acquire('a');
      expect(await l.acquire('a')).toBeNull(); // line full
      jest.advanceTimersByTime(500);
      expect(await waiting).toBeNull();
      expect(l.stats('a')).toEqual({ running: 2, queued: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
