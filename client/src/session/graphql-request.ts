// A few-hundred-byte GraphQL caller for the screens that run before the app shell (login,
// password reset, the start-up session check): keeps Apollo Client out of the /login bundle.
import { print } from 'graphql/language/printer';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readToken } from './token-store';
import { isTransientStatus, reportConnectionLost, reportConnectionOk, SERVICE_UNAVAILABLE } from './connection-status';
import { handleUnauthenticated, isUnauthenticated, PASSWORD_CHECK_OPERATIONS } from './unauthenticated';

interface WireError {
  message: string;
  extensions?: Record<string, unknown> | null;
}

/** A failed call: the server's message (GraphQL errors[0].message) when there is one. */

export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** 503 / SERVICE_UNAVAILABLE / no answer: the server or its database is away, the session is fine. */
export function isUnavailableError(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.code === SERVICE_UNAVAILABLE || error.status === 0 || isTransientStatus(error.status))
  );
}

export async function graphqlRequest<TData, TVars extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<TData> {
  const op = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const operationName = op && 'name' in op ? op.name?.value : undefined;
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: print(document), variables, operationName }),
    });
  } catch {
    // No answer at all (offline, server restarting): not a verdict on the session.
    reportConnectionLost();
    throw new RequestError('', SERVICE_UNAVAILABLE, 0);
  }
  let body: { data?: TData | null; errors?: WireError[] } = {};
  try {
    body = await response.json();
  } catch {
    // non-JSON answer (proxy error page): reported below by status
  }
  if (token && !PASSWORD_CHECK_OPERATIONS.has(operationName ?? '') && isUnauthenticated(response.status, body.errors)) {
    handleUnauthenticated();
  }
  const unavailable =
    isTransientStatus(response.status) || body.errors?.some((e) => e.extensions?.code === SERVICE_UNAVAILABLE);
  if (unavailable) reportConnectionLost(Number(response.headers?.get?.('retry-after')) || undefined);
  else reportConnectionOk();
  if (body.errors?.length) {
    const first = body.errors[0];
    throw new RequestError(first.message, first.extensions?.code as string | undefined, response.status);
  }
  if (!response.ok || !body.data)
    throw new RequestError('', unavailable ? SERVICE_UNAVAILABLE : undefined, response.status);
  return body.data;
}
