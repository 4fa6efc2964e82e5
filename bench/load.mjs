// npm run bench:load [-- --sizes=10000,100000 --users=32 --duration=10 --only=hello,create,dashboard,instances,peer --keep --no-build --seed-only]
// Where Node spends what PostgreSQL does not (issue 14, "the cheapest path per request"): autocannon
// against the built server, side by side with plain node:http and with the same SQL sent straight
// through `pg`; every ratio comes from one run on one machine. See bench/README.md.
import { execSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postGraphql, startServer } from './lib/http-server.mjs';
import { captureDashboardSql, prepareDatabase, replayStatements, runPgFloor, seedUsers } from './lib/load-setup.mjs';
import { benchArgs } from './lib/args.mjs';
import { killOnExit, runCleanups } from './lib/cleanup.mjs';
import { benchDatabase } from './lib/scratch-database.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
const argon2 = require('argon2');
const nginxHelpers = require('../scripts/cluster/nginx.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = benchArgs();
const sizes = String(args.sizes ?? '10000,100000')
  .split(',')
  .map(Number);
const dashboardUsers = Number(args.users ?? 32);
/** Concurrent dashboard loads; with fewer users than this, connections take users in turn (2 per user at most is within the per-user limits). */
const DASHBOARD_CONNECTIONS = Number(args.connections ?? 32);
const durationS = Number(args.duration ?? 10);
const only = new Set(String(args.only ?? 'hello,create,dashboard,instances,peer').split(','));
/** The peer rows of issue 14 (scenario e) are measured at 8 connections, as the peer comparison was. */
const PEER_CONNECTIONS = 8;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const PASSWORD = 'bench-password-1';
const WRITE_CONNECTIONS = 16;
const SERVER_POOL = 10; // the server's default pool (db/data-source.ts)

if (args['no-build'] !== true || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
}

const rows = [];
const loadAverages = [];
function record(group, name, result, baseName) {
  const base = baseName ? rows.find((r) => r.group === group && r.name === baseName) : null;
  const row = {
    group,
    name,
    reqPerSec: Math.round(result.reqPerSec * 10) / 10,
    p99: result.p99,
    ratio: base ? Math.round((result.reqPerSec / base.reqPerSec) * 100) / 100 : null,
    vs: baseName ?? null,
    cpuMsPerReq: result.cpuMsPerReq == null ? null : Math.round(result.cpuMsPerReq * 1000) / 1000,
    non2xx: result.non2xx,
    errors: result.errors,
    loadavg: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
  } catch {
    return null;
  }
}

/**
 * One autocannon run after a short untimed one (V8 warms resolvers and serializers first). With
 * `pids`, also the server CPU each answered request cost: on a machine shared with other work,
 * req/s follow the neighbours' load, CPU ms per request much less.
 */
async function cannon(options, pids = []) {
  await autocannon({ ...options, duration: Math.min(3, durationS) });
  const before = pids.map(cpuMs);
  const r = await autocannon({ ...options, duration: durationS });
  const used = pids.map(cpuMs).reduce((sum, after, i) => sum + (after ?? NaN) - (before[i] ?? NaN), 0);
  return {
    reqPerSec: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuMsPerReq: pids.length ? used / r.requests.total : null,
  };
}

const gqlRequest = (url, body, token) => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** Each autocannon connection signs in as its own user (`tokens[i]`), so per-user limits apply as in life. */
function perConnectionUser(url, tokens, bodyFor, connections = DASHBOARD_CONNECTIONS) {
  let next = 0;
  return {
    url: `${url}/graphql`,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          context.user ??= next++ % tokens.length;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[context.user]}` },
            body: JSON.stringify(bodyFor(context.user)),
          };
        },
      },
    ],
  };
}

/** A child process that prints its port on its first line of output; `stop()` ends it. */
function startPortPrinter(args) {
  const child = killOnExit(spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] }));
  return new Promise((resolve) =>
    child.stdout.once('data', (d) =>
      resolve({ url: `http://127.0.0.1:${String(d).trim()}`, pid: child.pid, stop: () => child.kill('SIGTERM') }),
    ),
  );
}

function startHello() {
  const code = `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"data":{"__typename":"Query"}}'); }); })
    .listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port) + '\\n'); });`;
  return startPortPrinter(['-e', code]);
}

