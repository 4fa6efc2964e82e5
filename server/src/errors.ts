/**
 * Errors services throw. Each transport maps them once: GraphQL → extensions.code
 * (BAD_USER_INPUT with `fieldErrors`, NOT_FOUND, CONFLICT, UNAUTHENTICATED, FORBIDDEN,
 * RATE_LIMITED); REST → {"detail": …} with 422, 404, 409, 401, 403, 429.
 * Anything else is internal and masked.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
}

/** Field messages keyed by field name (the spec's wording); `message` is the first of them. */
export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly status = 422;
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? 'Invalid input');
  }
}

/** Missing and not-yours answer alike, so ids of other users cannot be probed. */
export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly status = 404;
  constructor(what = 'Not found') {
    super(what);
  }
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly status = 409;
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor(message = 'Not authenticated') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly status = 403;
}

export class RateLimitedError extends AppError {
  readonly code = 'RATE_LIMITED';
  readonly status = 429;
  /** `retryAfterSeconds`: when the caller may try again (REST sends it as Retry-After). */
  constructor(
    message = 'Too many attempts. Please try again later.',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached (down, restarting, timed out): 503 with a retry hint, never a
 * 401 — the caller's session is fine, only the server cannot check it right now.
 */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly status = 503;
  constructor(message = 'The service is temporarily unavailable. Please try again in a few seconds.') {
    super(message);
  }
}
