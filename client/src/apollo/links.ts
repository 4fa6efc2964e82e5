// The link chain: bearer token from localStorage then sessionStorage, and the 401 rule.
import { ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { readToken } from '../session/token-store';
import { handleUnauthenticated, isUnauthenticated, PASSWORD_CHECK_OPERATIONS } from '../session/unauthenticated';
import { isTransientStatus, reportConnectionLost, SERVICE_UNAVAILABLE } from '../session/connection-status';

export function createAuthLink(): ApolloLink {
  return new SetContextLink((prev) => {
    const token = readToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
}

/** Clears the session and redirects on 401 / UNAUTHENTICATED; returns nothing, so the error still reaches the caller. */
export function createUnauthenticatedLink(onUnauthenticated: () => void = handleUnauthenticated): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (PASSWORD_CHECK_OPERATIONS.has(operation.operationName ?? '')) return;
    const status = ServerError.is(error) ? error.statusCode : undefined;
    const errors = CombinedGraphQLErrors.is(error) ? error.errors : undefined;
    if (isUnauthenticated(status, errors)) onUnauthenticated();
  });
}

/** The seconds a 503 asks us to wait: the Retry-After header or the GraphQL retryAfter hint. */
function retryAfterOf(error: unknown): number | undefined {
  if (ServerError.is(error)) return Number(error.response.headers.get('retry-after')) || undefined;
  if (CombinedGraphQLErrors.is(error)) {
    const hint = error.errors.find((e) => e.extensions?.code === SERVICE_UNAVAILABLE)?.extensions?.retryAfter;
    return typeof hint === 'number' ? hint : undefined;
  }
  return undefined;
}

/**
 * 503 / SERVICE_UNAVAILABLE / no answer at all: the connection (or the server's database) is
 * down, not the session. Shows the "retrying" banner; the error still reaches the caller.
 */
export function createConnectionLink(): ApolloLink {
  return new ErrorLink(({ error }) => {
    const unavailable = ServerError.is(error)
      ? isTransientStatus(error.statusCode)
      : CombinedGraphQLErrors.is(error)
        ? error.errors.some((e) => e.extensions?.code === SERVICE_UNAVAILABLE)
        : error instanceof TypeError; // fetch could not reach the server
    if (unavailable) reportConnectionLost(retryAfterOf(error));
  });
}

export function createLinkChain(uri = '/graphql', fetchImpl?: typeof fetch): ApolloLink {
  return ApolloLink.from([
    createConnectionLink(),
    createUnauthenticatedLink(),
    createAuthLink(),
    new HttpLink({ uri, fetch: fetchImpl }),
  ]);
}
