import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isReadOnlyToken, READ_ONLY_TOKEN_MESSAGE } from '../modules/auth/session-only';
import type { GraphQLContext } from './context';

/**
 * A READ access token may run queries only: any mutation is refused as a whole with FORBIDDEN
 * (HTTP 403) before a resolver runs or the cost budget is spent.
 */
export const readOnlyTokenPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'mutation' || !isReadOnlyToken(contextValue.viewer)) return;
        throw new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      },
    };
  },
};
