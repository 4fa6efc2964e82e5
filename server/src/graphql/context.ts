import type { AppServices } from '../app-services';
import type { AccountLoaders } from '../modules/accounts/accounts.loaders';
import type { AnalyticsService } from '../modules/analytics/analytics.service';
import type { Viewer } from '../modules/auth/viewer';
import type { createTradeFillsLoader } from '../modules/trades/trade-executions.loader';
import type { createTradeLinksLoader } from '../modules/playbooks/trade-links.loader';

/**
 * Per-request GraphQL context. `viewer` is null for anonymous callers; resolvers that need a
 * signed-in user call `requireViewer(ctx)`. Services are created once at start-up; loaders
 * (DataLoaders) and the analytics object are created per request.
 */
export interface GraphQLContext {
  viewer: Viewer | null;
  ip: string;
  /** The caller's User-Agent header: the device label of a session a login or registration starts. */
  userAgent?: string;
  services: AppServices;
  loaders: AccountLoaders & {
    tradeFills: ReturnType<typeof createTradeFillsLoader>;
    tradeLinks: ReturnType<typeof createTradeLinksLoader>;
  };
  /** This request's analytics (services.analytics.forRequest()): figures sharing a statement share it. */
  analytics: AnalyticsService;
  /** Epoch ms after which resolvers stop starting work (graphql-http-handler's time limit). */
  deadline?: number;
  /** Set by figureCachePlugin: this response may be kept by the figure cache (no errors, a query). */
  figureMark?: { cacheable: boolean };
}
