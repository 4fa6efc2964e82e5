import type { Resolvers } from '../__generated__/graphql';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers';
import { analyticsResolvers } from '../modules/analytics/analytics.resolvers';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { importsResolvers } from '../modules/imports/imports.resolvers';
import { tradesResolvers } from '../modules/trades/trades.resolvers';
import { liveResolvers } from '../live/live.resolvers';
import { fxResolvers } from '../modules/fx/fx.resolvers';
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
    fxResolvers,
  ),
  DateTime: DateTimeScalar,
  LocalDate: LocalDateScalar,
  Decimal: DecimalScalar,
};
