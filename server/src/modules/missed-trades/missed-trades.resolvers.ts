import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const missedTradesResolvers: Resolvers = {
  Query: {
    missedTrades: (_root, { playbookId }, ctx) => ctx.services.missedTrades.list(requireViewer(ctx), { playbookId }),
    missedTradeCounts: (_root, _args, ctx) => ctx.services.missedTrades.counts(requireViewer(ctx)),
  },
  Mutation: {
    createMissedTrade: (_root, { input }, ctx) => ctx.services.missedTrades.create(requireViewer(ctx), input),
    updateMissedTrade: (_root, { id, input }, ctx) => ctx.services.missedTrades.update(requireViewer(ctx), id, input),
    deleteMissedTrade: (_root, { id }, ctx) => ctx.services.missedTrades.delete(requireViewer(ctx), id),
  },
};
