// GraphiQL's fetcher: the toolkit's own (so the Headers tab and everything else GraphiQL passes
// are honoured), POSTing to /graphql with the signed-in user's token as the default
// Authorization header. The token is read per call, like the auth link; an Authorization header
// typed in the Headers tab replaces it (to try the API as another user or with another token).
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { readToken } from '../../session/token-store';

function fetchWithSession(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
}

export const explorerFetcher: Fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: fetchWithSession,
  // The server runs graphql 16 (no @defer/@stream): plain JSON answers, no multipart parsing.
  enableIncrementalDelivery: false,
});
