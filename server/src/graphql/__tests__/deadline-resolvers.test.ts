import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/graphql';
import type { GraphQLContext } from '../context';
import { stopAtDeadline } from '../deadline-resolvers';
import { DecimalScalar } from '../scalars';

type Fn = (parent: unknown, args: unknown, ctx: Partial<GraphQLContext>, info: unknown) => unknown;

describe('stopAtDeadline', () => {
  const calls: string[] = [];
  const wrapped = stopAtDeadline({
    Query: {
      me: () => {
        calls.push('me');
        return null;
      },
    },
    Mutation: {
      deleteTrade: () => {
        calls.push('deleteTrade');
        return '1';
      },
    },
    Decimal: DecimalScalar,
  } as unknown as Resolvers) as unknown as Record<string, Record<string, Fn>>;

  beforeEach(() => {
    calls.length = 0;
  });

  it('runs resolvers before the deadline and without one', () => {
    wrapped.Query.me(null, {}, { deadline: Date.now() + 60_000 }, null);
    wrapped.Query.me(null, {}, {}, null);
    expect(calls).toEqual(['me', 'me']);
  });

  it('starts no query-side work past the deadline (OPERATION_TIMEOUT)', () => {
    let thrown: unknown;
    try {
      wrapped.Query.me(null, {}, { deadline: Date.now() - 1 }, null);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).extensions.code).toBe('OPERATION_TIMEOUT');
    expect(calls).toEqual([]);
  });

  it('never cuts a mutation, and leaves scalars as they are', () => {
    wrapped.Mutation.deleteTrade(null, {}, { deadline: Date.now() - 1 }, null);
    expect(calls).toEqual(['deleteTrade']);
    expect(wrapped.Decimal).toBe(DecimalScalar);
  });
});
