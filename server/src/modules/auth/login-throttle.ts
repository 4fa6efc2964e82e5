import { RateLimitedError } from '../../errors';
import { throttleKey, type ThrottleRule, type ThrottleStore } from './throttle/throttle-store';

const MINUTES = 60;
const DAY = 24 * 60 * MINUTES;

/**
 * Password checks (login, verify-password, change-password, account delete). The tight limits
 * are per (account, IP) and per IP, with backoff; the per-account limit is a much higher global
 * ceiling, so an attacker elsewhere cannot lock the real user out with ten wrong passwords.
 */
export const PASSWORD_RULES = {
  accountAndIp: { name: 'pw-account-ip', limit: 10, windowSeconds: 15 * MINUTES, maxWindowSeconds: DAY },
  ip: { name: 'pw-ip', limit: 30, windowSeconds: 15 * MINUTES, maxWindowSeconds: DAY },
  account: { name: 'pw-account', limit: 100, windowSeconds: 15 * MINUTES, maxWindowSeconds: 15 * MINUTES },
} satisfies Record<string, ThrottleRule>;

/** Password-reset requests: mails per address and requests per IP (whether the address exists or not). */
export const RESET_RULES = {
  email: { name: 'reset-email', limit: 5, windowSeconds: 60 * MINUTES, maxWindowSeconds: DAY },
  ip: { name: 'reset-ip', limit: 20, windowSeconds: 60 * MINUTES, maxWindowSeconds: DAY },
} satisfies Record<string, ThrottleRule>;

/** The counters one password check took; handed back on success. */
export interface PasswordAttempt {
  accountAndIp: string;
  ip: string;
  account: string;
}

/**
 * Counts an attempt *before* the check (atomically, in the store), so parallel wrong passwords
 * cannot all pass a "not yet at the limit" test and then all be checked.
 */
export class LoginThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Counts one password check; throws RATE_LIMITED when any of its limits is passed. */
  async begin(accountKey: string, ip: string): Promise<PasswordAttempt> {
    const account = (accountKey ?? '').trim().toLowerCase();
    const attempt: PasswordAttempt = {
      accountAndIp: throttleKey(PASSWORD_RULES.accountAndIp, `${account} ${ip}`),
      ip: throttleKey(PASSWORD_RULES.ip, ip),
      account: throttleKey(PASSWORD_RULES.account, account),
    };
    await this.count([
      [attempt.accountAndIp, PASSWORD_RULES.accountAndIp],
      [attempt.ip, PASSWORD_RULES.ip],
      [attempt.account, PASSWORD_RULES.account],
    ]);
    return attempt;
  }

  /** The right password: the pair's count is forgotten, and this attempt does not count elsewhere. */
  async succeeded(attempt: PasswordAttempt): Promise<void> {
    await Promise.all([
      this.store.clear(attempt.accountAndIp),
      this.store.refund(attempt.ip),
      this.store.refund(attempt.account),
    ]);
  }

  /** Counts one password-reset request; throws RATE_LIMITED past either limit. */
  async resetRequested(email: string, ip: string): Promise<void> {
    await this.count([
      [throttleKey(RESET_RULES.email, email ?? ''), RESET_RULES.email],
      [throttleKey(RESET_RULES.ip, ip), RESET_RULES.ip],
    ]);
  }

  private async count(keys: Array<[string, ThrottleRule]>): Promise<void> {
    const hits = await Promise.all(keys.map(([key, rule]) => this.store.hit(key, rule)));
    const over = hits.filter((hit, i) => hit.attempts > keys[i][1].limit);
    if (over.length) throw new RateLimitedError(undefined, Math.max(...over.map((h) => h.retryAfterSeconds)));
  }
}
