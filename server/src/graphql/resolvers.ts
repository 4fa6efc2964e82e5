import type { Resolvers } from '../__generated__/graphql';
import { accessTokensResolvers } from '../modules/access-tokens/access-tokens.resolvers';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers';
import { analyticsResolvers } from '../modules/analytics/analytics.resolvers';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { breakdownResolvers } from '../modules/breakdown/breakdown.resolvers';
import { cashFlowsResolvers } from '../modules/cash-flows/cash-flows.resolvers';
import { importsResolvers } from '../modules/imports/imports.resolvers';
import { contractMultipliersResolvers } from '../modules/trades/contract-multipliers.resolvers';
import { savedOperationsResolvers } from '../modules/saved-operations/saved-operations.resolvers';
import { sessionsResolvers } from '../modules/auth/sessions/sessions.resolvers';
import { tradesConnectionResolvers } from '../modules/trades/trades-connection.resolvers';
import { tradesResolvers } from '../modules/trades/trades.resolvers';
import { liveResolvers } from '../live/live.resolvers';
import { fxResolvers } from '../modules/fx/fx.resolvers';
import { missedTradesResolvers } from '../modules/missed-trades/missed-trades.resolvers';
import { settingsResolvers } from '../modules/settings/settings.resolvers';
import { riskResolvers } from '../modules/risk/risk.resolvers';
import { usersResolvers } from '../modules/users/users.resolvers';
import { statementsResolvers } from '../modules/statements/statements.resolvers';
import { playbooksResolvers } from '../modules/playbooks/playbooks.resolvers';
import { journalDaysResolvers } from '../modules/journal-days/journal-days.resolvers';
import { attachmentsResolvers } from '../modules/attachments/attachments.resolvers';
import { searchResolvers } from '../modules/search/search.resolvers';
import { DateTimeScalar, DecimalScalar, LocalDateScalar } from './scalars';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Module resolver maps merged per type (Query and Mutation are shared by several modules). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: ResolverMap = {};
  for (const map of maps as ResolverMap[]) {
    for (const [type, fields] of Object.entries(map)) {
      const clash = Object.keys(fields).find((f) => merged[type] && f in merged[type]);
      if (clash) throw new Error(`Resolver ${type}.${clash} is defined twice`);
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = {
  ...mergeResolvers(
    authResolvers,
    accountsResolvers,
    tradesResolvers,
    analyticsResolvers,
    importsResolvers,
    liveResolvers,
    contractMultipliersResolvers,
    tradesConnectionResolvers,
    breakdownResolvers,
    savedOperationsResolvers,
    accessTokensResolvers,
    sessionsResolvers,
    cashFlowsResolvers,
    fxResolvers,
    settingsResolvers,
    missedTradesResolvers,
    riskResolvers,
    usersResolvers,
    statementsResolvers,
    playbooksResolvers,
    journalDaysResolvers,
    attachmentsResolvers,
    searchResolvers,
  ),
  DateTime: DateTimeScalar,
  LocalDate: LocalDateScalar,
  Decimal: DecimalScalar,
};
