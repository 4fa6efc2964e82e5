import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import {
  AppError,
  RateLimitedError,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
  UnauthenticatedError,
  ValidationError,
} from '../errors';
import { logger } from '../logger';
import { isReadOnlyToken, READ_ONLY_TOKEN_MESSAGE } from '../modules/auth/session-only';

/** entryPrice → entry_price: REST speaks snake_case, services name fields in camelCase. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** 401 the FastAPI way: a detail and the Bearer challenge. */
export function sendUnauthenticated(res: Response, detail = 'Not authenticated'): void {
  res.status(401).set('WWW-Authenticate', 'Bearer').json({ detail });
}

/** 503 with a retry hint: the database is unreachable, the caller's session is not in question. */
export function sendRestUnavailable(
  res: Response,
  error: ServiceUnavailableError = new ServiceUnavailableError(),
): void {
  res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).json({ detail: error.message });
}

/**
 * The REST error mapping, once: AppError → its status with {"detail"} (422 adds the field
 * messages under "errors"); malformed bodies → 422; anything else → a masked 500.
 */
export function restErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof UnauthenticatedError) return sendUnauthenticated(res, error.message);
  if (isDatabaseUnavailable(error)) {
    logger.warn(`REST: database unavailable (${(error as Error).message})`);
    return sendRestUnavailable(res);
  }
  if (error instanceof ValidationError) {
    const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [snakeCase(k), v]));
    res.status(422).json({ detail: error.message, errors });
    return;
  }
  if (error instanceof RateLimitedError && error.retryAfterSeconds)
    res.set('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) {
    res.status(error.status).json({ detail: error.message });
    return;
  }
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') {
    res.status(422).json({ detail: 'The request body is not valid JSON' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ detail: 'The request body is too large' });
    return;
  }
  // Express could not decode a path parameter (`/api/trades/%E0%A4%A`): the client's mistake.
  if (error instanceof URIError) {
    res.status(400).json({ detail: 'The request path is not valid percent-encoding' });
    return;
  }
  // Other body-parser refusals (unsupported charset or encoding, aborted body) carry their 4xx.
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ detail: 'The request could not be read' });
    return;
  }
  logger.error('REST internal error', error);
  res.status(500).json({ detail: 'Internal server error' });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A READ access token may only read: every other method is answered 403 before any handler runs. */
export function refuseWritesWithReadToken(req: Request, res: Response, next: NextFunction): void {
  if (!READS.has(req.method) && isReadOnlyToken(req.viewer)) {
    res.status(403).json({ detail: READ_ONLY_TOKEN_MESSAGE });
    return;
  }
  next();
}

export function requireAuth(req: Request, res: Response, next: NextFunction): void {
  if (!req.viewer) return sendUnauthenticated(res);
  next();
}

// The REST guard is requireViewer (require-viewer.ts); this name stays for the routers that use it.
export { requireViewer as viewerOf } from './require-viewer';
