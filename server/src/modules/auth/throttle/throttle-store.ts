import crypto from 'node:crypto';

/**
 * One counted limit: at most `limit` attempts per window. With backoff (`maxWindowSeconds` above
 * `windowSeconds`), each consecutive window that reached the limit doubles the next one, up to
 * `maxWindowSeconds`.
 */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowSeconds: number;
  maxWindowSeconds: number;
}

export interface ThrottleHit {
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Where attempt counters live. `hit` must be atomic (count and answer in one step), so a burst
 * of parallel attempts gets no more than `limit` through. PostgreSQL in the app
 * (PgThrottleStore); in memory for unit tests (MemoryThrottleStore); Redis can implement the
 * same three calls (INCR + EXPIRE).
 */
export interface ThrottleStore {
  hit(key: string, rule: ThrottleRule): Promise<ThrottleHit>;
  /** Takes one attempt back (a successful check should not count). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Longest subject kept before hashing (an e-mail is at most 320 characters). */
export const MAX_SUBJECT_LENGTH = 320;

/**
 * The stored key: sha256 of the rule and the (normalised, bounded) subject. Fixed 64 characters
 * whatever the caller sends, and no e-mail address or IP in the table.
 */
export function throttleKey(rule: ThrottleRule, subject: string): string {
  const bounded = subject.trim().toLowerCase().slice(0, MAX_SUBJECT_LENGTH);
  return crypto.createHash('sha256').update(`${rule.name}:${bounded}`).digest('hex');
}

/** Length of the window that starts now, given the strikes (limited windows in a row). */
export function windowSecondsFor(rule: ThrottleRule, strikes: number): number {
  return Math.min(rule.maxWindowSeconds, rule.windowSeconds * 2 ** Math.min(strikes, 30));
}
