import type { AppServices } from '../../server/src/app-services';
import type { EventBus } from '../../server/src/live/live-events';

/** Must match RedisEventBus's channel names (a user's events travel on their own channel). */
const REDIS_CHANNEL_PREFIX = 'candlog:live:';

/**
 * graphql-ws acknowledges a connection but not a subscription, so a test that writes right after
 * subscribing can write before the server listens. These are the server-side facts to wait for
 * instead of a sleep: how many listeners a user has on this instance's event bus — every open
 * socket holds one (it re-checks its token when sessions are revoked) and every running
 * subscription one more — and, with REDIS_URL, that the instance's Redis subscription for the
 * user is in place (the bus subscribes without waiting for Redis to confirm it).
 */
export interface LiveListeners {
  /** Resolves once `userId` has at least `count` listeners here (and, with Redis, its channel is subscribed). */
  waitFor(userId: string, count: number, timeoutMs?: number): Promise<void>;
}

/** Wraps `services.events` (read at call time by the live socket and the resolvers) to count listeners per user. */
export function countLiveListeners(services: AppServices): LiveListeners {
  const bus: EventBus = services.events;
  const counts = new Map<string, number>();
  const counted: EventBus = {
    publish: (userId, event) => bus.publish(userId, event),
    subscribe: (userId, listener) => {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      const unsubscribe = bus.subscribe(userId, listener);
      let stopped = false;
      return () => {
        if (!stopped) counts.set(userId, (counts.get(userId) ?? 1) - 1);
        stopped = true;
        unsubscribe();
      };
    },
    close: () => bus.close(),
  };
  services.events = counted;

  const redisSubscribed = async (userId: string): Promise<boolean> => {
    if (!services.redis) return true;
    const [, subscribers] = (await services.redis.pubsub('NUMSUB', REDIS_CHANNEL_PREFIX + userId)) as [string, number];
    return Number(subscribers) > 0;
  };

  return {
    async waitFor(userId, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!((counts.get(userId) ?? 0) >= count && (await redisSubscribed(userId)))) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out waiting for ${count} live listeners of ${userId} (${counts.get(userId) ?? 0} now)`,
          );
        await new Promise((r) => setTimeout(r, 10)); // polls the fact itself, with a deadline
      }
    },
  };
}
