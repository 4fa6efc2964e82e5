import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';
import type { JournalDayDraft } from './journal-day-rules';

/** Omitted input fields (undefined) keep their value. */
const changesOf = <T extends object>(input: T): T =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;

export const journalDaysResolvers: Resolvers = {
  Query: {
    journalDays: (_root, { from, to, accountId }, ctx) =>
      ctx.services.journalDays.list(requireViewer(ctx), { from, to, accountId }),
    journalDay: (_root, { date, accountId }, ctx) => ctx.services.journalDays.get(requireViewer(ctx), date, accountId),
    journalTemplates: (_root, _args, ctx) => ctx.services.journalTemplates.list(requireViewer(ctx)),
  },
  Mutation: {
    saveJournalDay: (_root, { date, accountId, input }, ctx) =>
      ctx.services.journalDays.put(requireViewer(ctx), date, accountId, changesOf(input) as JournalDayDraft),
    deleteJournalDay: async (_root, { date, accountId }, ctx) =>
      (await ctx.services.journalDays.delete(requireViewer(ctx), date, accountId)).key,
    createJournalTemplate: (_root, { input }, ctx) => ctx.services.journalTemplates.create(requireViewer(ctx), input),
    updateJournalTemplate: (_root, { id, input }, ctx) =>
      ctx.services.journalTemplates.update(requireViewer(ctx), id, changesOf(input)),
    deleteJournalTemplate: (_root, { id }, ctx) => ctx.services.journalTemplates.delete(requireViewer(ctx), id),
  },
  JournalDay: {
    id: (day) => day.key,
    saved: (day) => day.id !== null,
    figures: (day, _args, ctx) => ctx.services.journalDays.figures(requireViewer(ctx), day),
    tradingPlan: (day, _args, ctx) => ctx.services.journalDays.tradingPlan(requireViewer(ctx), day),
    rulesBroken: (day, _args, ctx) => ctx.services.journalDays.rulesBroken(requireViewer(ctx), day),
  },
};
