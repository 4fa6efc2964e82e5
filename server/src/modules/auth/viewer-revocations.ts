import type Redis from 'ioredis';
import { logger } from '../../logger';
import type { ViewerRevocations } from './viewer-cache';

/** One instance: the cache that published is the only one. */
export class InProcessViewerRevocations implements ViewerRevocations {
  async publish(): Promise<void> {
    // ViewerCache.revoke has already forgotten the user here.
  }

  listen(): void {}

  isListening(): boolean {
    return true;
  }

  async close(): Promise<void> {}
}

/** Not prefixed by ioredis's keyPrefix (channels never are); apart from the per-user live channels. */
const CHANNEL = 'candlog:viewer-revoked';

/**
 * Several instances (REDIS_URL): every instance listens on one channel, since any of them may have
 * cached any user. The publisher waits for Redis's answer to PUBLISH, which comes after Redis has
 * written the message to every subscriber: an instance hears of a password change before the
 * client that made it gets its answer. After a reconnect the listener forgets everyone, since
 * messages sent while it was away are lost.
 */
export class RedisViewerRevocations implements ViewerRevocations {
  private readonly subscriber: Redis;
  private forget: ((userId: string | null) => void) | null = null;
  private subscribed = false;

  constructor(private readonly publisher: Redis) {
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true, keyPrefix: '' });
    this.subscriber.on('error', () => undefined); // logged by the shared connection
    this.subscriber.on('message', (_channel: string, userId: string) => this.forget?.(userId));
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.forget?.(null);
      connectedBefore = true;
    });
    this.subscriber
      .subscribe(CHANNEL)
      .then(() => (this.subscribed = true))
      .catch((error: Error) => logger.warn(`viewer revocations: subscribe failed: ${error.message}`));
  }

  async publish(userId: string): Promise<void> {
    try {
      await this.publisher.publish(CHANNEL, userId);
    } catch (error) {
      // The other instances keep the old row until their cache entry expires (VIEWER_CACHE_TTL_MS).
      logger.warn(`viewer revocation not published: ${(error as Error).message}`);
    }
  }

  listen(forget: (userId: string | null) => void): void {
    this.forget = forget;
  }

  isListening(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