/** The stack without Candlog's code: Express 5 alone, Apollo Server 5 on it, or that with the dashboard (bench/lib/stack-floor-server.mjs). */
// BENCH_FLOOR_NODE_ARGS profiles them as BENCH_SERVER_NODE_ARGS does the server.
const startStackFloor = (mode, ...args) =>
  startPortPrinter([
    ...(process.env.BENCH_FLOOR_NODE_ARGS ?? '').split(' ').filter(Boolean),
    path.join(root, 'bench/lib/stack-floor-server.mjs'),
    mode,
    ...args,
  ]);

/** What `baseUrl` answers each user's dashboard (its `data`), to replay in the dashboard's stack floor. */
async function dashboardAnswers(baseUrl, tokens, users) {
  const answers = [];
  for (let i = 0; i < users.length; i++) {
    const { query, variables } = dashboardBody(users)(i);
    answers.push(await postGraphql(baseUrl, tokens[i], query, variables));
  }
  return answers;
}

/** A client operation as the client sends it (e.g. DashboardSummary with its widget fragments), from its .graphql files. */
function clientOperation(name) {
  const files = execSync(`git ls-files 'client/src/*.graphql'`, { cwd: root, encoding: 'utf8' }).split('\n');
  const text = files.filter(Boolean).map((f) => fs.readFileSync(path.join(root, f), 'utf8'));
  const fragments = new Map();
  for (const t of text) for (const m of t.matchAll(/fragment (\w+) on \w+ \{[\s\S]*?\n\}/g)) fragments.set(m[1], m[0]);
  const operation = text.map((t) => new RegExp(`query ${name}\\b[\\s\\S]*?\\n\\}`).exec(t)?.[0]).find(Boolean);
  if (!operation) throw new Error(`no client operation ${name} in client/src/**/*.graphql`);
  const needed = new Set();
  const visit = (src) => {
    for (const [, fragment] of src.matchAll(/\.\.\.(\w+)/g))
      if (!needed.has(fragment)) {
        needed.add(fragment);
        visit(fragments.get(fragment));
      }
  };
  visit(operation);
  return [operation, ...[...needed].map((n) => fragments.get(n))].join('\n');
}

const TRADE_VALUES = {
  symbol: 'AAPL',
  market: 'stocks',
  tradeType: 'long',
  entryPrice: '190.25',
  exitPrice: '192.5',
  quantity: '10',
  fees: '1.5',
  entryDate: '2026-11-20T14:30:00.000Z',
  exitDate: '2026-11-20T15:45:00.000Z',
};
const CREATE_TRADE = `mutation Create($input: TradeInput!) { createTrade(input: $input) { id pnl result version } }`;

function createTradeGraphql(url, token, accountId, connections = WRITE_CONNECTIONS) {
  return {
    ...gqlRequest(url, { query: CREATE_TRADE, variables: { input: { ...TRADE_VALUES, accountId } } }, token),
    connections,
  };
}

/** What one creation sends to PostgreSQL: the account (owned by the caller), then the INSERT with RETURNING. */
async function createTradeSql(pool, { userId, accountId }) {
  const {
    rows: [account],
  } = await pool.query(`SELECT id, strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`, [
    accountId,
    userId,
  ]);
  await pool.query(
    `INSERT INTO trades (user_id, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price, quantity,
       multiplier, fees, pnl, result, entry_date, exit_date, emotional_tags)
     VALUES ($1, $2, $3, 'AAPL', 'stocks', 'long', 190.25, 192.5, 10, 1, 1.5, 21, 'win', $4, $5, '{}') RETURNING *`,
    [userId, account.id, account.strategy_id, TRADE_VALUES.entryDate, TRADE_VALUES.exitDate],
  );
}

const CREATE_FLOOR = 'pg: account + INSERT RETURNING';

/**
 * The writer starts every creation run without trades, as seeded: the day rollups' refresh after
 * each INSERT grows with the trades already on that day, so with --keep (or after the previous
 * run) a run otherwise paid for the trades of every run before it (the floor fell from ~150 to
 * ~35 req/s over a few runs).
 */
async function clearWriterTrades() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`DELETE FROM trades WHERE user_id = $1`, [writer.userId]);
  } finally {
    await client.end();
  }
}

/**
 * What the server sends since it checks the account inside the INSERT (trades.service create,
 * insert-into-own-account.ts): one statement. Printed beside the two-statement floor above, which
 * the ratios keep as their reference.
 */
