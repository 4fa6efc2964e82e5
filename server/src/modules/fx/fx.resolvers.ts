import type { Resolvers } from '../../__generated__/graphql';
import { UnauthenticatedError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';

function viewerOf(ctx: GraphQLContext) {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

const rate = (r: { day: string; base: string; quote: string; rate: string }) => ({
  date: r.day,
  base: r.base,
  quote: r.quote,
  rate: r.rate,
});

/** GraphQL mirror of REST /api/fx-rates (rates, base currency) and the all-accounts converted summary. */
export const fxResolvers: Resolvers = {
  Analytics: {
    currencySummary: (scope, _a, ctx) =>
      scope.accountId === null ? ctx.services.fx.allAccountsSummary(viewerOf(ctx), scope.filter) : null,
  },
  Query: {
    fxRates: async (_r, { limit }, ctx) => (await ctx.services.fx.listRates(viewerOf(ctx), limit ?? 200)).map(rate),
    baseCurrency: (_r, _a, ctx) => ctx.services.fx.baseCurrency(viewerOf(ctx)),
  },
  Mutation: {
    importFxRates: (_r, { csv }, ctx) => ctx.services.fx.importCsv(viewerOf(ctx), csv),
    addFxRate: async (_r, { input }, ctx) =>
      rate(await ctx.services.fx.addRate(viewerOf(ctx), { day: input.date, ...input })),
    deleteFxRate: async (_r, args, ctx) => {
      await ctx.services.fx.deleteRate(viewerOf(ctx), { day: args.date, base: args.base, quote: args.quote });
      return true;
    },
    setBaseCurrency: (_r, { currency }, ctx) => ctx.services.fx.setBaseCurrency(viewerOf(ctx), currency ?? null),
  },
};
