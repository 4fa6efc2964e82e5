import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Limits sized for the dashboard's largest query; none of them is revealed in error messages,
 * and field suggestions are blocked. Cost is counted by our own costLimitPlugin (graphql/cost:
 * list sizes and analytics weights), which armor's cost analysis ignores. The same rules guard
 * POST /graphql (apollo.ts) and every operation on the live socket (live/socket-rules.ts).
 */
export const armor = new ApolloArmor({
  maxDepth: { n: 12, exposeLimits: false },
  maxAliases: { n: 30, exposeLimits: false },
  costLimit: { enabled: false },
  maxTokens: { n: 5000, exposeLimits: false },
  maxDirectives: { n: 20, exposeLimits: false },
  blockFieldSuggestion: { enabled: true },
});
