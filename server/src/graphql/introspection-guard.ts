import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GraphQLContext } from './context';

/**
 * Answers per document: Apollo hands every request with the same text the same parsed (immutable)
 * document from its document store, so each is walked once, not on every anonymous request.
 */
const asked = new WeakMap<DocumentNode, boolean>();

function asksForSchema(document: DocumentNode): boolean {
  let found = asked.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  asked.set(document, found);
  return found;
}

/**
 * Introspection is for signed-in callers (the explorer); anonymous callers learn nothing. A
 * signed-in request gets no hook at all (Apollo awaits every hook a request's plugins return).
 */
export const introspectionForViewersOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.viewer) return;
    return {
      async didResolveOperation({ document }) {
        if (asksForSchema(document)) {
          throw new GraphQLError('Introspection requires signing in', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
      },
    };
  },
};
