import type { Resolvers } from '../__generated__/graphql';
import type { GraphQLContext } from '../graphql/context';
import { requireViewer } from '../graphql/require-viewer';
import { eventStream } from './event-stream';
import type { LiveEvent } from './live-events';

type Of<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>;

/**
 * Subscriptions: each listens to the viewer's own event channel (so nothing of another user can
 * arrive) and loads the row under the viewer when it resolves. A filter by account is checked
 * against the viewer's accounts first (NOT_FOUND otherwise, as for queries).
 */
export const liveResolvers: Resolvers = {
  Subscription: {
    tradesChanged: {
      subscribe: async (_root, { accountId }, ctx) => {
        const viewer = requireViewer(ctx);
        if (accountId) await ctx.services.accounts.get(viewer, accountId);
        return eventStream(ctx.services.events, viewer.id, (e) =>
          e.type === 'trade' && (!accountId || e.accountId === accountId) ? e : null,
        );
      },
      resolve: async (event: Of<'trade'>, _args: unknown, ctx: GraphQLContext) => {
        const live = event.tradeId !== null && event.kind !== 'DELETED';
        const trade = live ? await ctx.services.trades.get(requireViewer(ctx), event.tradeId!).catch(() => null) : null;
        // Deleted meanwhile (a later event says so): report what is true now.
        const kind = live && !trade ? 'DELETED' : event.kind;
        return { kind, accountId: event.accountId, tradeId: event.tradeId, trade };
      },
    },
    accountsChanged: {
      subscribe: (_root, _args, ctx) =>
        eventStream(ctx.services.events, requireViewer(ctx).id, (e) => (e.type === 'account' ? e : null)),
      resolve: async (event: Of<'account'>, _args: unknown, ctx: GraphQLContext) => {
        const account =
          event.kind === 'DELETED'
            ? null
            : await ctx.services.accounts.get(requireViewer(ctx), event.accountId).catch(() => null);
        return {
          kind: account || event.kind === 'DELETED' ? event.kind : 'DELETED',
          accountId: event.accountId,
          account,
        };
      },
    },
    importProgress: {
      subscribe: async (_root, { batchId }, ctx) => {
        const viewer = requireViewer(ctx);
        await ctx.services.imports.get(viewer, batchId);
        return eventStream(ctx.services.events, viewer.id, (e) =>
          e.type === 'import' && e.batchId === batchId ? e : null,
        );
      },
      resolve: (event: Of<'import'>, _args: unknown, ctx: GraphQLContext) =>
        ctx.services.imports.get(requireViewer(ctx), event.batchId),
    },
    figuresChanged: {
      subscribe: async (_root, { accountId }, ctx) => {
        const viewer = requireViewer(ctx);
        if (accountId) await ctx.services.accounts.get(viewer, accountId);
        return eventStream(ctx.services.events, viewer.id, (e) =>
          e.type === 'figures' && (!accountId || e.accountId === accountId) ? e : null,
        );
      },
      resolve: (event: Of<'figures'>) => ({ accountId: event.accountId }),
    },
  },
};
