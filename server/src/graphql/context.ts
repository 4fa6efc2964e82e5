import type { AppServices } from '../app-services';
import type { AccountLoaders } from '../modules/accounts/accounts.loaders';
import type { Viewer } from '../modules/auth/viewer';
import type { createTradeFillsLoader } from '../modules/trades/trade-executions.loader';

/**
 * Per-request GraphQL context. `viewer` is null for anonymous callers; resolvers that need a
 * signed-in user call `requireViewer(ctx)`. Services are created once at start-up; loaders
 * (DataLoaders and per-request memo caches) are created per request.
 */
export interface GraphQLContext {
  viewer: Viewer | null;
  ip: string;
  services: AppServices;
  loaders: AccountLoaders & { tradeFills: ReturnType<typeof createTradeFillsLoader> };
  /** Per-request memo for modules (e.g. analytics computes several figures in one statement). */
  requestCache: Map<string, unknown>;
  /** Epoch ms after which resolvers stop starting work (graphql-http-handler's time limit). */
  deadline?: number;
}
