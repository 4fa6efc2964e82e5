import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

/** Thin adapters over ContractMultipliersService (shared with /api/contract-multipliers). */
export const contractMultipliersResolvers: Resolvers = {
  Query: {
    contractMultipliers: (_root, _args, ctx) => ctx.services.contractMultipliers.list(requireViewer(ctx)),
  },
  Mutation: {
    setContractMultiplier: (_root, { root, pointValue }, ctx) =>
      ctx.services.contractMultipliers.set(requireViewer(ctx), root, pointValue),
    deleteContractMultiplier: (_root, { root }, ctx) =>
      ctx.services.contractMultipliers.remove(requireViewer(ctx), root),
  },
};
