import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

/** Query.breakdown: one SQL statement per call (BreakdownService). */
export const breakdownResolvers: Resolvers = {
  Query: {
    breakdown: (_root, args, ctx) => ctx.services.breakdown.breakdown(requireViewer(ctx), args),
  },
};
