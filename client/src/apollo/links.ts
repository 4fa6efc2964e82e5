// The link chain: bearer token from localStorage then sessionStorage, and the 401 rule.
import { ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { readToken } from '../session/token-store';
import { handleUnauthenticated, isUnauthenticated, PASSWORD_CHECK_OPERATIONS } from '../session/unauthenticated';

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

export function createLinkChain(uri = '/graphql', fetchImpl?: typeof fetch): ApolloLink {
  return ApolloLink.from([createUnauthenticatedLink(), createAuthLink(), new HttpLink({ uri, fetch: fetchImpl })]);
}
