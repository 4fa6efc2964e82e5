import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, { q, limit, cursor }, ctx) => ctx.services.search.search(requireViewer(ctx), { q, limit, cursor }),
  },
};
