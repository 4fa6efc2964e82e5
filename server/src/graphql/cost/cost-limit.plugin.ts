import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestLimits } from '../../config/limits';
import type { Release } from '../../http/concurrency-limiter';
import type { GraphQLContext } from '../context';
import { operationCost } from './operation-cost';

/**
 * Before execution: refuses an operation over the cost budget (400 QUERY_TOO_COSTLY with the
 * computed cost and the limit), and makes an expensive one wait for one of its user's slots
 * (429 RATE_LIMITED with Retry-After when none frees up in time). The slot is held until the
 * execution ends — after a timeout too — so one user's work in progress stays bounded.
 */
export function costLimitPlugin(limits: Pick<RequestLimits, 'maxQueryCost' | 'expensiveQueryCost'>): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let release: Release | null = null;
      return {
        async didResolveOperation({ schema, document, operationName, request, contextValue }) {
          const cost = operationCost({ schema, document, operationName, variables: request.variables });
          if (cost > limits.maxQueryCost) {
            throw new GraphQLError(
              `This query is too costly: its estimated cost ${cost} exceeds the limit of ${limits.maxQueryCost}. ` +
                'Ask for fewer items (smaller limit arguments), fewer aliases or fewer nested analytics.',
              { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit: limits.maxQueryCost, http: { status: 400 } } },
            );
          }
          if (cost < limits.expensiveQueryCost) return;
          const limiter = contextValue.services.expensiveOperations;
          const key = contextValue.viewer ? `user:${contextValue.viewer.id}` : `ip:${contextValue.ip}`;
          release = await limiter.acquire(key);
          if (!release) {
            const retryAfter = limiter.retryAfterSeconds;
            throw new GraphQLError(`Too many expensive requests at once for this account. Retry in ${retryAfter} s.`, {
              extensions: {
                code: 'RATE_LIMITED', retryAfter,
                http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
              },
            });
          }
        },
        async willSendResponse() {
          release?.();
        },
      };
    },
  };
}
