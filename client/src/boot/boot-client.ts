// The Apollo Client the start-up made while the session was being checked (start-signed-in.ts),
// handed once to the signed-in app so the queries it started are the ones the screen reads.
import type { ApolloClient } from '@apollo/client';

let early: ApolloClient | null = null;

export function offerBootClient(client: ApolloClient): void {
  early = client;
}

/** The early client, at most once: after a logout the next session starts with an empty cache. */
export function takeBootClient(): ApolloClient | null {
  const client = early;
  early = null;
  return client;
}
