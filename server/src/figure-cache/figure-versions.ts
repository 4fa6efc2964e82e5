import crypto from 'node:crypto';

/**
 * A user's figure data version: an opaque random token that every write changing what the user's
 * figures read (trades, executions, imports and their undo, cash flows, FX rates, accounts, the
 * user's zone and base currency, multipliers) replaces after it has committed. Cached responses are
 * stored under the token current when their computation started, so a write makes every earlier
 * entry unreachable at once, on every instance that reads the same store.
 *
 * Tokens are random, never counters: a token that was forgotten (evicted, expired) and recreated
 * can never equal an older one, so forgetting a token is always safe.
 */
export interface FigureVersions {
  /** The user's current token (created when there is none). Rejects when the store cannot be read. */
  current(userId: string): Promise<string>;
  /** Replaces the user's token. Rejects when the store cannot be written. */
  bump(userId: string): Promise<void>;
}

export const newVersionToken = (): string => crypto.randomBytes(12).toString('base64url');

/** One instance (no REDIS_URL): tokens in a bounded map; the oldest are forgotten first (safe, see above). */
export class InProcessFigureVersions implements FigureVersions {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly maxUsers = 100_000) {}

  async current(userId: string): Promise<string> {
    let token = this.tokens.get(userId);
    if (token === undefined) {
      token = newVersionToken();
      this.remember(userId, token);
    }
    return token;
  }

  async bump(userId: string): Promise<void> {
    this.tokens.delete(userId);
    this.remember(userId, newVersionToken());
  }

  private remember(userId: string, token: string): void {
    this.tokens.set(userId, token);
    if (this.tokens.size > this.maxUsers) this.tokens.delete(this.tokens.keys().next().value as string);
  }
}
