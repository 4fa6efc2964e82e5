// GraphiQL's fetcher: POST /graphql with the current token (read per call, like the auth link).
import type { Fetcher } from '@graphiql/toolkit';
import { readToken } from '../../session/token-store';

export const explorerFetcher: Fetcher = async (params) => {
  const token = readToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(params),
  });
  return response.json();
};
