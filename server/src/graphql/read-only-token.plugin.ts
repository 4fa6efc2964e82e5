import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isReadOnlyToken, READ_ONLY_TOKEN_MESSAGE } from '../modules/auth/session-only';
import type { GraphQLContext } from './context';

/**
 * A READ access token may run queries only: any mutation is refused as a whole with FORBIDDEN
 * (HTTP 403) before a resolver runs or the cost budget is spent. Other callers get no hook.
 */
export const readOnlyTokenPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (!isReadOnlyToken(contextValue.viewer)) return;
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'mutation') return;
        throw new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      },
    };
  },
};
