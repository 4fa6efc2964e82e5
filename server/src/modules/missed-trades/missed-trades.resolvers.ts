import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const missedTradesResolvers: Resolvers = {
  Query: {
    missedTrades: (_root, { playbookId }, ctx) => ctx.services.missedTrades.list(requireViewer(ctx), { playbookId }),
  },
  Mutation: {
    createMissedTrade: (_root, { input }, ctx) => ctx.services.missedTrades.create(requireViewer(ctx), input),
    deleteMissedTrade: (_root, { id }, ctx) => ctx.services.missedTrades.delete(requireViewer(ctx), id),
  },
};
