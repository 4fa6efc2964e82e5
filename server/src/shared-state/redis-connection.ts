import Redis from 'ioredis';
import { logger } from '../logger';

/**
 * One ioredis connection for the instance's shared state (limits, throttle, caches). Commands
 * time out after half a second, and fail at once while the connection is down: a Redis blip must slow nothing
 * down, and every user of this connection decides what a failed command means (the limiters
 * let the request through and log, see `failOpen`).
 */
export function openRedis(url: string, name = 'candlog'): Redis {
  const redis = new Redis(url, {
    keyPrefix: 'candlog:',
    connectionName: name,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    // Queue commands only until the first connection is up (start-up); see 'ready' below.
    enableOfflineQueue: true,
    // Reconnect quickly after a restart of Redis, but never hammer it.
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Once connected, a lost connection fails commands at once (the caller falls back) instead of
  // queueing them behind a reconnect: a Redis outage must not add latency to every request.
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  let lastLog = 0;
  redis.on('error', (error: Error) => {
    // Every failed reconnect emits an error; one line every 10 s is enough to see it.
    const now = Date.now();
    if (now - lastLog < 10_000) return;
    lastLog = now;
    logger.warn(`redis unavailable: ${error.message}`);
  });
  return redis;
}

/** Answers whether a Redis answers at `url` within `timeoutMs` (tests, start-up check). */
export async function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

let lastFailOpenLog = 0;

/**
 * Runs a limiter's Redis step; when Redis does not answer, logs (at most every 10 s) and returns
 * `fallback`. Rate limits and throttles exist to protect the service: refusing every caller
 * because Redis blinked would turn their own outage into ours. Passwords stay slow to guess
 * without them (argon2 per attempt).
 */
export async function failOpen<T>(what: string, step: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const now = Date.now();
    if (now - lastFailOpenLog > 10_000) {
      lastFailOpenLog = now;
      logger.warn(`redis step failed (${what}): ${(error as Error).message}; letting the request through`);
    }
    return fallback;
  }
}
