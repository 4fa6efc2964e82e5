import type { Resolvers } from '../../__generated__/graphql';
import type { CashFlowDraft } from '../../domain/validation/cash-flow-rules';
import { requireViewer } from '../../graphql/require-viewer';

/** Omitted input fields (undefined) keep their value on update; null clears or is refused by the rules. */
function changesOf(input: CashFlowDraft): CashFlowDraft {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as CashFlowDraft;
}

export const cashFlowsResolvers: Resolvers = {
  Mutation: {
    createCashFlow: (_root, { accountId, input }, ctx) =>
      ctx.services.cashFlows.create(requireViewer(ctx), accountId, input),
    updateCashFlow: (_root, { accountId, id, input }, ctx) =>
      ctx.services.cashFlows.update(requireViewer(ctx), accountId, id, changesOf(input)),
    deleteCashFlow: (_root, { accountId, id }, ctx) => ctx.services.cashFlows.delete(requireViewer(ctx), accountId, id),
  },
  Account: {
    cashFlows: (account, _args, ctx) => ctx.services.cashFlows.list(requireViewer(ctx), account.id),
    returns: (account, { startDate, endDate }, ctx) =>
      ctx.services.returns.forAccount(requireViewer(ctx), account.id, { startDate, endDate }),
  },
};
