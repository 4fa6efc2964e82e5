import type { AppServices } from '../app-services';
import { createAccountLoaders, type AccountLoaders } from '../modules/accounts/accounts.loaders';
import { createTradeFillsLoader } from '../modules/trades/trade-executions.loader';
import { createTradeLinksLoader } from '../modules/playbooks/trade-links.loader';
import type { GraphQLContext } from './context';

/**
 * The per-operation DataLoaders, for HTTP operations and live subscriptions alike. Each is made on
 * its first use in the operation (then kept for the rest of it): many operations — most mutations,
 * `{ __typename }` — use none of them, and building them all was a fixed cost of every request.
 */
export function requestLoaders(services: AppServices, viewerId: string | null): GraphQLContext['loaders'] {
  return new RequestLoaders(services, viewerId);
}

/**
 * A class rather than an object literal with getters: V8 builds such a literal through its slow
 * path (each accessor defined at run time), once per request; the class's accessors are made once.
 */
class RequestLoaders {
  private accounts: AccountLoaders | undefined;
  private fills: ReturnType<typeof createTradeFillsLoader> | undefined;
  private links: ReturnType<typeof createTradeLinksLoader> | undefined;

  constructor(
    private readonly services: AppServices,
    private readonly viewerId: string | null,
  ) {}

  get accountById() {
    return this.accountLoaders().accountById;
  }

  get strategyById() {
    return this.accountLoaders().strategyById;
  }

  get accountStats() {
    return this.accountLoaders().accountStats;
  }

  get tradeFills() {
    return (this.fills ??= createTradeFillsLoader(this.services.dataSource, this.viewerId));
  }

  get tradeLinks() {
    return (this.links ??= createTradeLinksLoader(this.services.dataSource, this.viewerId));
  }

  private accountLoaders(): AccountLoaders {
    return (this.accounts ??= createAccountLoaders(this.services.dataSource, this.viewerId));
  }
}
