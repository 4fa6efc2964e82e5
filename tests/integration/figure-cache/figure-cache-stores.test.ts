// The figure cache's stores, in process and in Redis, held to the same contract; what an instance
// does when its store fails (compute uncached; stop serving after a failed bump); and which
// operations it caches at all.
import type Redis from 'ioredis';
import type { LiveEvent } from '../../../server/src/live/live-events';
import { InProcessEventBus } from '../../../server/src/live/in-process-event-bus';
import { bumpFiguresBeforeEvents } from '../../../server/src/figure-cache/bump-before-events';
import { FigureCache } from '../../../server/src/figure-cache/figure-cache';
import { InProcessFigureVersions, type FigureVersions } from '../../../server/src/figure-cache/figure-versions';
import { operationKind } from '../../../server/src/figure-cache/operation-kind';
import { RedisFigureVersions } from '../../../server/src/figure-cache/redis-figure-versions';
import { LruResponseStore, RedisResponseStore } from '../../../server/src/figure-cache/response-store';
import { openRedis } from '../../../server/src/shared-state/redis-connection';
import { until } from '../../support/live-client';
import { DEAD_REDIS_URL, TEST_REDIS_URL, redisIsUp, uniqueKey } from '../../support/redis';

/** A response as the handler stores it. */
const json = (text: string) => ({ contentType: 'application/json; charset=utf-8', body: Buffer.from(text) });

const connections: Redis[] = [];
function redis(url = TEST_REDIS_URL): Redis {
  const connection = openRedis(url, 'candlog-test');
  connections.push(connection);
  return connection;
}

beforeAll(async () => {
  if (!(await redisIsUp())) throw new Error(`No Redis answers at ${TEST_REDIS_URL}: these tests need one.`);
});
afterAll(() => connections.forEach((c) => c.disconnect()));

describe.each([
  ['in process', () => new InProcessFigureVersions()],
  ['in Redis', () => new RedisFigureVersions(redis())],
])('figure versions %s', (_label, make: () => FigureVersions) => {
  it('keeps a token until a bump, and a bump never brings back an earlier one', async () => {
    const versions = make();
    const user = uniqueKey('user');
    const first = await versions.current(user);
    expect(await versions.current(user)).toBe(first);
    const seen = new Set([first]);
    for (let i = 0; i < 20; i++) {
      await versions.bump(user);
      const token = await versions.current(user);
      expect(seen.has(token)).toBe(false);
      seen.add(token);
    }
    expect(await versions.current(uniqueKey('other user'))).not.toBe(await versions.current(user));
  });
});

it('two instances on one Redis agree on a first token and see each other’s bumps', async () => {
  const [one, two] = [new RedisFigureVersions(redis()), new RedisFigureVersions(redis())];
  const user = uniqueKey('user');
  const [x, y] = await Promise.all([one.current(user), two.current(user)]);
  expect(x).toBe(y);
  await two.bump(user);
  expect(await one.current(user)).not.toBe(x);
});

it('Redis bodies are shared between instances, each with its own LRU in front', async () => {
  const one = new RedisResponseStore(redis(), new LruResponseStore());
  const two = new RedisResponseStore(redis(), new LruResponseStore());
  const key = uniqueKey('entry');
  expect(await two.get(key)).toBeUndefined();
  await one.set(key, json('{"data":1}'));
  expect(await two.get(key)).toEqual(json('{"data":1}'));
});

it('the in-process LRU keeps its byte budget, drops the least recently used, and expires entries', async () => {
  let now = 0;
  const lru = new LruResponseStore({ maxBytes: 30, ttlMs: 1000 }, () => now);
  await lru.set('a', json('x'.repeat(10)));
  await lru.set('b', json('y'.repeat(10)));
  expect(await lru.get('a')).toEqual(json('x'.repeat(10))); // a is now the most recently used
  await lru.set('c', json('z'.repeat(15)));
  expect(await lru.get('b')).toBeUndefined();
  expect(await lru.get('a')).toBeDefined();
  now = 1001;
  expect(await lru.get('a')).toBeUndefined();
  expect(lru.size).toBe(1);
});

