// Issue 14 "Shared state": every shared-state concern has an in-process implementation (one
// instance, no REDIS_URL) and a Redis one (REDIS_URL set); the same behaviour is asserted of
// both here, plus what only the shared one can do (two instances counting one caller once) and
// what a Redis outage means (the limiters let requests through rather than refuse everyone).
import type Redis from 'ioredis';
import { EXPENSIVE_WORK } from '../../../server/src/config/limits';
import {
  InMemoryExpensiveWorkLimiter,
  type Admission,
  type ExpensiveWorkLimiter,
  type ExpensiveWorkLimits,
} from '../../../server/src/http/expensive-work-limiter';
import { RedisExpensiveWorkLimiter } from '../../../server/src/http/redis-expensive-work-limiter';
import { RedisRefusalPenalty } from '../../../server/src/http/redis-refusal-penalty';
import { InMemoryRefusalPenalty, type RefusalPenalty } from '../../../server/src/http/refusal-penalty';
import { MemoryThrottleStore } from '../../../server/src/modules/auth/throttle/memory-throttle-store';
import { PgThrottleStore } from '../../../server/src/modules/auth/throttle/pg-throttle-store';
import { RedisThrottleStore } from '../../../server/src/modules/auth/throttle/redis-throttle-store';
import type { ThrottleRule, ThrottleStore } from '../../../server/src/modules/auth/throttle/throttle-store';
import { openRedis } from '../../../server/src/shared-state/redis-connection';
import { DEAD_REDIS_URL, TEST_REDIS_URL, redisIsUp, uniqueKey } from '../../support/redis';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

jest.setTimeout(60_000);

