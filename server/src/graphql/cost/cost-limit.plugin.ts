import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestLimits } from '../../config/limits';
import type { Release } from '../../http/expensive-work-limiter';
import { refusalKey } from '../../http/refusal-penalty';
import type { GraphQLContext } from '../context';
import { operationCost, type CostInput } from './operation-cost';
import { limiterKeyOf } from '../../modules/auth/viewer';

/**
 * Costs per parsed document (Apollo reuses one DocumentNode per query text) and variables: the
 * dashboard's polls and a flood of one refused query are estimated once.
 */
const costCache = new WeakMap<object, Map<string, number>>();
const COSTS_PER_DOCUMENT = 50;

function cachedCost(input: CostInput): number {
  const key = `${input.operationName ?? ''}|${JSON.stringify(input.variables ?? {})}`;
  let byVariables = costCache.get(input.document);
  if (!byVariables) costCache.set(input.document, (byVariables = new Map()));
  let cost = byVariables.get(key);
  if (cost === undefined) {
    cost = operationCost(input);
    if (byVariables.size >= COSTS_PER_DOCUMENT) byVariables.clear();
    byVariables.set(key, cost);
  }
  return cost;
}

/**
 * Before execution: refuses an operation over the cost budget (400 QUERY_TOO_COSTLY with the
 * computed cost and the limit), and admits an expensive one through its user's cost budget and
 * slots (429 RATE_LIMITED with Retry-After when they do not free up in time). The slot is held
 * until the execution ends — after a timeout too — so one user's work in progress stays bounded.
 * Anonymous callers are not admitted here: every expensive field needs a viewer and refuses them.
 */
export function costLimitPlugin(
  limits: Pick<RequestLimits, 'maxQueryCost' | 'expensiveQueryCost'>,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let release: Release | null = null;
      return {
        async didResolveOperation({ schema, document, operationName, request, contextValue }) {
          const cost = cachedCost({ schema, document, operationName, variables: request.variables });
          const refused = () => contextValue.services.refusals.record(refusalKey(contextValue.viewer, contextValue.ip));
          if (cost > limits.maxQueryCost) {
            refused();
            throw new GraphQLError(
              `This query is too costly: its estimated cost ${cost} exceeds the limit of ${limits.maxQueryCost}. ` +
                'Ask for fewer items (smaller limit arguments), fewer aliases or fewer nested analytics.',
              { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit: limits.maxQueryCost, http: { status: 400 } } },
            );
          }
          if (cost < limits.expensiveQueryCost || !contextValue.viewer) return;
          const admission = await contextValue.services.expensiveWork.admit(limiterKeyOf(contextValue.viewer), cost);
          if ('release' in admission) {
            release = admission.release;
          } else {
            refused();
            const retryAfter = admission.retryAfterSeconds;
            throw new GraphQLError(
              admission.serverBusy
                ? `The server is busy with expensive requests right now. Retry in ${retryAfter} s.`
                : `Too many expensive requests for this account right now. Retry in ${retryAfter} s.`,
              {
                extensions: {
                  code: 'RATE_LIMITED',
                  retryAfter,
                  http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
                },
              },
            );
          }
        },
        async willSendResponse() {
          release?.();
        },
      };
    },
  };
}
