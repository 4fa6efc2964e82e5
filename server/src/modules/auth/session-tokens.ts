import { createSecretKey } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { ServiceUnavailableError } from '../../errors';
import { logger } from '../../logger';
import { signedInUserLoader } from './sessions/session-check';
import { looksLikeAccessToken } from './access-token-prefix';
import { JWT_ALGORITHM, hasRequiredClaims } from './tokens';
import type { Viewer } from './viewer';
import { viewerFromUser } from './viewer-from-user';
import type { ViewerCache } from './viewer-cache';

/**
 * Checks the session token of an `authorization` header value: `done(null, viewer)`,
 * `done(null, false)` (no valid token), or `done(error)`.
 */
export interface SessionTokens {
  check(authorization: string, done: (error: unknown, viewer?: Viewer | false) => void): void;
}

const STRATEGY = 'candlog-jwt';

/**
 * The one place a bearer token becomes a viewer, for GraphQL and REST alike: passport with
 * passport-jwt, HS256 only, `exp` required and checked, the user's current token version must
 * match (a password change revokes older tokens) and the token's session (`sid`) must be live in
 * the sessions table (signing out revokes it: modules/auth/sessions). With `viewers`, the user's row comes from the
 * per-instance viewer cache when it holds this token's version (HTTP requests); without it,
 * always from PostgreSQL (the live socket's re-check after a revocation must not race the cache's
 * own invalidation message).
 */
export function configureSessionTokens(dataSource: DataSource, secret: string, viewers?: ViewerCache): SessionTokens {
  const loadSignedInUser = signedInUserLoader(dataSource);
  const instance = new passport.Passport();
  instance.use(
    STRATEGY,
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it
        // as a public key on every request (~0.4 ms of CPU each). Same bytes, same HS256 check.
        secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
        algorithms: [JWT_ALGORITHM],
        ignoreExpiration: false,
      },
      (payload: unknown, done: (error: unknown, viewer?: Viewer | false) => void) => {
        if (!hasRequiredClaims(payload)) return done(null, false);
        const { sub, tv, sid } = payload;
        const cached = viewers?.get(sub, tv, sid);
        if (cached) return done(null, { ...cached, sessionId: sid });
        const loadStartedAt = viewers?.startLoad() ?? 0;
        loadSignedInUser(sub, sid)
          .then((user) => {
            if (!user || user.tokenVersion !== tv) return done(null, false);
            const viewer = viewerFromUser(user);
            viewers?.set(user.id, tv, sid, viewer, loadStartedAt);
            done(null, { ...viewer, sessionId: sid });
          })
          .catch((error: unknown) => done(error));
      },
    ),
  );
  // The strategy needs no response: it only reads the Authorization header and calls back. And it
  // gets a request of that header alone, not Express's: passport's authenticate stores seven
  // session helpers (logIn, logOut, isAuthenticated…) on the request it is given, and on Express's
  // request those stores changed its shape on every call — the costliest lines of the token check
  // (no session is used: `session: false`, and nothing reads them).
  const noResponse = {} as Response;
  const noNext = () => undefined;
  return {
    check(authorization, done) {
      instance.authenticate(STRATEGY, { session: false }, (error: unknown, viewer: Viewer | false) =>
        done(error, error ? undefined : viewer),
      )({ headers: { authorization } } as Request, noResponse, noNext);
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
    tokens.check(req.headers.authorization, (error, viewer) => {
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
    tokens.check(authorization, (error, viewer) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(viewer || null),
    );
  });
}
