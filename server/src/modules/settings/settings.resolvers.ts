import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

/** Omitted input fields (undefined or null) keep their value. */
const sent = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

export const settingsResolvers: Resolvers = {
  Query: {
    settings: (_root, _args, ctx) => ctx.services.settings.all(requireViewer(ctx)),
  },
  Mutation: {
    saveTradingRules: (_root, { rules }, ctx) => ctx.services.settings.saveTradingRules(requireViewer(ctx), rules),
    saveGoals: (_root, { input }, ctx) => ctx.services.settings.saveGoals(requireViewer(ctx), sent(input)),
    saveNotificationSettings: (_root, { input }, ctx) =>
      ctx.services.settings.saveNotifications(requireViewer(ctx), sent(input)),
    saveBreakevenTolerance: async (_root, { input }, ctx) => {
      const { reclassified, ...tolerance } = await ctx.services.settings.saveBreakeven(requireViewer(ctx), input);
      return { tolerance, reclassifiedTrades: reclassified };
    },
  },
};
