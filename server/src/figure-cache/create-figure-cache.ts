import type Redis from 'ioredis';
import { FigureCache } from './figure-cache';
import { InProcessFigureVersions } from './figure-versions';
import { RedisFigureVersions } from './redis-figure-versions';
import { LruResponseStore, RedisResponseStore } from './response-store';

export type { FigureCache };

/** One instance: versions and bodies in this process. REDIS_URL: both in Redis (bodies with an LRU in front). */
export function createFigureCache(redis: Redis | null): FigureCache {
  const local = new LruResponseStore();
  return redis
    ? new FigureCache(new RedisFigureVersions(redis), new RedisResponseStore(redis, local))
    : new FigureCache(new InProcessFigureVersions(), local);
}
