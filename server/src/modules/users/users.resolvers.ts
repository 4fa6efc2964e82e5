import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const usersResolvers: Resolvers = {
  Mutation: {
    deleteMe: async (_root, { password }, ctx) => {
      await ctx.services.userDeletion.deleteSelf(requireViewer(ctx), password, ctx.ip);
      return true;
    },
  },
};
