import { VerifiedTokens } from '../verified-tokens';

const claims = (exp: number) => ({ sub: 'user-1', tv: 0, iat: exp - 3600, exp });

it('a remembered token stops being accepted at its expiry, as jsonwebtoken would refuse it', () => {
  let now = 1_000;
  const tokens = new VerifiedTokens(10, () => now);
  tokens.set('a.b.c', claims(1_060));
  expect(tokens.get('a.b.c')).toEqual(claims(1_060));
  now = 1_059;
  expect(tokens.get('a.b.c')).toBeDefined();
  now = 1_060;
  expect(tokens.get('a.b.c')).toBeUndefined();
  // Forgotten once expired: it is not accepted again even if the clock went back.
  now = 1_000;
  expect(tokens.get('a.b.c')).toBeUndefined();
});

it('only a token text that was verified is found, and the oldest goes first past the bound', () => {
  const tokens = new VerifiedTokens(2, () => 0);
  tokens.set('t1', claims(100));
  tokens.set('t2', claims(100));
  expect(tokens.get('t1 ')).toBeUndefined();
  tokens.set('t3', claims(100));
  expect(tokens.get('t1')).toBeUndefined();
  expect(tokens.get('t2')).toBeDefined();
  expect(tokens.get('t3')).toBeDefined();
});
