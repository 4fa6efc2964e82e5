import crypto from 'node:crypto';
import type Redis from 'ioredis';

/** Cached response bodies by key (the key already names the user's version token). */
export interface ResponseStore {
  /** The body, or undefined on a miss. Rejects when the store cannot be read. */
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string): Promise<void>;
}

export interface LruLimits {
  /** Total body bytes kept (UTF-16 length as a cheap proxy). */
  maxBytes: number;
  /** An entry older than this is a miss: bounds what a write outside the app (SQL by hand) can leave behind. */
  ttlMs: number;
}

export const DEFAULT_LRU_LIMITS: LruLimits = { maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 };

/** In process: least recently used bodies are dropped past `maxBytes`; entries expire after `ttlMs`. */
export class LruResponseStore implements ResponseStore {
  private readonly entries = new Map<string, { body: string; at: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits = DEFAULT_LRU_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return this.getNow(key);
  }

  /** Synchronous read (the Redis store's first tier). */
  getNow(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.limits.ttlMs) {
      this.drop(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  async set(key: string, body: string): Promise<void> {
    if (body.length > this.limits.maxBytes) return;
    this.drop(key);
    this.entries.set(key, { body, at: this.now() });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/**
 * Several instances (REDIS_URL): bodies in Redis with a TTL, so an entry computed on one instance
 * is a hit on the others, with this instance's LRU in front (a hit there costs no round trip; it
 * is as safe as Redis's copy because the key carries the version token).
 */
export class RedisResponseStore implements ResponseStore {
  constructor(
    private readonly redis: Redis,
    private readonly local: LruResponseStore,
    private readonly ttlSeconds = 600,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const local = this.local.getNow(key);
    if (local !== undefined) return local;
    const shared = await this.redis.get(this.redisKey(key));
    if (shared === null) return undefined;
    await this.local.set(key, shared);
    return shared;
  }

  async set(key: string, body: string): Promise<void> {
    await this.local.set(key, body);
    await this.redis.set(this.redisKey(key), body, 'EX', this.ttlSeconds);
  }

  private redisKey(key: string): string {
    return `figresp:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }
}
