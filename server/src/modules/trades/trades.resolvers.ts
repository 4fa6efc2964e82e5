import type { Resolvers } from '../../__generated__/graphql';
import { NotFoundError } from '../../errors';
import { requireViewer } from '../../graphql/require-viewer';
import { rBasisOf, rMultiple } from '../../domain/r-multiple';

export const tradesResolvers: Resolvers = {
  Query: {
    trade: (_root, { id }, ctx) => ctx.services.trades.get(requireViewer(ctx), id),
    trades: (_root, { accountId, filter, sort, limit, offset }, ctx) =>
      ctx.services.trades.list(requireViewer(ctx), { accountId, filter, sort, limit, offset }),
  },
  Mutation: {
    createTrade: (_root, { input }, ctx) => ctx.services.trades.create(requireViewer(ctx), input),
    updateTrade: (_root, { id, input, expectedVersion }, ctx) =>
      ctx.services.trades.update(requireViewer(ctx), id, input, expectedVersion),
    deleteTrade: (_root, { id }, ctx) => ctx.services.trades.delete(requireViewer(ctx), id),
    updateJournal: (_root, { tradeId, notes, emotionalTags }, ctx) =>
      ctx.services.trades.updateJournal(requireViewer(ctx), tradeId, notes, emotionalTags),
  },
  Trade: {
    account: async (trade, _args, ctx) => {
      const account = await ctx.loaders.accountById.load(trade.accountId);
      if (!account) throw new NotFoundError('Trading account not found');
      return account;
    },
    origin: (trade) => (trade.origin === 'import' ? 'IMPORT' : 'MANUAL'),
    strategy: (trade, _args, ctx) => (trade.strategyId ? ctx.loaders.strategyById.load(trade.strategyId) : null),
    rMultiple: (trade) => rMultiple(trade),
    rBasis: (trade) => (rBasisOf(trade) === 'initial_stop' ? 'INITIAL_STOP' : 'NONE'),
    executions: (trade, _args, ctx) => (trade.origin === 'import' ? ctx.loaders.tradeFills.load(trade.id) : []),
  },
};
