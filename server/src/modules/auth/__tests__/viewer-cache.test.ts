import { ViewerCache, type ViewerRevocations } from '../viewer-cache';
import type { Viewer } from '../viewer';

/** Two caches joined like two instances on one Redis channel. */
function channel() {
  const listeners: Array<(userId: string | null) => void> = [];
  let listening = true;
  const revocations: ViewerRevocations = {
    publish: async (userId) => listeners.forEach((forget) => forget(userId)),
    listen: (forget) => void listeners.push(forget),
    isListening: () => listening,
    close: async () => undefined,
  };
  return {
    revocations,
    reconnect: () => listeners.forEach((forget) => forget(null)),
    setListening: (v: boolean) => (listening = v),
  };
}

const viewer = (id: string, timezone = 'UTC'): Viewer => ({
  id,
  email: `${id}@x.test`,
  username: id,
  timezone,
  isDemo: false,
});

it('serves a user only for the token version it was loaded with', () => {
  const cache = new ViewerCache(channel().revocations);
  cache.set('u1', 3, 's1', viewer('u1'), cache.startLoad());
  expect(cache.get('u1', 3, 's1')).toEqual(viewer('u1'));
  expect(cache.get('u1', 2, 's1')).toBeNull();
  expect(cache.get('u1', 4, 's1')).toBeNull();
  expect(cache.get('u2', 3, 's1')).toBeNull();
});

it('a revocation on one instance drops the user on every instance, other users stay', async () => {
  const { revocations } = channel();
  const a = new ViewerCache(revocations);
  const b = new ViewerCache(revocations);
  for (const c of [a, b]) {
    c.set('u1', 1, 's1', viewer('u1'), c.startLoad());
    c.set('u2', 1, 's1', viewer('u2'), c.startLoad());
  }
  await a.revoke('u1');
  expect(a.get('u1', 1, 's1')).toBeNull();
  expect(b.get('u1', 1, 's1')).toBeNull();
  expect(b.get('u2', 1, 's1')).toEqual(viewer('u2'));
});

it('a load that overlapped a revocation is not cached (it may have read the old row)', async () => {
  const cache = new ViewerCache(channel().revocations);
  const started = cache.startLoad();
  await cache.revoke('u1');
  cache.set('u1', 1, 's1', viewer('u1'), started);
  expect(cache.get('u1', 1, 's1')).toBeNull();
});

it('entries expire, a reconnect forgets everyone, and nothing is cached while revocations could be missed', () => {
  let now = 1_000;
  const ch = channel();
  const cache = new ViewerCache(ch.revocations, { ttlMs: 100, now: () => now });
  cache.set('u1', 1, 's1', viewer('u1'), cache.startLoad());
  now += 99;
  expect(cache.get('u1', 1, 's1')).not.toBeNull();
  now += 1;
  expect(cache.get('u1', 1, 's1')).toBeNull();
  cache.set('u1', 1, 's1', viewer('u1'), cache.startLoad());
  ch.reconnect();
  expect(cache.get('u1', 1, 's1')).toBeNull();
  ch.setListening(false);
  cache.set('u1', 1, 's1', viewer('u1'), cache.startLoad());
  expect(cache.get('u1', 1, 's1')).toBeNull();
});

it('keeps at most maxEntries users, dropping the oldest', () => {
  const cache = new ViewerCache(channel().revocations, { maxEntries: 2 });
  for (const id of ['u1', 'u2', 'u3']) cache.set(id, 1, 's1', viewer(id), cache.startLoad());
  expect(cache.get('u1', 1, 's1')).toBeNull();
  expect(cache.get('u2', 1, 's1')).not.toBeNull();
  expect(cache.get('u3', 1, 's1')).not.toBeNull();
});

it('serves a session only once it was checked, each until its own expiry; a revocation drops every session of the user', async () => {
  let now = 1_000;
  const cache = new ViewerCache(channel().revocations, { ttlMs: 100, now: () => now });
  cache.set('u1', 1, 's1', viewer('u1'), cache.startLoad());
  expect(cache.get('u1', 1, 's2')).toBeNull(); // not checked yet: the database decides
  now += 50;
  cache.set('u1', 1, 's2', viewer('u1', 'Europe/Berlin'), cache.startLoad());
  expect(cache.get('u1', 1, 's1')?.timezone).toBe('Europe/Berlin'); // the newer row serves both
  now += 50;
  expect(cache.get('u1', 1, 's1')).toBeNull();
  expect(cache.get('u1', 1, 's2')).not.toBeNull();
  await cache.revoke('u1');
  expect(cache.get('u1', 1, 's2')).toBeNull();
});
