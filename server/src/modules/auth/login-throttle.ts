import { RateLimitedError } from '../../errors';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed password checks (login, verify-password, change-password) counted per account and per
 * client IP over a sliding 15-minute window; the 11th attempt of either key is refused.
 * In memory: one process. Several instances would keep these counters in Redis (ARCHITECTURE).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  static keys(accountKey: string, ip: string): string[] {
    return [`account:${accountKey.toLowerCase()}`, `ip:${ip}`];
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Throws RATE_LIMITED when any key is at the limit. */
  assertAllowed(keys: string[]): void {
    if (keys.some((k) => this.recent(k).length >= MAX_FAILURES)) throw new RateLimitedError();
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** A successful check clears the account's count (not the IP's: one IP may probe many accounts). */
  recordSuccess(keys: string[]): void {
    for (const key of keys.filter((k) => k.startsWith('account:'))) this.failures.delete(key);
  }
}
