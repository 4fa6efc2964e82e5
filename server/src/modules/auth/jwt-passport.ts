import { createSecretKey } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../../db/entities';
import { logger } from '../../logger';
import { JWT_ALGORITHM, hasRequiredClaims } from './tokens';
import type { Viewer } from './viewer';
import { viewerFromUser } from './viewer-from-user';

const STRATEGY = 'candlog-jwt';

/**
 * The one place a bearer token becomes a viewer, for GraphQL and REST alike: HS256 only, `exp`
 * required and checked, and the user's current token version must match (a password change
 * revokes older tokens).
 */
export function configureJwtPassport(dataSource: DataSource, secret: string): passport.PassportStatic {
  const users = dataSource.getRepository(UserEntity);
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.use(STRATEGY, new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it as
      // a public key on every request (~0.4 ms of CPU each). Same bytes, same HS256 check.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    },
    (payload: unknown, done: (error: unknown, viewer?: Viewer | false) => void) => {
      if (!hasRequiredClaims(payload)) return done(null, false);
      users.findOneBy({ id: payload.sub })
        .then((user) => done(null, user && user.tokenVersion === payload.tv ? viewerFromUser(user) : false))
        .catch((error) => done(error));
    },
  ));
  return instance;
}

/**
 * Sets `req.viewer` when the request carries a valid token; leaves it unset otherwise (REST
 * routes then answer 401, GraphQL treats the caller as anonymous).
 */
export function attachViewer(instance: passport.PassportStatic) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return next();
    instance.authenticate(STRATEGY, { session: false }, (error: unknown, viewer: Viewer | false) => {
      if (error) logger.error('token check failed', error);
      if (viewer) req.viewer = viewer;
      next();
    })(req, res, next);
  };
}
