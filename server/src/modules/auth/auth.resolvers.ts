import type { Resolvers } from '../../__generated__/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../../graphql/require-viewer';

export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, ctx: GraphQLContext) => (ctx.viewer ? ctx.services.users.get(ctx.viewer) : null),
    strategies: (_root, _args, ctx) => ctx.services.strategies.list(requireViewer(ctx)),
  },
  Mutation: {
    login: (_root, { email, password, rememberMe }, ctx) =>
      ctx.services.auth.login(email, password, rememberMe ?? false, ctx.ip, ctx.userAgent),
    register: (_root, { input }, ctx) => ctx.services.auth.register(input, ctx.userAgent),
    changePassword: async (_root, { currentPassword, newPassword }, ctx) => {
      const viewer = requireViewer(ctx);
      const token = await ctx.services.auth.changePassword(viewer, currentPassword, newPassword, ctx.ip);
      return { token, user: await ctx.services.users.get(viewer) };
    },
    verifyPassword: (_root, { password }, ctx) =>
      ctx.services.auth.verifyPassword(requireViewer(ctx), password, ctx.ip),
    requestPasswordReset: async (_root, { email }, ctx) => {
      await ctx.services.passwordReset.request(email, ctx.ip);
      return true;
    },
    resetPassword: async (_root, { token, newPassword }, ctx) => {
      await ctx.services.passwordReset.complete(token, newPassword);
      return true;
    },
    updateTimezone: (_root, { timezone }, ctx) => ctx.services.users.updateTimezone(requireViewer(ctx), timezone),
  },
};
