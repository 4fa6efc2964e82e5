import crypto from 'node:crypto';
import type Redis from 'ioredis';

/** A response as it goes out: its content type and its encoded body (sent as is on every hit). */
export interface CachedResponse {
  contentType: string;
  body: Buffer;
}

/** Cached responses by key (the key already names the user's version token). */
export interface ResponseStore {
  /** The response, or undefined on a miss. Rejects when the store cannot be read. */
  get(key: string): Promise<CachedResponse | undefined>;
  set(key: string, response: CachedResponse): Promise<void>;
}

export interface LruLimits {
  /** Total body bytes kept. */
  maxBytes: number;
  /** An entry older than this is a miss: bounds what a write outside the app (SQL by hand) can leave behind. */
  ttlMs: number;
}

export const DEFAULT_LRU_LIMITS: LruLimits = { maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 };

/** In process: least recently used bodies are dropped past `maxBytes`; entries expire after `ttlMs`. */
export class LruResponseStore implements ResponseStore {
  private readonly entries = new Map<string, { response: CachedResponse; at: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits = DEFAULT_LRU_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CachedResponse | undefined> {
    return this.getNow(key);
  }

  /** Synchronous read (the Redis store's first tier). */
  getNow(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.limits.ttlMs) {
      this.drop(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.response;
  }

  async set(key: string, response: CachedResponse): Promise<void> {
    if (response.body.length > this.limits.maxBytes) return;
    this.drop(key);
    this.entries.set(key, { response, at: this.now() });
    this.bytes += response.body.length;
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
    this.bytes -= entry.response.body.length;
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

  async get(key: string): Promise<CachedResponse | undefined> {
    const local = this.local.getNow(key);
    if (local !== undefined) return local;
    const shared = await this.redis.getBuffer(this.redisKey(key));
    if (shared === null) return undefined;
    // Stored as "<content type>\n<body>".
    const newline = shared.indexOf(10);
    const response = { contentType: shared.subarray(0, newline).toString('utf8'), body: shared.subarray(newline + 1) };
    await this.local.set(key, response);
    return response;
  }

  async set(key: string, response: CachedResponse): Promise<void> {
    await this.local.set(key, response);
    const stored = Buffer.concat([Buffer.from(`${response.contentType}\n`, 'utf8'), response.body]);
    await this.redis.set(this.redisKey(key), stored, 'EX', this.ttlSeconds);
  }

  private redisKey(key: string): string {
    return `figresp:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }
}