let db: TestDatabase;
const connections: Redis[] = [];
function redis(url = TEST_REDIS_URL): Redis {
  const connection = openRedis(url, 'candlog-test');
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  if (!(await redisIsUp())) {
    throw new Error(
      `No Redis answers at ${TEST_REDIS_URL}: the shared-state tests need one (set TEST_REDIS_URL, or start redis-server).`,
    );
  }
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(connections.map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
  await db?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (polling, with a deadline) until `check` holds. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** How many of `user`'s requests wait in line, as the limiter itself counts them (its stats, or its Redis key). */
let lineReader: Redis | null = null;
async function inLine(limiter: ExpensiveWorkLimiter, user: string): Promise<number> {
  if (limiter instanceof InMemoryExpensiveWorkLimiter) return limiter.stats(user).queued;
  lineReader ??= redis();
  return Number((await lineReader.get(`work:queued:${user}`)) ?? 0);
}
const released = (a: Admission) => {
  if (!('release' in a)) throw new Error(`refused: retry after ${a.retryAfterSeconds}s`);
  return a.release;
};

describe.each([
  ['in memory', () => new MemoryThrottleStore() as ThrottleStore],
  ['PostgreSQL', () => new PgThrottleStore(db.dataSource) as ThrottleStore],
  ['Redis', () => new RedisThrottleStore(redis()) as ThrottleStore],
])('ThrottleStore (%s)', (_name, make) => {
  const rule: ThrottleRule = { name: 'contract', limit: 3, windowSeconds: 1, maxWindowSeconds: 4 };

  it('counts a parallel burst atomically: 20 attempts see 1..20, each once', async () => {
    const store = make();
    const key = uniqueKey('burst');
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, rule)));
    expect(hits.map((h) => h.attempts).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const h of hits) expect(h.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('refund takes one attempt back and clear starts over', async () => {
    const store = make();
    const key = uniqueKey('refund');
    await store.hit(key, rule);
    await store.hit(key, rule);
    await store.refund(key);
    expect((await store.hit(key, rule)).attempts).toBe(2);
    await store.clear(key);
    expect((await store.hit(key, rule)).attempts).toBe(1);
  });

  it('a window that reached the limit doubles the next one (backoff), up to the maximum', async () => {
    const store = make();
    const key = uniqueKey('backoff');
    for (let i = 0; i < 3; i++) await store.hit(key, rule);
    // A fixed wait on purpose: the 1 s window must really pass, measured by each store's own clock
    // (PostgreSQL's now(), Redis's TTL), which a test cannot move.
    await sleep(1_100);
    const next = await store.hit(key, rule);
    expect(next.attempts).toBe(1);
    expect(next.retryAfterSeconds).toBe(2);
  });
});

describe.each([
  ['in memory', () => new InMemoryRefusalPenalty({ maxRefusals: 3, windowMs: 400, maxKeys: 100 }) as RefusalPenalty],
  ['Redis', () => new RedisRefusalPenalty(redis(), { maxRefusals: 3, windowMs: 400, maxKeys: 100 }) as RefusalPenalty],
])('RefusalPenalty (%s)', (_name, make) => {
  it('holds a caller back after 3 refusals, not another caller, and lets go when the window ends', async () => {
    const box = make();
    const caller = uniqueKey('caller');
    // record() does not wait, but the check after it cannot overtake it: in memory both are
    // synchronous, in Redis both go out in order on the box's one connection.
    box.record(caller);
    box.record(caller);
    expect(await box.retryAfterSeconds(caller)).toBe(0);
    box.record(caller);
    expect(await box.retryAfterSeconds(caller)).toBe(1);
    expect(await box.retryAfterSeconds(uniqueKey('someone-else'))).toBe(0);
    // A fixed wait on purpose: the 400 ms window must really end (Redis's key expiry is its clock).
    await sleep(450);
    expect(await box.retryAfterSeconds(caller)).toBe(0);
  });
});

const limits: ExpensiveWorkLimits = {
  ...EXPENSIVE_WORK,
  perUser: 2,
  maxQueued: 1,
  maxWaitMs: 600,
  retryAfterSeconds: 2,
  costPerSecond: 1_000,
  burstCost: 2_000,
};

describe.each([
  ['in memory', () => new InMemoryExpensiveWorkLimiter(limits) as ExpensiveWorkLimiter],
  ['Redis', () => new RedisExpensiveWorkLimiter(redis(), limits) as ExpensiveWorkLimiter],
])('ExpensiveWorkLimiter (%s)', (_name, make) => {
  it('runs 2 at once per user, lines up 1 more, refuses the 4th; another user is not held up', async () => {
    const limiter = make();
    const user = uniqueKey('user');
    const first = released(await limiter.admit(user, 10));
    released(await limiter.admit(user, 10));
    let thirdRan = false;
    const third = limiter.admit(user, 10).then((a) => {
      thirdRan = true;
      return a;
    });
    await eventually(async () => (await inLine(limiter, user)) === 1, 'the third in line'); // before the fourth asks
    expect(thirdRan).toBe(false);
    const fourth = await limiter.admit(user, 10);
    expect(fourth).toEqual({ retryAfterSeconds: 2 });
    released(await limiter.admit(uniqueKey('other'), 10))();
    first();
    released(await third)();
  });

  it('a request that cannot get a slot within maxWaitMs is refused, and its cost is given back', async () => {
    const limiter = make();
    const user = uniqueKey('wait');
    released(await limiter.admit(user, 10));
    released(await limiter.admit(user, 10));
    const started = Date.now();
    expect(await limiter.admit(user, 10)).toEqual({ retryAfterSeconds: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('spends a cost budget: beyond the burst, a request waits for the refill or is refused with the exact wait', async () => {
    const limiter = make();
    const user = uniqueKey('budget');
    released(await limiter.admit(user, 2_000))();
    const started = Date.now();
    released(await limiter.admit(user, 300))(); // 300 short: waits ~300 ms for the refill
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // Short by just under 2 s of refill: told 2 s. (Exactly 2,000 would turn on a millisecond —
    // a timer may wake a millisecond before Date.now says the 300 ms have passed, and 2.001 s of
    // refill rounds up to 3; seen on a loaded machine.)
    expect(await limiter.admit(user, 1_990)).toEqual({ retryAfterSeconds: 2 });
  });
});

describe('shared across instances (Redis)', () => {
  it('two instances share one user’s slots and budget', async () => {
    const a = new RedisExpensiveWorkLimiter(redis(), limits);
    const b = new RedisExpensiveWorkLimiter(redis(), limits);
    const user = uniqueKey('two-instances');
    const onA = released(await a.admit(user, 10));
    released(await b.admit(user, 10));
    let thirdRan = false;
    const third = a.admit(user, 10).then((x) => ((thirdRan = true), x));
    await eventually(async () => (await inLine(a, user)) === 1, 'the third in line'); // before the fourth asks
    expect(await b.admit(user, 10)).toEqual({ retryAfterSeconds: 2 }); // the line (1) is full
    // A fixed window on purpose: the third must NOT get a slot while both are taken (a waiter
    // polls every 25 ms, so 60 ms gives it two chances to take one wrongly).
    await sleep(60);
    expect(thirdRan).toBe(false);
    onA();
    released(await third)();

    const budgetUser = uniqueKey('two-budget');
    released(await a.admit(budgetUser, 2_000))();
    expect(await b.admit(budgetUser, 2_000)).toEqual({ retryAfterSeconds: 2 });
  });

  it('a caller refused on one instance is held back on the other', async () => {
    const penalty = { maxRefusals: 3, windowMs: 5_000, maxKeys: 100 };
    const a = new RedisRefusalPenalty(redis(), penalty);
    const b = new RedisRefusalPenalty(redis(), penalty);
    const caller = uniqueKey('spread');
    a.record(caller);
    b.record(caller);
    a.record(caller);
    // Each instance's check goes out after its own records on its connection: once A's answers,
    // A's refusals are in Redis; B's check then follows B's.
    await a.retryAfterSeconds(caller);
    expect(await b.retryAfterSeconds(caller)).toBeGreaterThanOrEqual(4);
  });

  it('the login throttle counts one caller once across instances', async () => {
    const rule: ThrottleRule = { name: 'contract', limit: 3, windowSeconds: 60, maxWindowSeconds: 60 };
    const a = new RedisThrottleStore(redis());
    const b = new RedisThrottleStore(redis());
    const key = uniqueKey('login');
    const hits = await Promise.all([a, b, a, b, a, b].map((store) => store.hit(key, rule)));
    expect(hits.map((h) => h.attempts).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('when Redis does not answer', () => {
  it('the limiters let requests through (and log) instead of refusing every caller', async () => {
    const dead = redis(DEAD_REDIS_URL);
    const limiter = new RedisExpensiveWorkLimiter(dead, limits);
    for (let i = 0; i < 5; i++) released(await limiter.admit('anyone', 2_000))();
    const penalty = new RedisRefusalPenalty(dead, { maxRefusals: 1, windowMs: 5_000, maxKeys: 1 });
    penalty.record('anyone');
    expect(await penalty.retryAfterSeconds('anyone')).toBe(0);
    const throttle = new RedisThrottleStore(dead);
    const rule: ThrottleRule = { name: 'x', limit: 1, windowSeconds: 60, maxWindowSeconds: 60 };
    expect((await throttle.hit('anyone', rule)).attempts).toBe(1);
    expect((await throttle.hit('anyone', rule)).attempts).toBe(1);
  });
});
