/**
 * Personal access tokens look like `clg_` + 43 base64url characters (modules/access-tokens makes
 * and checks them). The fixed prefix lets secret scanners (GitHub, gitleaks) recognise a leaked
 * Candlog token, and lets the token check here tell an access token from a session JWT without
 * trying to verify it. Here, not in access-tokens/, because access-tokens/ builds on auth/ (the
 * viewer, session-only rules): auth/ must not import it back.
 */
export const ACCESS_TOKEN_PREFIX = 'clg_';

export function looksLikeAccessToken(bearer: string): boolean {
  return bearer.startsWith(ACCESS_TOKEN_PREFIX);
}
