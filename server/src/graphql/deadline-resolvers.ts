import { GraphQLError, GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../__generated__/graphql';
import type { GraphQLContext } from './context';

type FieldResolver = (parent: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * Wraps every query-side resolver so that, past the operation's deadline (set by
 * graphqlHttpHandler, which has already answered OPERATION_TIMEOUT), no resolver starts new
 * work: a runaway operation winds down instead of running on unseen. Mutations are left alone:
 * a write that has started is finished, never cut in half.
 */
export function stopAtDeadline(resolvers: Resolvers): Resolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    if (
      typeName === 'Mutation' ||
      fields instanceof GraphQLScalarType ||
      typeof fields !== 'object' ||
      fields === null
    ) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => [
        name,
        typeof resolve === 'function' ? guarded(resolve as FieldResolver) : resolve,
      ]),
    );
  }
  return wrapped as Resolvers;
}

function guarded(resolve: FieldResolver): FieldResolver {
  return (parent, args, ctx, info) => {
    if (ctx.deadline !== undefined && Date.now() > ctx.deadline) {
      throw new GraphQLError('The operation took too long and was stopped.', {
        extensions: { code: 'OPERATION_TIMEOUT' },
      });
    }
    return resolve(parent, args, ctx, info);
  };
}
