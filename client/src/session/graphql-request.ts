// A few-hundred-byte GraphQL caller for the screens that run before the app shell (login,
// password reset, the start-up session check): keeps Apollo Client out of the /login bundle.
import { print } from 'graphql/language/printer';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readToken } from './token-store';
import { handleUnauthenticated, isUnauthenticated, PASSWORD_CHECK_OPERATIONS } from './unauthenticated';

interface WireError { message: string; extensions?: Record<string, unknown> | null }

/** A failed call: the server's message (GraphQL errors[0].message) when there is one. */
export class RequestError extends Error {
  constructor(message: string, readonly code: string | undefined, readonly status: number) {
    super(message);
    this.name = 'RequestError';
  }
}

export async function graphqlRequest<TData, TVars extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<TData> {
  const op = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const operationName = op && 'name' in op ? op.name?.value : undefined;
  const token = readToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables, operationName }),
  });
  let body: { data?: TData | null; errors?: WireError[] } = {};
  try {
    body = await response.json();
  } catch {
    // non-JSON answer (proxy error page): reported below by status
  }
  if (token && !PASSWORD_CHECK_OPERATIONS.has(operationName ?? '') && isUnauthenticated(response.status, body.errors)) {
    handleUnauthenticated();
  }
  if (body.errors?.length) {
    const first = body.errors[0];
    throw new RequestError(first.message, first.extensions?.code as string | undefined, response.status);
  }
  if (!response.ok || !body.data) throw new RequestError('', undefined, response.status);
  return body.data;
}
