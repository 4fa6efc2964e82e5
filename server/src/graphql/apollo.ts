import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Router } from 'express';
import type { AppServices } from '../app-services';
import { createAccountLoaders } from '../modules/accounts/accounts.loaders';
import type { GraphQLContext } from './context';
import { formatGraphQLError } from './format-error';
import { introspectionForViewersOnly } from './introspection-guard';
import { graphqlBodyErrors, graphqlRequestGuard } from './request-guard';
import { resolvers } from './resolvers';
import { serviceUnavailableStatus } from './service-unavailable';

/** schema.graphql sits at the repository root, three levels above server/{src,dist}/graphql. */
export function readSchema(): string {
  return fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
}

/**
 * Limits sized for the dashboard's largest query; none of them is revealed in error messages,
 * and field suggestions are blocked.
 */
const armor = new ApolloArmor({
  maxDepth: { n: 12, exposeLimits: false },
  maxAliases: { n: 30, exposeLimits: false },
  costLimit: { maxCost: 20000, exposeLimits: false },
  maxTokens: { n: 5000, exposeLimits: false },
  maxDirectives: { n: 20, exposeLimits: false },
  blockFieldSuggestion: { enabled: true },
});

export async function createGraphQLRouter(services: AppServices): Promise<Router> {
  const protection = armor.protect();
  const server = new ApolloServer<GraphQLContext>({
    typeDefs: readSchema(),
    resolvers,
    ...protection,
    // No cache hints are used (responses are per viewer): the cache-control plugin's per-field hook
    // only cost time (~10% of a dashboard request with thousands of chart points).
    plugins: [...protection.plugins, introspectionForViewersOnly, ApolloServerPluginCacheControlDisabled(), serviceUnavailableStatus],
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
  router.use(
    express.json({ limit: '1mb' }),
    graphqlBodyErrors,
    graphqlRequestGuard,
    expressMiddleware(server, {
      context: async ({ req }) => ({
        viewer: req.viewer ?? null,
        ip: req.ip ?? 'unknown',
        services,
        loaders: createAccountLoaders(services.dataSource, req.viewer?.id ?? null),
        requestCache: new Map(),
      }),
    }),
  );
  return router;
}
