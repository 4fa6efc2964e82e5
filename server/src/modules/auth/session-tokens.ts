import { createSecretKey } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { ExtractJwt } from 'passport-jwt';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { UserEntity } from '../../db/entities';
import { ServiceUnavailableError } from '../../errors';
import { logger } from '../../logger';
import { looksLikeAccessToken } from '../access-tokens/access-token-secret';
import { JWT_ALGORITHM, hasRequiredClaims, type TokenClaims } from './tokens';
import type { Viewer } from './viewer';
import { viewerFromUser } from './viewer-from-user';
import type { ViewerCache } from './viewer-cache';
import { VerifiedTokens } from './verified-tokens';

/** Checks a bearer session token: `done(null, viewer)`, `done(null, false)` (no valid token), or `done(error)`. */
export interface SessionTokens {
  check(req: Pick<Request, 'headers'>, done: (error: unknown, viewer?: Viewer | false) => void): void;
}

/** The token from `Authorization: Bearer <token>`, parsed as passport-jwt parsed it before. */
const tokenFromRequest = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * The one place a bearer token becomes a viewer, for GraphQL and REST alike: HS256 only, `exp`
 * required and checked, and the user's current token version must match (a password change
 * revokes older tokens). With `viewers`, the user's row comes from the per-instance viewer cache
 * when it holds this token's version (HTTP requests); without it, always from PostgreSQL (the live
 * socket's re-check after a revocation must not race the cache's own invalidation message).
 *
 * Checked directly rather than through passport's authenticate(): the same checks (the
 * passport-jwt options were jsonwebtoken's defaults plus the algorithm), without a strategy
 * object and its closures per request; a signature already checked is remembered
 * (verified-tokens.ts).
 */
export function configureSessionTokens(dataSource: DataSource, secret: string, viewers?: ViewerCache): SessionTokens {
  const users = dataSource.getRepository(UserEntity);
  // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it as
  // a public key on every request (~0.4 ms of CPU each). Same bytes, same HS256 check.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new VerifiedTokens();

  const claimsOf = (token: string): TokenClaims | null => {
    const known = verified.get(token);
    if (known !== undefined) return known;
    let payload: unknown;
    try {
      payload = jwt.verify(token, key, { algorithms: [JWT_ALGORITHM], ignoreExpiration: false });
    } catch {
      return null; // bad signature, expired, malformed: no viewer, as passport's fail()
    }
    if (!hasRequiredClaims(payload)) return null;
    verified.set(token, payload);
    return payload;
  };

  return {
    check(req, done) {
      const token = tokenFromRequest(req as Request);
      const claims = token ? claimsOf(token) : null;
      if (!claims) return done(null, false);
      const cached = viewers?.get(claims.sub, claims.tv);
      if (cached) return done(null, cached);
      const loadStartedAt = viewers?.startLoad() ?? 0;
      users
        .findOneBy({ id: claims.sub })
        .then((user) => {
          if (!user || user.tokenVersion !== claims.tv) return done(null, false);
          const viewer = viewerFromUser(user);
          viewers?.set(user.id, user.tokenVersion, viewer, loadStartedAt);
          done(null, viewer);
        })
        .catch((error: unknown) => done(error));
    },
  };
}

/** How each transport answers when the token cannot be checked (REST {"detail"}, GraphQL errors[]). */
export type TokenCheckUnavailable = (res: Response, error: ServiceUnavailableError) => void;

/** Checks a personal access token's secret (modules/access-tokens), or null. */
export type AccessTokenCheck = (secret: string) => Promise<Viewer | null>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Sets `req.viewer` when the request carries a valid token — a session JWT or a personal access
 * token (`clg_…`, told apart by its prefix); leaves it unset otherwise (REST routes then answer
 * 401, GraphQL treats the caller as anonymous). When the token cannot be checked (the database is
 * down) the request is answered 503 by `unavailable`: treating it as "no such user" would answer
 * 401 and make every client sign its user out.
 */
export function attachViewer(
  tokens: SessionTokens,
  unavailable: TokenCheckUnavailable,
  checkAccessToken?: AccessTokenCheck,
) {
  const failed = (res: Response, error: unknown) => {
    if (isDatabaseUnavailable(error)) logger.warn(`token check: database unavailable (${(error as Error).message})`);
    else logger.error('token check failed', error);
    unavailable(res, new ServiceUnavailableError());
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return next();
    const bearer = BEARER.exec(req.headers.authorization)?.[1];
    if (bearer && checkAccessToken && looksLikeAccessToken(bearer)) {
      checkAccessToken(bearer).then(
        (viewer) => {
          if (viewer) req.viewer = viewer;
          next();
        },
        (error: unknown) => failed(res, error),
      );
      return;
    }
    tokens.check(req, (error, viewer) => {
      if (error) return failed(res, error);
      if (viewer) req.viewer = viewer;
      next();
    });
  };
}

/**
 * The viewer a bearer `authorization` value stands for, outside an HTTP request (the live
 * WebSocket's connectionParams, issue 14); null when the token is not valid now. Same checks as
 * `attachViewer`; a database that cannot be reached rejects (the socket then closes 1011).
 */
export function viewerForAuthorization(tokens: SessionTokens, authorization: string): Promise<Viewer | null> {
  return new Promise((resolve, reject) => {
    tokens.check({ headers: { authorization } }, (error, viewer) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(viewer || null),
    );
  });
}
