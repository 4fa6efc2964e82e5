// Starts the built server (server/dist/main.js) against a database, for timing GraphQL over HTTP.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** POSTs one operation to `baseUrl`/graphql with a bearer token; its `data`, or throws on any GraphQL error. */
export async function postGraphql(baseUrl, token, query, variables) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
  return body.data;
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
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    /** The server process id (the flood bench samples its memory). */
    pid: child.pid,
    /** What the server printed so far (its access log carries each request's durationMs). */
    output: () => output,
    async login(email, password) {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }),
      });
      if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
      return (await res.json()).access_token;
    },
    graphql: (token, query, variables) => postGraphql(baseUrl, token, query, variables),
    stop: () =>
      new Promise((resolve) => {
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
