import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const accessTokensResolvers: Resolvers = {
  Query: {
    accessTokens: (_root, _args, ctx) => ctx.services.accessTokens.list(requireViewer(ctx)),
  },
  Mutation: {
    createAccessToken: (_root, { input }, ctx) => ctx.services.accessTokens.create(requireViewer(ctx), input),
    revokeAccessToken: (_root, { id }, ctx) => ctx.services.accessTokens.revoke(requireViewer(ctx), id),
  },
};
