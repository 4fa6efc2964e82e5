import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Resolvers } from '../__generated__/graphql';
import type { GraphQLContext } from '../graphql/context';
import { EXPENSIVE_QUERY_COST, OPERATION_TIMEOUT_MS } from '../config/limits';
import { findInputProblem } from '../domain/validation/input-guard';
import { armor } from '../graphql/armor';
import { operationCost } from '../graphql/cost/operation-cost';
import { formatGraphQLError, stripSuggestions } from '../graphql/format-error';
import { checkDocument, MAX_DOCUMENT_TOKENS } from '../graphql/request-guard';

/**
 * What one event of a subscription may cost (graphql/cost's model): a trade row or an import's
 * progress with its error list (the client's heaviest, ~110), far below one scatter (500). A
 * subscription says what changed and the client refetches figures itself, through HTTP's budgets;
 * a selection that fans out into analytics for every event of every subscription is refused up
 * front (issue 29 item 1). 20 subscriptions × 20 sockets then evaluate at most 100,000 per edit,
 * four HTTP budgets, instead of 400 × 25,000.
 */
export const MAX_SUBSCRIPTION_COST = 2.5 * EXPENSIVE_QUERY_COST;

/** The largest payload one event may push; a bigger one is replaced by an error asking to refetch. */
export const MAX_EVENT_BYTES = 256 * 1024;

const ARMOR_RULES = armor.protect().validationRules ?? [];

const refusal = (message: string, code: string, extensions: Record<string, unknown> = {}) => [
  new GraphQLError(message, { extensions: { code, ...extensions } }),
];

/**
 * The checks POST /graphql applies, for an operation sent over the live socket: the document's
 * length, nesting, tokens and strings (request-guard.ts), the variables' shapes, GraphQL
 * validation with armor's depth, alias and directive limits (suggestions stripped), and the
 * cost model with the subscription budget above. Only subscriptions run here.
 */
export function checkSocketOperation(
  schema: GraphQLSchema,
  payload: { query?: unknown; variables?: unknown; operationName?: unknown },
): { document: DocumentNode } | readonly GraphQLError[] {
  if (typeof payload.query !== 'string') return refusal('The subscription has no query.', 'BAD_REQUEST');
  const problem = checkDocument(payload.query, 'socket');
  if (problem) return refusal(problem[2], problem[1]);
  const input = findInputProblem({ variables: payload.variables, operationName: payload.operationName });
  if (input) return refusal(input.message, 'BAD_USER_INPUT', { fieldErrors: { [input.field]: input.message } });
  const document = parse(payload.query, { noLocation: true, maxTokens: MAX_DOCUMENT_TOKENS });
  const errors = validate(schema, document, [...specifiedRules, ...ARMOR_RULES]);
  if (errors.length) {
    return errors.map(
      (e) => new GraphQLError(stripSuggestions(e.message), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    );
  }
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'subscription') {
    return refusal(
      'Only subscriptions run over the live socket; send queries and mutations to POST /graphql.',
      'BAD_REQUEST',
    );
  }
  const variables =
    payload.variables && typeof payload.variables === 'object' ? (payload.variables as Record<string, unknown>) : {};
  const cost = operationCost({ schema, document, operationName, variables });
  if (cost > MAX_SUBSCRIPTION_COST) {
    return refusal(
      `This subscription is too costly: its estimated cost per event ${cost} exceeds the limit of ${MAX_SUBSCRIPTION_COST}. ` +
        'Subscribe to what changed (ids, the trade row) and refetch figures over POST /graphql.',
      'QUERY_TOO_COSTLY',
      { cost, limit: MAX_SUBSCRIPTION_COST },
    );
  }
  return { document };
}

/**
 * One event's result as the client receives it: errors masked as over HTTP (format-error.ts), and
 * a payload over MAX_EVENT_BYTES replaced by a small error that tells the client to refetch.
 */
export function formatEvent(result: ExecutionResult): FormattedExecutionResult {
  const formatted: FormattedExecutionResult = {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors?.length ? { errors: result.errors.map((e) => formatGraphQLError(e.toJSON(), e)) } : {}),
  };
  const bytes = Buffer.byteLength(JSON.stringify(formatted));
  if (bytes <= MAX_EVENT_BYTES) return formatted;
  return {
    errors: [
      {
        message: `This event's payload (${bytes} bytes) is over the live socket's limit of ${MAX_EVENT_BYTES} bytes; refetch over POST /graphql.`,
        extensions: { code: 'RESPONSE_TOO_LARGE', limit: MAX_EVENT_BYTES },
      },
    ],
  };
}

type SubscriptionField = { subscribe: unknown; resolve?: (...args: never[]) => unknown };

/**
 * Each event is evaluated under a deadline, as POST /graphql's request is: a subscription field's
 * `resolve` runs first for every event and sets it on the subscription's context, so the
 * resolvers below (wrapped by stopAtDeadline) start no new work once it has passed.
 */
export function withEventDeadlines(resolvers: Resolvers): Resolvers {
  const fields = (resolvers as Record<string, unknown>).Subscription as Record<string, SubscriptionField> | undefined;
  if (!fields) return resolvers;
  const timed = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const resolve = field.resolve as
        ((root: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown) | undefined;
      return [
        name,
        {
          ...field,
          resolve: (root: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => {
            ctx.deadline = Date.now() + OPERATION_TIMEOUT_MS;
            return resolve ? resolve(root, args, ctx, info) : root;
          },
        },
      ];
    }),
  );
  return { ...resolvers, Subscription: timed } as Resolvers;
}
