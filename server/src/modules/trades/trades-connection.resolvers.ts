import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

/** Keyset-paged trades; totals count only when the field is selected (the models' lazy `total`). */
export const tradesConnectionResolvers: Resolvers = {
  Query: {
    tradesConnection: (_root, { accountId, filter, orderBy, first, after, last, before }, ctx) =>
      ctx.services.trades.connection(requireViewer(ctx), { accountId, filter, orderBy, first, after, last, before }),
  },
  TradePage: {
    total: (page) => page.total(),
  },
  TradeConnection: {
    totalCount: (connection) => connection.totalCount(),
  },
};
