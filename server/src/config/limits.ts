/**
 * The server's defences against expensive requests, in one place (README "Security and limits").
 * Numbers, not environment variables: they are part of the API contract that clients are
 * written against (the client's documents are checked against MAX_QUERY_COST by a test).
 */

/** GraphQL: an operation whose estimated cost (graphql/cost/field-costs.ts) exceeds this is refused before execution. */
export const MAX_QUERY_COST = 25_000;

/** GraphQL: an operation costing at least this counts as expensive for the per-user concurrency limit. */
export const EXPENSIVE_QUERY_COST = 100;

/** GraphQL and REST JSON: a response body above this many bytes is replaced by a clear error. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** GraphQL: an operation still running after this long is answered with OPERATION_TIMEOUT. */
export const OPERATION_TIMEOUT_MS = 10_000;

/** Expensive operations (GraphQL over EXPENSIVE_QUERY_COST, REST analytics, reports, trade lists) per user. */
export const EXPENSIVE_CONCURRENCY = {
  /** Running at once per user; more wait in line. */
  perUser: 2,
  /** Waiting per user; beyond it the request is answered 429 at once. */
  maxQueued: 8,
  /** How long a request waits for a slot before 429. */
  maxWaitMs: 3_000,
  /** Retry-After (seconds) on a 429. */
  retryAfterSeconds: 1,
};

export interface RequestLimits {
  maxQueryCost: number;
  expensiveQueryCost: number;
  maxResponseBytes: number;
  operationTimeoutMs: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxQueryCost: MAX_QUERY_COST,
  expensiveQueryCost: EXPENSIVE_QUERY_COST,
  maxResponseBytes: MAX_RESPONSE_BYTES,
  operationTimeoutMs: OPERATION_TIMEOUT_MS,
};
