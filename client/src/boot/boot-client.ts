// The Apollo Client the start-up made while the session was being checked (start-signed-in.ts),
// handed to the signed-in app so the queries it started are the ones the screen reads.
import type { ApolloClient } from '@apollo/client';

let early: ApolloClient | null = null;

export function offerBootClient(client: ApolloClient): void {
  early = client;
}

/**
 * The early client, if the start-up made one. Not cleared here: React may run a state initializer
 * more than once before the first commit (a lazy chunk suspending the first render discards it),
 * and a second call that found nothing made a new, empty client that fetched every query again.
 */
export function peekBootClient(): ApolloClient | null {
  return early;
}

/** Once the app has committed with `client`: after a logout the next session starts empty. */
export function releaseBootClient(client: ApolloClient): void {
  if (early === client) early = null;
}
