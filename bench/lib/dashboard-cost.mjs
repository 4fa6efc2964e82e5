// How long an uncached DASHBOARD_QUERY must wait for the user's expensive-work budget to refill.
// The dashboard document costs ≈ 3,050 of a 20,000 budget refilled at 4,000 a second: sent back to
// back uncached, the budget runs dry after six loads and each further load waits ~750 ms for the
// refill, so a latency bench would time the limiter's pacing, not the figures. Waiting this long
// before each timed uncached load keeps the budget full. Read from the built server (server/dist).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DASHBOARD_QUERY } from './http-server.mjs';

const require = createRequire(import.meta.url);

/** Milliseconds for the budget to refill one DASHBOARD_QUERY, plus a margin. */
export function dashboardRefillMs(root) {
  const { EXPENSIVE_WORK } = require(path.join(root, 'server/dist/config/limits.js'));
  const { operationCost } = require(path.join(root, 'server/dist/graphql/cost/operation-cost.js'));
  const { buildSchema, parse } = require(require.resolve('graphql', { paths: [path.join(root, 'server')] }));
  const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
  const cost = operationCost({ schema, document: parse(DASHBOARD_QUERY), variables: { id: 'x' } });
  return Math.ceil((cost / EXPENSIVE_WORK.costPerSecond) * 1000) + 50;
}