async function createTradeOneStatement(pool, { userId, accountId }) {
  await pool.query(
    `INSERT INTO trades (user_id, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price, quantity,
       multiplier, fees, pnl, result, entry_date, exit_date, emotional_tags, version)
     SELECT $1, a.id, a.strategy_id, 'AAPL', 'stocks', 'long', 190.25, 192.5, 10, 1, 1.5, 21, 'win', $3, $4, '{}', 1
       FROM trading_accounts a WHERE a.id = $2 AND a.user_id = $1 RETURNING *`,
    [userId, accountId, TRADE_VALUES.entryDate, TRADE_VALUES.exitDate],
  );
}

/** GraphQL and REST trade creation against `server`, 16 connections, compared with the pg floor. */
async function createTradeRuns(server, writerToken, label) {
  await clearWriterTrades();
  record(
    'b',
    `GraphQL createTrade, ${label}`,
    await cannon(createTradeGraphql(server.baseUrl, writerToken, writer.accountId), [server.pid]),
    CREATE_FLOOR,
  );
  await clearWriterTrades();
  record(
    'b',
    `REST POST /api/trades, ${label}`,
    await cannon(
      {
        url: `${server.baseUrl}/api/trades`,
        method: 'POST',
        connections: WRITE_CONNECTIONS,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writerToken}` },
        body: JSON.stringify({
          account_id: writer.accountId,
          symbol: 'AAPL',
          market: 'stocks',
          trade_type: 'long',
          entry_price: '190.25',
          exit_price: '192.5',
          quantity: '10',
          fees: '1.5',
          entry_date: TRADE_VALUES.entryDate,
          exit_date: TRADE_VALUES.exitDate,
        }),
      },
      [server.pid],
    ),
    CREATE_FLOOR,
  );
}

async function withServers(envs, fn) {
  const servers = [];
  try {
    for (const env of envs) servers.push(await startServer(root, dbUrl, { env }));
    return await fn(servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function signIn(server, users) {
  const tokens = [];
  for (const u of users) tokens.push(await server.login(u.email, PASSWORD));
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Unique to the run and dropped at its end; --keep (and --seed-only, which seeds for a later --keep
// run) use the fixed candlog_bench_load.
const db = benchDatabase(adminUrl, 'candlog_bench_load', {
  keep: Boolean(args.keep || args['seed-only']),
  explicit: process.env.BENCH_LOAD_DATABASE,
});
const dbUrl = await prepareDatabase(adminUrl, db.name, args.keep);
const jwtSecret = crypto.randomBytes(32).toString('hex');
const baseEnv = { JWT_SECRET: jwtSecret };
const passwordHash = await argon2.hash(PASSWORD, {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});

// The first start migrates the database; seeding needs the tables.
await withServers([baseEnv], async () => undefined);
const [writer] = await seedUsers(dbUrl, { prefix: 'load-writer', count: 1, trades: 0, passwordHash });
const dashboards = {};
if (only.has('dashboard') || only.has('instances') || only.has('peer'))
  for (const size of sizes) {
    const t0 = Date.now();
    dashboards[size] = await seedUsers(dbUrl, {
      prefix: `load-${size}`,
      count: dashboardUsers,
      trades: size,
      passwordHash,
    });
    console.error(`[load] ${dashboardUsers} users × ${size} trades ready in ${Math.round((Date.now() - t0) / 1000)} s`);
  }
if (args['seed-only']) process.exit(0);
const operationBody = (operationName) => {
  const query = clientOperation(operationName);
  return (users) => (i) => ({ query, operationName, variables: { accountId: users[i].accountId } });
};
const dashboardBody = operationBody('DashboardSummary');
const recentTradesBody = operationBody('DashboardRecentTrades');

await withServers([baseEnv], async ([server]) => {
  const [writerToken] = await signIn(server, [writer]);
  if (only.has('hello')) {
    const hello = await startHello();
    try {
      const typename = { query: '{ __typename }' };
      record(
        'a',
        'node:http hello',
        await cannon({ ...gqlRequest(hello.url, typename), connections: WRITE_CONNECTIONS }, [hello.pid]),
      );
      // What the chosen stack allows before any Candlog code: the same request against Express 5
      // with its JSON parser alone, then against Apollo Server 5 on it (no auth, log or plugins).
      for (const [mode, name] of [
        ['express', 'stack floor: Express 5 + express.json()'],
        ['apollo', 'stack floor: Apollo Server 5 on Express 5'],
      ]) {
        const floor = await startStackFloor(mode);
        try {
          record(
            'a',
            name,
            await cannon({ ...gqlRequest(floor.url, typename), connections: WRITE_CONNECTIONS }, [floor.pid]),
            'node:http hello',
          );
        } finally {
          floor.stop();
        }
      }
      record(
        'a',
        'anonymous { __typename }',
        await cannon({ ...gqlRequest(server.baseUrl, typename), connections: WRITE_CONNECTIONS }, [server.pid]),
        'node:http hello',
      );
      record(
        'a',
        'signed-in { __typename }',
        await cannon({ ...gqlRequest(server.baseUrl, typename, writerToken), connections: WRITE_CONNECTIONS }, [
          server.pid,
        ]),
        'node:http hello',
      );
      const rate = (name) => rows.find((r) => r.group === 'a' && r.name === name)?.reqPerSec;
      const apolloFloor = rate('stack floor: Apollo Server 5 on Express 5');
      for (const name of ['anonymous { __typename }', 'signed-in { __typename }'])
        console.error(`[load] ${name}: ${(rate(name) / apolloFloor).toFixed(2)} × the bare Apollo Server 5 floor`);
    } finally {
      hello.stop();
    }
  }
  if (only.has('create')) {
    await clearWriterTrades();
    record(
      'b',
      CREATE_FLOOR,
      await runPgFloor(dbUrl, {
        workers: WRITE_CONNECTIONS,
        poolSize: WRITE_CONNECTIONS,
        durationMs: durationS * 1000,
        work: (pool) => createTradeSql(pool, writer),
      }),
    );
    await clearWriterTrades();
    record(
      'b',
      'pg: INSERT … SELECT owned account RETURNING',
      await runPgFloor(dbUrl, {
        workers: WRITE_CONNECTIONS,
        poolSize: WRITE_CONNECTIONS,
        durationMs: durationS * 1000,
        work: (pool) => createTradeOneStatement(pool, writer),
      }),
    );
    await createTradeRuns(server, writerToken, 'default pool (10)');
  }
});

// The floor has 16 connections; a server with as many measures what Node adds, not the pool.
if (only.has('create'))
  await withServers([{ ...baseEnv, DATABASE_POOL_SIZE: String(WRITE_CONNECTIONS) }], async ([server]) => {
    const [writerToken] = await signIn(server, [writer]);
    await createTradeRuns(server, writerToken, `DATABASE_POOL_SIZE=${WRITE_CONNECTIONS}`);
  });

if (only.has('dashboard'))
  for (const size of sizes) {
    const users = dashboards[size];
    const group = `c ${size}`;
    const floorName = `pg: its SQL, ${DASHBOARD_CONNECTIONS} loads at once, ${users.length} users`;
    const statements = await captureDashboardSql(root, dbUrl, users);
    record(
      group,
      floorName,
      await runPgFloor(dbUrl, {
        workers: DASHBOARD_CONNECTIONS,
        poolSize: SERVER_POOL,
        durationMs: durationS * 1000,
        // One load's statements in the server's order: the account first, then the figures
        // concurrently on one request's memo, each after the results it waits for.
        work: (pool, w) => replayStatements(pool, statements[w % users.length]),
      }),
    );
    let answers;
    for (const [name, env] of [
      ['DashboardSummary, FIGURE_CACHE=off', { ...baseEnv, FIGURE_CACHE: 'off' }],
      ['DashboardSummary, default', baseEnv],
    ])
      await withServers([env], async ([server]) => {
        const tokens = await signIn(server, users);
        record(
          group,
          name,
          await cannon(perConnectionUser(server.baseUrl, tokens, dashboardBody(users)), [server.pid]),
          floorName,
        );
        answers ??= await dashboardAnswers(server.baseUrl, tokens, users);
      });
    // The same loads through the stack alone: Apollo Server 5 on Express 5 sending the same
    // statements and executing the same document over the answers above (no Candlog code).
    const loadFile = path.join(os.tmpdir(), `candlog-bench-dashboard-${process.pid}.json`);
    fs.writeFileSync(loadFile, JSON.stringify({ statements, answers }));
    const floor = await startStackFloor('dashboard', loadFile, dbUrl, String(SERVER_POOL));
    try {
      const userNumbers = users.map((_, i) => String(i));
      // The floor must answer what the server answers, field for field, or it measures less work.
      const [floorAnswer] = await dashboardAnswers(floor.url, userNumbers, users.slice(0, 1));
      if (JSON.stringify(floorAnswer) !== JSON.stringify(answers[0]))
        throw new Error('the dashboard stack floor answers differently from the server');
      record(
        group,
        'stack floor: Apollo Server 5, the same SQL and document, no Candlog code',
        await cannon(perConnectionUser(floor.url, userNumbers, dashboardBody(users)), [floor.pid]),
        floorName,
      );
    } finally {
      floor.stop();
      fs.rmSync(loadFile, { force: true });
    }
  }

if (only.has('instances')) {
  const nginx = nginxHelpers.findNginx();
  if (!nginx) console.error('[load] nginx not found: the instances scenario is skipped (apt-get install -y nginx)');
  else {
    const env = { ...baseEnv, REDIS_URL: redisUrl };
    const users = dashboards[sizes[0]];
    await withServers([env, env], async (servers) => {
      const tokens = await signIn(servers[0], users);
      const [writerToken] = await signIn(servers[0], [writer]);
      for (const count of [1, 2]) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-bench-nginx-'));
        const listenPort = 20000 + Math.floor(Math.random() * 20000);
        const upstreamPorts = servers.slice(0, count).map((s) => Number(new URL(s.baseUrl).port));
        const conf = nginxHelpers.writeNginxConfig({ dir, listenPort, upstreamPorts });
        const proxy = killOnExit(await nginxHelpers.startNginx(nginx, conf, listenPort));
        const url = `http://127.0.0.1:${listenPort}`;
        try {
          const label = `${count} instance${count > 1 ? 's' : ''} behind nginx`;
          record(
            'd dashboard',
            `${label}, ${sizes[0]} trades, ${users.length} users`,
            await cannon(
              perConnectionUser(url, tokens, dashboardBody(users)),
              servers.slice(0, count).map((x) => x.pid),
            ),
            count > 1 ? `1 instance behind nginx, ${sizes[0]} trades, ${users.length} users` : undefined,
          );
          await clearWriterTrades();
          record(
            'd create',
            `${label}, GraphQL createTrade`,
            await cannon(
              createTradeGraphql(url, writerToken, writer.accountId),
              servers.slice(0, count).map((x) => x.pid),
            ),
            count > 1 ? '1 instance behind nginx, GraphQL createTrade' : undefined,
          );
        } finally {
          await new Promise((resolve) => {
            proxy.once('exit', resolve);
            proxy.kill('SIGTERM');
          });
          fs.rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  }
}

// The rows issue 14 compares with its peer (TradeTally, measured outside this repository: see
// bench/README.md): the dashboard's figures cached and uncached and the dashboard's 10 most recent
// trades, at 8 connections, each its own user, at the first size.
if (only.has('peer')) {
  const size = sizes[0];
  const users = dashboards[size].slice(0, PEER_CONNECTIONS);
  const group = `e ${size}, ${PEER_CONNECTIONS} connections`;
  for (const [name, env, bodyFor] of [
    ['DashboardSummary, default (cached)', baseEnv, dashboardBody(users)],
    ['DashboardRecentTrades (10 newest trades)', baseEnv, recentTradesBody(users)],
    ['DashboardSummary, FIGURE_CACHE=off', { ...baseEnv, FIGURE_CACHE: 'off' }, dashboardBody(users)],
  ])
    await withServers([env], async ([server]) => {
      const tokens = await signIn(server, users);
      // A GraphQL error answers 200 too: one answer is checked before the timing.
      await server.graphql(tokens[0], bodyFor(0).query, bodyFor(0).variables);
      record(
        group,
        name,
        await cannon(perConnectionUser(server.baseUrl, tokens, bodyFor, PEER_CONNECTIONS), [server.pid]),
      );
    });
}

loadAverages.push(fs.readFileSync('/proc/loadavg', 'utf8').trim());
console.log('');
console.log(
  ['group', 'scenario', 'req/s', 'p99 ms', 'ratio', 'vs', 'server CPU ms/req', 'non-2xx', 'load avg'].join(' | '),
);
for (const r of rows)
  console.log(
    [
      r.group,
      r.name,
      r.reqPerSec,
      Math.round(r.p99 * 10) / 10,
      r.ratio ?? '',
      r.vs ?? '',
      r.cpuMsPerReq ?? '',
      r.non2xx + r.errors,
      r.loadavg,
    ].join(' | '),
  );
console.log(`load average at the end: ${loadAverages[0]}; ${os.cpus().length} CPUs`);
await runCleanups();
