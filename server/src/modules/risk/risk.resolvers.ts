import type { Resolvers, RiskRulesInput } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';
import type { GraphQLContext } from '../../graphql/context';
import { eventStream } from '../../live/event-stream';
import type { RiskRulesDraft } from '../../domain/risk/risk-rules';
import type { RiskStatus } from '../../domain/risk/risk-status';

export const OPEN_POSITIONS_VALUED_AT = 'entry price (no price feed: unrealised P&L counts as 0)';

function draftOf(input: RiskRulesInput): RiskRulesDraft {
  return {
    dailyLossLimit: input.dailyLossLimit,
    maxDrawdown: input.maxDrawdown,
    profitTarget: input.profitTarget,
    dailyProfitTarget: input.dailyProfitTarget,
    winRateTarget: input.winRateTarget,
    minTradingDays: input.minTradingDays,
    consistencyPct: input.consistencyPct,
    maxPositionSize: input.maxPositionSize,
    maxTradesPerDay: input.maxTradesPerDay,
    tradingHours: input.tradingHours,
    dayCutoff: input.dayCutoff,
  };
}

const statusOut = (s: RiskStatus & { accountId: string }) => ({
  ...s,
  openPositionsValuedAt: OPEN_POSITIONS_VALUED_AT,
});

export const riskResolvers: Resolvers = {
  Account: {
    riskProfile: (account, _args, ctx) => ctx.services.risk.profile(requireViewer(ctx), account.id),
    riskStatus: async (account, _args, ctx) =>
      statusOut(await ctx.services.risk.status(requireViewer(ctx), account.id)),
    riskHistory: (account, { from, to }, ctx) =>
      ctx.services.risk.history(requireViewer(ctx), account.id, { from, to }),
    riskReplay: (account, { rules, from, to }, ctx) =>
      ctx.services.risk.replay(requireViewer(ctx), account.id, draftOf(rules), { from, to }),
  },
  Mutation: {
    setRiskRules: (_root, { accountId, input }, ctx) =>
      ctx.services.risk.setRules(requireViewer(ctx), accountId, draftOf(input)),
  },
  Subscription: {
    riskStatusChanged: {
      // Every write that moves an account's figures (trades, the profile) publishes its figures
      // event after commit; the status is computed for the subscriber when it arrives.
      subscribe: async (_root, { accountId }, ctx) => {
        const viewer = requireViewer(ctx);
        await ctx.services.accounts.get(viewer, accountId);
        return eventStream(ctx.services.events, viewer.id, (e) =>
          e.type === 'figures' && e.accountId === accountId ? e : null,
        );
      },
      resolve: async (event: { accountId: string }, _args: unknown, ctx: GraphQLContext) =>
        statusOut(await ctx.services.risk.status(requireViewer(ctx), event.accountId)),
    },
  },
};
