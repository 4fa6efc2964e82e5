import jwt from 'jsonwebtoken';

/** HS256 only: the verifier pins the algorithm, so `alg: none` or RS/HS confusion cannot pass. */
export const JWT_ALGORITHM = 'HS256' as const;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  /** The user's token version when issued; a password change bumps it. */
  tv: number;
  /** The session's row in `sessions`: signing out revokes it (modules/auth/sessions). */
  sid: string;
  exp: number;
  iat: number;
}

export function sessionTtlSeconds(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
}

/**
 * A session JWT for a session row (modules/auth/sessions), expiring when the row does. `issuedAt` is the
 * moment the row's expiry was counted from, so a fresh session's `exp - iat` is exactly its TTL.
 */
export function issueToken(
  secret: string,
  user: { id: string; tokenVersion: number },
  session: { id: string; expiresAt: Date },
  issuedAt: Date = new Date(),
): string {
  const claims = {
    tv: user.tokenVersion,
    sid: session.id,
    iat: Math.floor(issuedAt.getTime() / 1000),
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  };
  return jwt.sign(claims, secret, { algorithm: JWT_ALGORITHM, subject: user.id });
}

/** Claims the verifier accepts: a subject, a numeric token version, a session id and an expiry. */
export function hasRequiredClaims(payload: unknown): payload is TokenClaims {
  const p = payload as Partial<TokenClaims> | null;
  return (
    !!p &&
    typeof p.sub === 'string' &&
    typeof p.tv === 'number' &&
    typeof p.sid === 'string' &&
    typeof p.exp === 'number'
  );
}
