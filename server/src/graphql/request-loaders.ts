import type { AppServices } from '../app-services';
import { createAccountLoaders } from '../modules/accounts/accounts.loaders';
import { createTradeFillsLoader } from '../modules/trades/trade-executions.loader';
import type { GraphQLContext } from './context';

/** The per-operation DataLoaders, for HTTP operations and live subscriptions alike. */
export function requestLoaders(services: AppServices, viewerId: string | null): GraphQLContext['loaders'] {
  return {
    ...createAccountLoaders(services.dataSource, viewerId),
    tradeFills: createTradeFillsLoader(services.dataSource, viewerId),
  };
}
