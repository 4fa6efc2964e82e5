import { windowSecondsFor, type ThrottleHit, type ThrottleRule, type ThrottleStore } from './throttle-store';

interface Counter {
  attempts: number;
  strikes: number;
  windowEndsAt: number;
}

const KEEP_AFTER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A hard ceiling on entries: beyond it the oldest are dropped (keys are fixed-size hashes). */
const MAX_ENTRIES = 100_000;

/**
 * One process's counters (unit tests, single-process tools). JavaScript runs each call to the
 * end, so `hit` is atomic here too. Same rules as PgThrottleStore.
 */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly counters = new Map<string, Counter>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.counters.size;
  }

  async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
    const now = this.now();
    let c = this.counters.get(key);
    if (!c || c.windowEndsAt <= now) {
      const strikes = c && c.attempts >= rule.limit ? c.strikes + 1 : 0;
      c = { attempts: 0, strikes, windowEndsAt: now + windowSecondsFor(rule, strikes) * 1000 };
      this.counters.delete(key); // re-inserted last: Map order is then oldest-first
      this.counters.set(key, c);
      this.sweep(now);
    }
    c.attempts += 1;
    return { attempts: c.attempts, retryAfterSeconds: Math.max(1, Math.ceil((c.windowEndsAt - now) / 1000)) };
  }

  async refund(key: string): Promise<void> {
    const c = this.counters.get(key);
    if (c) c.attempts = Math.max(0, c.attempts - 1);
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  /** Drops long-expired entries once a minute, and the oldest when over the ceiling. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.counters.size <= MAX_ENTRIES) return;
    this.lastSweep = now;
    for (const [key, c] of this.counters) {
      if (c.windowEndsAt + KEEP_AFTER_WINDOW_MS < now) this.counters.delete(key);
    }
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_ENTRIES) break;
      this.counters.delete(key);
    }
  }
}
