import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const accountsResolvers: Resolvers = {
  Query: {
    accounts: (_root, _args, ctx) => ctx.services.accounts.list(requireViewer(ctx)),
    account: async (_root, { id }, ctx) => ctx.services.accounts.get(requireViewer(ctx), id),
  },
  Mutation: {
    createAccount: (_root, { input }, ctx) => ctx.services.accounts.create(requireViewer(ctx), input),
    updateAccount: (_root, { id, input }, ctx) => ctx.services.accounts.update(requireViewer(ctx), id, input),
    deleteAccount: (_root, { id, password }, ctx) =>
      ctx.services.accounts.delete(requireViewer(ctx), id, { password, ip: ctx.ip }),
  },
  Account: {
    balance: async (account, _args, ctx) => (await ctx.loaders.accountStats.load(account.id)).balance,
    tradeCount: async (account, _args, ctx) => (await ctx.loaders.accountStats.load(account.id)).tradeCount,
    strategy: (account, _args, ctx) => (account.strategyId ? ctx.loaders.strategyById.load(account.strategyId) : null),
  },
};
