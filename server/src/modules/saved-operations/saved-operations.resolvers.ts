import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const savedOperationsResolvers: Resolvers = {
  Query: {
    savedOperations: (_root, _args, ctx) => ctx.services.savedOperations.list(requireViewer(ctx)),
  },
  Mutation: {
    saveOperation: (_root, { input }, ctx) => ctx.services.savedOperations.save(requireViewer(ctx), input),
    deleteSavedOperation: (_root, { id }, ctx) => ctx.services.savedOperations.delete(requireViewer(ctx), id),
  },
};
