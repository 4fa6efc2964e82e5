import { ApolloClient, InMemoryCache } from '@apollo/client';
import { onConnectionRecovered } from '../session/connection-status';
import { createLinkChain } from './links';
import { createTypePolicies } from './type-policies';

export function createApolloClient(): ApolloClient {
  const client = new ApolloClient({
    link: createLinkChain(),
    cache: new InMemoryCache({ typePolicies: createTypePolicies() }),
  });
  // Back from an outage: what is on screen loads again by itself.
  onConnectionRecovered(() => void client.refetchQueries({ include: 'active' }).catch(() => undefined));
  return client;
}
