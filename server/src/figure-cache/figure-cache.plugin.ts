import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';

/**
 * Marks a response the figure cache may keep: a query that ran without a single error (an error
 * may be per request: a deadline, a refused budget, a database blip). The HTTP handler reads the
 * mark; whether the operation is a figure operation at all it decides itself (operationKind).
 */
export const figureCachePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operation, contextValue }) {
        const body = response.body;
        if (!contextValue.figureMark) return;
        contextValue.figureMark.cacheable =
          operation?.operation === 'query' && body.kind === 'single' && !body.singleResult.errors;
      },
    };
  },
};
