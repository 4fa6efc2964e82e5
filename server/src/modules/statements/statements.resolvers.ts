import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

export const statementsResolvers: Resolvers = {
  Mutation: {
    createStatement: async (_root, { accountId, from, to }, ctx) => {
      const issued = await ctx.services.statements.create(requireViewer(ctx), accountId, { from, to });
      return { id: issued.id, pdfUrl: `/api/statements/${issued.id}/pdf`, json: JSON.stringify(issued.json) };
    },
  },
};
