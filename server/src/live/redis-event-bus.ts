import type Redis from 'ioredis';
import { logger } from '../logger';
import type { EventBus, LiveEvent, LiveListener } from './live-events';

/** Channels are not prefixed by ioredis's keyPrefix; this keeps them apart from other apps'. */
const CHANNEL_PREFIX = 'candlog:live:';

/**
 * Several instances (REDIS_URL): an event is published on the user's own channel and reaches
 * every instance that has a subscriber for that user — including this one, through Redis, so
 * every subscriber sees events in one order. Each instance subscribes to a user's channel only
 * while one of that user's sockets is open on it, so a user never receives another's events and
 * an instance hears only about its own users.
 */
export class RedisEventBus implements EventBus {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly subscriber: Redis;

  constructor(private readonly publisher: Redis) {
    // A connection in subscriber mode can do nothing else, hence its own. It queues commands
    // while reconnecting (unlike the shared one) and ioredis re-subscribes after a reconnect.
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true, keyPrefix: '' });
    this.subscriber.on('error', () => undefined); // logged by the shared connection
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  publish(userId: string, event: LiveEvent): void {
    this.publisher
      .publish(CHANNEL_PREFIX + userId, JSON.stringify(event))
      .catch((error: Error) => logger.warn(`live event not published: ${error.message}`));
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
      this.subscriber
        .subscribe(CHANNEL_PREFIX + userId)
        .catch((error: Error) => logger.warn(`live subscribe failed: ${error.message}`));
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(userId) !== set) return;
      this.listeners.delete(userId);
      this.subscriber.unsubscribe(CHANNEL_PREFIX + userId).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
  }

  private deliver(channel: string, message: string): void {
    const set = this.listeners.get(channel.slice(CHANNEL_PREFIX.length));
    if (!set) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(message) as LiveEvent;
    } catch {
      return;
    }
    for (const listener of set) listener(event);
  }
}
