import { createHash } from 'node:crypto';
import { looksLikeAccessToken } from '../../auth/access-token-prefix';
import { hashAccessTokenSecret, isWellFormedSecret, newAccessTokenSecret, sameHash } from '../access-token-secret';

describe('access token secrets', () => {
  it('are clg_ + 256 random bits in base64url, different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, newAccessTokenSecret));
    expect(secrets.size).toBe(200);
    for (const secret of secrets) {
      expect(secret).toMatch(/^clg_[A-Za-z0-9_-]{43}$/);
      expect(isWellFormedSecret(secret)).toBe(true);
      expect(looksLikeAccessToken(secret)).toBe(true);
    }
  });

  it('tell a session JWT and malformed secrets apart', () => {
    expect(looksLikeAccessToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(isWellFormedSecret('clg_short')).toBe(false);
    expect(isWellFormedSecret(`clg_${'a'.repeat(42)}!`)).toBe(false);
  });

  it('are stored as their SHA-256 hex, compared in constant time', () => {
    const secret = newAccessTokenSecret();
    const hash = hashAccessTokenSecret(secret);
    expect(hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(sameHash(hash, hashAccessTokenSecret(secret))).toBe(true);
    expect(sameHash(hash, hashAccessTokenSecret(newAccessTokenSecret()))).toBe(false);
    expect(sameHash(hash, 'abcd')).toBe(false);
  });
});
