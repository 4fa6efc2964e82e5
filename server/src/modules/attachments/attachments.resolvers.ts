import DataLoader from 'dataloader';
import type { Resolvers } from '../../__generated__/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../../graphql/require-viewer';
import type { Attachment } from './attachments.service';

// One statement per operation for every Trade.attachments of a list (kept per request context).
const tradeLoaders = new WeakMap<GraphQLContext, DataLoader<string, Attachment[]>>();
function tradeAttachments(ctx: GraphQLContext): DataLoader<string, Attachment[]> {
  let loader = tradeLoaders.get(ctx);
  if (!loader) {
    const viewer = requireViewer(ctx);
    loader = new DataLoader((ids: readonly string[]) => ctx.services.attachments.forTrades(viewer, ids));
    tradeLoaders.set(ctx, loader);
  }
  return loader;
}

export const attachmentsResolvers: Resolvers = {
  Attachment: {
    url: (a) => `/api/attachments/${a.id}`,
    thumbnailUrl: (a) => `/api/attachments/${a.id}/thumbnail`,
  },
  Trade: {
    attachments: (trade, _args, ctx) => tradeAttachments(ctx).load(trade.id),
  },
  JournalDay: {
    attachments: (day, _args, ctx) =>
      day.id ? ctx.services.attachments.list(requireViewer(ctx), { day: day.date, accountId: day.accountId }) : [],
  },
  Mutation: {
    deleteAttachment: (_root, { id }, ctx) => ctx.services.attachments.delete(requireViewer(ctx), id),
  },
};
