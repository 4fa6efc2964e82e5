import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';

/**
 * Marks a response the figure cache may keep: a query that ran without a single error (an error
 * may be per request: a deadline, a refused budget, a database blip). The HTTP handler reads the
 * mark; whether the operation is a figure operation at all it decides itself (operationKind).
 */
export const figureCachePlugin: ApolloServerPlugin<GraphQLContext> = {
  // Only requests the cache may keep carry a mark (a figure query that missed); others get no hook.
  async requestDidStart({ contextValue }) {
    const figureMark = contextValue.figureMark;
    if (!figureMark) return;
    return {
      async willSendResponse({ response, operation }) {
        const body = response.body;
        figureMark.cacheable = operation?.operation === 'query' && body.kind === 'single' && !body.singleResult.errors;
      },
    };
  },
};