describe('when the store fails', () => {
  const request = { userId: 'u1', timezone: 'Europe/Berlin', documentHash: 'h', variables: { a: 1 } };

  it('a dead Redis means "compute uncached", and a failed bump stops this instance serving', async () => {
    const dead = redis(DEAD_REDIS_URL);
    const cache = new FigureCache(new RedisFigureVersions(dead), new RedisResponseStore(dead, new LruResponseStore()));
    expect(await cache.lookup(request)).toBeNull();
    expect(cache.serving).toBe(true);
    await cache.afterWrite('u1');
    expect(cache.serving).toBe(false);
  });

  it('after a failed bump nothing is served, even what this instance still holds', async () => {
    let failBumps = false;
    const inner = new InProcessFigureVersions();
    const versions: FigureVersions = {
      current: (u) => inner.current(u),
      bump: async (u) => {
        if (failBumps) throw new Error('store down');
        await inner.bump(u);
      },
    };
    const cache = new FigureCache(versions, new LruResponseStore());
    const miss = await cache.lookup(request);
    await cache.store(miss!.key, json('body'));
    expect((await cache.lookup(request))?.hit).toEqual(json('body'));
    failBumps = true;
    await cache.afterWrite('u1');
    expect(await cache.lookup(request)).toBeNull();
  });

  it('the key follows the day in the viewer’s zone ("today" defaults) and the zone itself', async () => {
    let now = new Date('2024-06-01T21:59:00Z'); // 23:59 in Berlin
    const cache = new FigureCache(new InProcessFigureVersions(), new LruResponseStore(), () => now);
    const before = await cache.lookup(request);
    now = new Date('2024-06-01T22:01:00Z'); // the next day in Berlin
    expect((await cache.lookup(request))!.key).not.toBe(before!.key);
    expect((await cache.lookup({ ...request, timezone: 'UTC' }))!.key).not.toBe(before!.key);
  });
});

describe('which operations are cached', () => {
  it('queries whose every root field is a figure field', () => {
    expect(
      operationKind('query D($id: ID!) { account(id: $id) { analytics { overall { totalPnl } } } }', 'D').kind,
    ).toBe('figures');
    expect(operationKind('{ analytics { streaks { currentWin } } baseCurrency }', undefined).kind).toBe('figures');
  });

  it('not a query that also reads something else, nor fragments at the root, nor a broken document', () => {
    expect(operationKind('{ analytics { overall { totalPnl } } trades { totalCount } }', undefined).kind).toBe('other');
    expect(operationKind('{ ...F } fragment F on Query { analytics { overall { totalPnl } } }', undefined).kind).toBe(
      'other',
    );
    expect(operationKind('{ analytics {', undefined).kind).toBe('other');
  });

  it('anything with a mutation (or no query text at all) counts as a write', () => {
    expect(operationKind('mutation { deleteTrade(id: "1") }', undefined).kind).toBe('write');
    expect(
      operationKind('query Q { analytics { overall { totalPnl } } } mutation M { deleteTrade(id: "1") }', 'Q').kind,
    ).toBe('write');
    expect(operationKind(undefined, undefined).kind).toBe('write');
  });

  it('one hash per normalized document and operation name: whitespace does not matter, the name does', () => {
    const a = operationKind('query A { analytics { overall { totalPnl } } }', 'A');
    const spaced = operationKind('query A {\n  analytics {  overall { totalPnl } }\n}', 'A');
    const named = operationKind('query A { analytics { overall { totalPnl } } } query B { baseCurrency }', 'B');
    expect(a).toEqual(spaced);
    expect(named).not.toEqual(a);
  });
});

it('a live event that makes screens refetch goes out only once its bump has landed, in order', async () => {
  const inner = new InProcessFigureVersions();
  const pending: Array<() => void> = [];
  const versions: FigureVersions = {
    current: (u) => inner.current(u),
    // A slow store: each bump lands when the test says so.
    bump: (u) => new Promise<void>((resolve) => pending.push(() => void inner.bump(u).then(resolve))),
  };
  const bus = new InProcessEventBus();
  const events = bumpFiguresBeforeEvents(bus, new FigureCache(versions, new LruResponseStore()));
  const seen: LiveEvent['type'][] = [];
  events.subscribe('u1', (event) => seen.push(event.type));
  const before = await versions.current('u1');
  events.publish('u1', { type: 'trade', kind: 'CREATED', accountId: 'a1', tradeId: 't1' });
  events.publish('u1', { type: 'figures', accountId: 'a1' });
  events.publish('u1', { type: 'import', batchId: 'b1', accountId: 'a1' }); // progress: no bump, at once
  // Each wait is for the next delivery; the ones behind it cannot come (their bumps are held).
  await until(() => seen.length >= 1, 3000, 'the import event');
  expect(seen).toEqual(['import']);
  pending.shift()!();
  await until(() => seen.length >= 2, 3000, 'the trade event');
  expect(seen).toEqual(['import', 'trade']);
  expect(await versions.current('u1')).not.toBe(before);
  pending.shift()!();
  await until(() => seen.length >= 3, 3000, 'the figures event');
  expect(seen).toEqual(['import', 'trade', 'figures']);
  await bus.close();
});
