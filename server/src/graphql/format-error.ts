import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError, RETRY_AFTER_SECONDS, ServiceUnavailableError, ValidationError } from '../errors';
import { logger } from '../logger';

/** Codes GraphQL/Apollo produce for a bad request; their messages are safe to show. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  // A READ access token sending a mutation (read-only-token.plugin).
  'FORBIDDEN',
]);

/** Refusals by the request limits (graphql/cost, deadline-resolvers): their extensions (cost, limit, retryAfter) are for the caller. */
const LIMIT_ERROR_CODES = new Set(['QUERY_TOO_COSTLY', 'RATE_LIMITED', 'OPERATION_TIMEOUT']);

/** "Cannot query field "x" on type "Y". Did you mean "z"?" → no hint at the schema. */
export function stripSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .*\?$/s, '');
}

/**
 * Service errors map to their code (BAD_USER_INPUT carries fieldErrors); request errors keep
 * their message minus suggestions; everything else — SQL, stacks, constraint names — is masked.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  // The database is unreachable: a retry hint, not a masked 500 (and the session stays valid).
  if (isDatabaseUnavailable(original)) {
    logger.warn(`GraphQL: database unavailable (${(original as Error).message})`);
    const message = new ServiceUnavailableError().message;
    return {
      message,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER_SECONDS },
    };
  }
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        ...(original instanceof ValidationError ? { fieldErrors: original.fieldErrors } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError && typeof code === 'string' && LIMIT_ERROR_CODES.has(code)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: formatted.extensions,
    };
  }
  // A plain Error (driver, ORM, bug) thrown inside a resolver unwraps to a non-GraphQLError.
  if (original instanceof GraphQLError && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return {
      message: stripSuggestions(formatted.message),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code },
    };
  }
  // Apollo's own refusals of a request (a malformed APQ extension, a bad variables parameter) carry
  // a 4xx HTTP status and no code: the client's mistake, shown as sent and logged at debug only.
  const httpStatus =
    original instanceof GraphQLError
      ? (original.extensions?.http as { status?: number } | undefined)?.status
      : undefined;
  if (original instanceof GraphQLError && typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) {
    logger.debug(`GraphQL request refused by Apollo: ${original.message}`);
    return { message: stripSuggestions(formatted.message), path: formatted.path, extensions: { code: 'BAD_REQUEST' } };
  }
  logger.error('GraphQL internal error', original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
