import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const playbooksResolvers: Resolvers = {
  Query: {
    tags: (_root, _args, ctx) => ctx.services.tags.list(requireViewer(ctx)),
    playbooks: (_root, _args, ctx) => ctx.services.playbooks.list(requireViewer(ctx)),
  },
  Mutation: {
    createTag: (_root, { input }, ctx) => ctx.services.tags.create(requireViewer(ctx), input),
    updateTag: (_root, { id, input }, ctx) => ctx.services.tags.update(requireViewer(ctx), id, input),
    deleteTag: (_root, { id }, ctx) => ctx.services.tags.delete(requireViewer(ctx), id),
    mergeTag: (_root, { id, intoId }, ctx) => ctx.services.tags.merge(requireViewer(ctx), id, intoId),
    createPlaybook: (_root, { input }, ctx) => ctx.services.playbooks.create(requireViewer(ctx), input),
    updatePlaybook: (_root, { id, input }, ctx) => ctx.services.playbooks.update(requireViewer(ctx), id, input),
    deletePlaybook: (_root, { id }, ctx) => ctx.services.playbooks.delete(requireViewer(ctx), id),
    bulkTagTrades: (_root, { input }, ctx) => ctx.services.tradeLinks.bulk(requireViewer(ctx), input),
  },
  Analytics: {
    byPlaybook: (scope, _args, ctx) => ctx.analytics.byPlaybook(scope),
    byUserTag: (scope, _args, ctx) => ctx.analytics.byUserTag(scope),
    byRule: (scope, _args, ctx) => ctx.analytics.byRule(scope),
  },
  Trade: {
    tags: async (trade, _args, ctx) => (await ctx.loaders.tradeLinks.load(trade.id)).tags,
    playbookId: async (trade, _args, ctx) => (await ctx.loaders.tradeLinks.load(trade.id)).playbookId,
    playbook: async (trade, _args, ctx) => {
      const { playbookId } = await ctx.loaders.tradeLinks.load(trade.id);
      return playbookId ? ctx.services.playbooks.get(requireViewer(ctx), playbookId) : null;
    },
    ruleChecks: async (trade, _args, ctx) => (await ctx.loaders.tradeLinks.load(trade.id)).ruleChecks,
  },
};
