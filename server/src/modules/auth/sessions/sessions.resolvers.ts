import type { Resolvers } from '../../../__generated__/graphql';
import { requireViewer } from '../../../graphql/require-viewer';

export const sessionsResolvers: Resolvers = {
  Query: {
    sessions: (_root, _args, ctx) => ctx.services.sessions.list(requireViewer(ctx)),
  },
  Mutation: {
    logout: async (_root, _args, ctx) => {
      await ctx.services.sessions.logout(requireViewer(ctx));
      return true;
    },
    revokeSession: (_root, { id }, ctx) => ctx.services.sessions.revoke(requireViewer(ctx), id),
    revokeOtherSessions: (_root, _args, ctx) => ctx.services.sessions.revokeOthers(requireViewer(ctx)),
  },
};
