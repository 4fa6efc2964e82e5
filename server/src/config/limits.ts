/**
 * The server's defences against expensive requests, in one place (docs/security.md).
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

/**
 * Expensive work per user (GraphQL operations costing EXPENSIVE_QUERY_COST or more; REST
 * analytics, reports and trade lists), see http/expensive-work-limiter.ts.
 */
export const EXPENSIVE_WORK = {
  /** Running at once per user; more wait in line. */
  perUser: 2,
  /** Waiting per user; beyond it the request is answered 429 at once. */
  maxQueued: 8,
  /** How long a request may wait (for a slot or for its cost budget) before 429. */
  maxWaitMs: 3_000,
  /** Retry-After (seconds) when the line is full or the wait for a slot ran out. */
  retryAfterSeconds: 1,
  /** Cost budget refilled per second: about three screens (dashboard ≈ 900, analytics ≈ 1,400). */
  costPerSecond: 4_000,
  /** Cost budget when idle: a burst of about fifteen screens. */
  burstCost: 20_000,
};

/**
 * Expensive work of all users together on one instance (http/fair-shared-queue.ts): at most half
 * the database pool runs it at once (cheap requests keep the other half), up to `maxQueued` wait
 * their turn (round robin per user) for at most `maxWaitMs`; beyond, 429 with Retry-After.
 */
export const SHARED_EXPENSIVE_WORK = {
  runningShareOfPool: 0.5,
  maxQueued: 32,
  maxWaitMs: 5_000,
  retryAfterSeconds: 2,
};

/**
 * GraphQL callers whose requests keep being refused (QUERY_TOO_COSTLY, RATE_LIMITED): after this
 * many refusals in the window, the rest of the window is answered 429 at the edge
 * (http/refusal-penalty.ts).
 */
export const REFUSAL_PENALTY = {
  maxRefusals: 20,
  windowMs: 10_000,
  maxKeys: 100_000,
};

/** What a REST call spends from that budget (GraphQL spends its estimated cost). */
export const REST_COSTS = {
  /** Each /api/analytics figure (like a GraphQL analytics figure and its rows). */
  analyticsFigure: 50,
  /** The CSV export (streams every trade of the period). */
  csvExport: 1_000,
  /**
   * A trade list costs this per trade asked for (`limit`, 10,000 without one), an equity curve per
   * point: a plain JSON row is far cheaper to build than a GraphQL object (1 each there).
   */
  perItem: 0.1,
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
