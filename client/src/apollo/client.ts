import { ApolloClient, InMemoryCache } from '@apollo/client';
import { createLinkChain } from './links';
import { createTypePolicies } from './type-policies';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(),
    cache: new InMemoryCache({ typePolicies: createTypePolicies() }),
  });
}
