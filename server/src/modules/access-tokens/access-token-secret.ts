import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX } from '../auth/access-token-prefix';

/** Secrets are the prefix (auth/access-token-prefix.ts) + 43 base64url characters (256 random bits). */
const SECRET_SHAPE = /^clg_[A-Za-z0-9_-]{43}$/;

export function newAccessTokenSecret(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isWellFormedSecret(secret: string): boolean {
  return SECRET_SHAPE.test(secret);
}

/** SHA-256 hex: what is stored and looked up (the secret has 256 bits, so no salt or slow hash is needed). */
export function hashAccessTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Equal hashes, compared in constant time (the lookup by hash is an index probe; this re-check leaks nothing). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
