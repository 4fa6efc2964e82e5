import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import express, { type Router } from 'express';
import type { AppServices } from '../app-services';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../config/limits';
import { requestLoaders } from './request-loaders';
import type { GraphQLContext } from './context';
import { armor } from './armor';
import { costLimitPlugin } from './cost/cost-limit.plugin';
import { stopAtDeadline } from './deadline-resolvers';
import { formatGraphQLError } from './format-error';
import { explorerForBrowsers, graphqlHttpHandler } from './graphql-http-handler';
import { introspectionForViewersOnly } from './introspection-guard';
import { graphqlBodyErrors, graphqlRequestGuard } from './request-guard';
import { refuseWhilePenalized } from '../http/refusal-penalty';
import { inSeries } from '../http/in-series';
import { readOnlyTokenPlugin } from './read-only-token.plugin';
import { figureCachePlugin } from '../figure-cache/figure-cache.plugin';
import { resolvers } from './resolvers';
import { serviceUnavailableStatus } from './service-unavailable';

/** schema.graphql sits at the repository root, three levels above server/{src,dist}/graphql. */
export function readSchema(): string {
  return fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
}

export async function createGraphQLRouter(
  services: AppServices,
  limits: RequestLimits = DEFAULT_REQUEST_LIMITS,
): Promise<Router> {
  const protection = armor.protect();
  const server = new ApolloServer<GraphQLContext>({
    typeDefs: readSchema(),
    resolvers: stopAtDeadline(resolvers),
    ...protection,
    // No cache hints are used (responses are per viewer): the cache-control plugin's per-field hook
    // only cost time (~10% of a dashboard request with thousands of chart points).
    // No landing page: browsers are sent to the bundled explorer (explorerForBrowsers).
    plugins: [
      ...protection.plugins,
      introspectionForViewersOnly,
      readOnlyTokenPlugin,
      costLimitPlugin(limits),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      serviceUnavailableStatus,
      figureCachePlugin,
    ],
    validationRules: protection.validationRules,
    introspection: true, // allowed per request by introspectionForViewersOnly
    hideSchemaDetailsFromClientErrors: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    // main.ts owns shutdown (grace period, then the database); Apollo's own handler re-raises the signal.
    stopOnTerminationSignals: false,
  });
  await server.start();
  const router = express.Router();
  // Three router layers rather than six (in-series.ts): the error handler must stay a layer of its own.
  router.use(
    inSeries(explorerForBrowsers, refuseWhilePenalized(services.refusals), express.json({ limit: '1mb' })),
    graphqlBodyErrors,
    inSeries(
      graphqlRequestGuard,
      graphqlHttpHandler(server, {
        limits,
        figureCache: services.figureCache,
        context: async (req, deadline) => ({
          viewer: req.viewer ?? null,
          ip: req.ip ?? 'unknown',
          userAgent: req.headers['user-agent'],
          services,
          loaders: requestLoaders(services, req.viewer?.id ?? null),
          analytics: services.analytics.forRequest(),
          deadline,
        }),
      }),
    ),
  );
  return router;
}
