import jwt from 'jsonwebtoken';

/** HS256 only: the verifier pins the algorithm, so `alg: none` or RS/HS confusion cannot pass. */
export const JWT_ALGORITHM = 'HS256' as const;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  /** The user's token version when issued; a password change bumps it. */
  tv: number;
  exp: number;
  iat: number;
}

export function issueToken(secret: string, user: { id: string; tokenVersion: number }, rememberMe = false): string {
  return jwt.sign({ tv: user.tokenVersion }, secret, {
    algorithm: JWT_ALGORITHM,
    subject: user.id,
    expiresIn: rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS,
  });
}

/** Claims the verifier accepts: a subject, a numeric token version and an expiry. */
export function hasRequiredClaims(payload: unknown): payload is TokenClaims {
  const p = payload as Partial<TokenClaims> | null;
  return !!p && typeof p.sub === 'string' && typeof p.tv === 'number' && typeof p.exp === 'number';
}
