// Starts the built server (server/dist/main.js) against a database, for timing GraphQL over HTTP.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { killOnExit } from './cleanup.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The server could not serve the request for now: its database did not answer in time (the
 * server's 3 s connect timeout under load answers 503 SERVICE_UNAVAILABLE) or the connection was
 * refused or reset. Worth retrying; any other error is a real failure.
 */
export class Unavailable extends Error {
  constructor(message, retryAfterSeconds = 1) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** POSTs one operation to `baseUrl`/graphql with a bearer token; its `data`, or throws (Unavailable when retryable). */
export async function postGraphql(baseUrl, token, query, variables) {
  let res;
  try {
    res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
  } catch (err) {
    throw new Unavailable(`fetch failed: ${err.cause?.code ?? err.message}`);
  }
  const body = await res.json();
  const unavailable = body.errors?.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
  if (res.status === 503 || unavailable)
    throw new Unavailable(
      JSON.stringify(body.errors ?? body).slice(0, 300),
      Number(res.headers.get('retry-after') ?? unavailable?.extensions?.retryAfter ?? 1),
    );
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
  return body.data;
}

/**
 * Runs `fn` until it does not throw Unavailable, waiting the server's Retry-After (at most 5 s)
 * between tries, for at most `budgetMs` (default 120 s, BENCH_RETRY_BUDGET_MS). Returns
 * `{ value, ms, retries }`: `ms` is the successful try alone, so a wait never counts as a timing.
 */
export async function withRetry(fn, { budgetMs = Number(process.env.BENCH_RETRY_BUDGET_MS ?? 120_000) } = {}) {
  const deadline = Date.now() + budgetMs;
  for (let retries = 0; ; retries++) {
    const t0 = performance.now();
    try {
      const value = await fn();
      return { value, ms: performance.now() - t0, retries };
    } catch (err) {
      if (!(err instanceof Unavailable) || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, Math.min(5, Math.max(0.2, err.retryAfterSeconds)) * 1000));
    }
  }
}

/**
 * `options.port` (default: a free one), `options.env` (overrides, e.g. `{ DEMO_MODE: '1' }`),
 * `options.readyTimeoutMs` (default 60 s) and `options.main` (another build's server entry, default
 * `server/dist/main.js` under `root`). The temporary data dir is removed by `stop()`.
 */
export async function startServer(root, databaseUrl, options = {}) {
  const port = Number(options.port ?? (await freePort()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DEMO_MODE: '0',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...options.env,
  };
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_MAIN runs another build's server under the same bench (before/after comparisons).
  const mainOption = options.main ?? process.env.BENCH_SERVER_MAIN;
  const main = mainOption ? path.resolve(mainOption) : path.join(root, 'server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Migrations and a loaded machine can take a while: 3 minutes before giving up (and killing it).
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    /** The server process id (the flood bench samples its memory). */
    pid: child.pid,
    /** What the server printed so far (its access log carries each request's durationMs). */
    output: () => output,
    /** Signs in (retrying while the server answers 503: its database connect timed out under load). */
    async login(email, password) {
      const { value } = await withRetry(async () => {
        const res = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: email, password }),
        });
        if (res.status === 503) throw new Unavailable(await res.text(), Number(res.headers.get('retry-after') ?? 1));
        if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
        return (await res.json()).access_token;
      });
      return value;
    },
    graphql: (token, query, variables) => postGraphql(baseUrl, token, query, variables),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The dashboard + analytics pages' figures in one GraphQL document (what the client sends). */
export const DASHBOARD_QUERY = `query Dashboard($id: ID!) { account(id: $id) { id analytics {
  overall { totalPnl winRate winningTrades losingTrades averageWin averageLoss profitFactor }
  daily { dailyPnl winRate rrRatio totalTrades closedTrades openTrades winningTrades losingTrades avgWin avgLoss largestWin largestLoss }
  equityCurve { totalPoints maxDrawdown maxDrawdownPercent points { date balance peak drawdown drawdownPercent } }
  openPositions { totalPositions totalExposure byMarket { market count } aggregated { symbol tradeType market quantity avgEntry numTrades exposure } }
  assetPerformance(limit: 10) { symbol market totalPnl totalTrades winRate wins losses }
  streaks { current bestWinStreak worstLossStreak recent { tradeId pnl streak } }
  monthlyPnl { month pnl trades } byWeekday { weekday pnl trades winRate } byHour { hour trades winRate }
  topSymbols { rank symbol trades winRate totalPnl } topTrades { best { id symbol pnl } worst { id symbol pnl } }
  scatter { tradeIds symbols pnl risk reward hours }
  activityCalendar { start end days { date pnl trades } } weekSummary { trades pnl winRate }
  tradingPlan { metCount overallPercent objectives { key met progress } } alerts { id level title }
  expectancy { value ciLow ciHigh winRate winRateCiLow winRateCiHigh } rMultiples { trades averageR sqn reliable }
  byEmotionalTag { key pnl trades winRate } byStrategy { key pnl trades winRate } byMarket { key pnl trades winRate }
  holdingTimes { winsHours lossesHours breakevenHours }
} } }`;
