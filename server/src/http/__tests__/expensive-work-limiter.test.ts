import { InMemoryExpensiveWorkLimiter, type Admission, type Release } from '../expensive-work-limiter';

const LIMITS = {
  perUser: 2,
  maxQueued: 2,
  maxWaitMs: 10_000,
  retryAfterSeconds: 1,
  costPerSecond: 1000,
  burstCost: 5000,
};
const limiter = (overrides: Partial<typeof LIMITS> = {}) =>
  new InMemoryExpensiveWorkLimiter({ ...LIMITS, ...overrides });
const released = (a: Admission): Release => {
  if (!('release' in a)) throw new Error(`refused: retry after ${a.retryAfterSeconds} s`);
  return a.release;
};

afterEach(() => jest.useRealTimers());

describe('InMemoryExpensiveWorkLimiter: slots', () => {
  it('admits N at once per user, independently per user', async () => {
    const l = limiter();
    released(await l.admit('a', 10));
    released(await l.admit('a', 10));
    released(await l.admit('b', 10));
    expect(l.stats('a')).toMatchObject({ running: 2, queued: 0 });
    expect(l.stats('b')).toMatchObject({ running: 1, queued: 0 });
  });

  it('hands a freed slot to the next in line, in order', async () => {
    const l = limiter();
    const first = released(await l.admit('a', 10));
    const second = released(await l.admit('a', 10));
    const order: string[] = [];
    const third = l.admit('a', 10).then((r) => {
      order.push('third');
      return released(r);
    });
    const fourth = l.admit('a', 10).then((r) => {
      order.push('fourth');
      return released(r);
    });
    await new Promise((r) => setImmediate(r));
    expect(l.stats('a')).toMatchObject({ running: 2, queued: 2 });
    first();
    first(); // a second call changes nothing
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(l.stats('a')).toMatchObject({ running: 0, queued: 0 });
  });

  it('refuses at once when the line is full, and after the wait otherwise, refunding the budget', async () => {
    jest.useFakeTimers({ now: 0 });
    const l = limiter({ maxQueued: 1, maxWaitMs: 500 });
    released(await l.admit('a', 100));
    released(await l.admit('a', 100));
    const waiting = l.admit('a', 100);
    await Promise.resolve();
    expect(await l.admit('a', 100)).toEqual({ retryAfterSeconds: 1 }); // line full
    jest.advanceTimersByTime(500);
    expect(await waiting).toEqual({ retryAfterSeconds: 1 });
    expect(l.stats('a')).toMatchObject({ running: 2, queued: 0 });
  });
});

describe('InMemoryExpensiveWorkLimiter: cost budget', () => {
  it('lets a burst through, then paces a user to the refill rate', async () => {
    jest.useFakeTimers({ now: 0 });
    const l = limiter({ perUser: 100 });
    for (let i = 0; i < 5; i++) released(await l.admit('a', 1000)); // the 5,000 burst
    expect(l.stats('a').budget).toBe(0);
    let admitted = false;
    const next = l.admit('a', 1000).then((a) => {
      admitted = 'release' in a;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(admitted).toBe(false); // waits for 1,000 of refill at 1,000 per second
    await jest.advanceTimersByTimeAsync(1);
    await next;
    expect(admitted).toBe(true);
    expect(released(await l.admit('b', 1000))).toEqual(expect.any(Function)); // others keep their own budget
  });

  it('refuses at once, with the exact Retry-After, when the refill would take longer than the wait allowed', async () => {
    jest.useFakeTimers({ now: 0 });
    const l = limiter({ perUser: 100, maxWaitMs: 2000 });
    released(await l.admit('a', 5000));
    void l.admit('a', 2000); // admitted after 2 s of refill: the budget is promised
    expect(await l.admit('a', 1500)).toEqual({ retryAfterSeconds: 4 }); // 3,500 short at 1,000/s
  });

  it('charges an operation dearer than the whole burst as the burst, so it can still run', async () => {
    // A frozen clock: with the real one, a millisecond of refill between admit and stats (a loaded
    // machine) made the budget read 1.
    const l = new InMemoryExpensiveWorkLimiter(LIMITS, () => 0);
    released(await l.admit('a', 1_000_000));
    expect(l.stats('a').budget).toBe(0);
  });
});
