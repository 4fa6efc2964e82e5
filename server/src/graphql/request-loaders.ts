import type { AppServices } from '../app-services';
import { createAccountLoaders, type AccountLoaders } from '../modules/accounts/accounts.loaders';
import { createTradeFillsLoader } from '../modules/trades/trade-executions.loader';
import type { GraphQLContext } from './context';

/**
 * The per-operation DataLoaders, for HTTP operations and live subscriptions alike. Each is made on
 * its first use in the operation (then kept for the rest of it): many operations — most mutations,
 * `{ __typename }` — use none of them, and building them all was a fixed cost of every request.
 */
export function requestLoaders(services: AppServices, viewerId: string | null): GraphQLContext['loaders'] {
  let accounts: AccountLoaders | undefined;
  let tradeFills: ReturnType<typeof createTradeFillsLoader> | undefined;
  const accountLoaders = () => (accounts ??= createAccountLoaders(services.dataSource, viewerId));
  return {
    get accountById() {
      return accountLoaders().accountById;
    },
    get strategyById() {
      return accountLoaders().strategyById;
    },
    get accountStats() {
      return accountLoaders().accountStats;
    },
    get tradeFills() {
      return (tradeFills ??= createTradeFillsLoader(services.dataSource, viewerId));
    },
  };
}
