import type { TokenClaims } from './tokens';

/** Session tokens remembered per instance; the oldest goes first. */
export const VERIFIED_TOKENS_MAX_ENTRIES = 10_000;

/**
 * Session JWTs whose signature this instance has already checked, by their exact text. A client
 * sends the same token on every request until it expires, and its HMAC check and JSON decoding
 * were the largest cost of a signed-in request that needs no database. Only what does not change
 * is remembered (the signature is valid for the secret, the claims): the expiry is checked on
 * every use, exactly as jsonwebtoken does (expired once now ≥ exp), and the user's token version
 * is still checked against the users row (or the viewer cache) by the caller, so a revoked token
 * is refused as before. A token text that was never verified is never found here.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims>();

  constructor(
    private readonly maxEntries = VERIFIED_TOKENS_MAX_ENTRIES,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** The token's claims when it was verified here and has not expired since; else undefined. */
  get(token: string): TokenClaims | undefined {
    const claims = this.entries.get(token);
    if (claims === undefined) return undefined;
    if (this.nowSeconds() >= claims.exp) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Remembers a token whose signature and expiry were just checked. */
  set(token: string, claims: TokenClaims): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, claims);
  }
}
