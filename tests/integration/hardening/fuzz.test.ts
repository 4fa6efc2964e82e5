import crypto from 'node:crypto';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { readSchema } from '../../../server/src/graphql/apollo';
import { rootLogger } from '../../../server/src/logger';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { liveClient } from '../../support/live-client';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Issue 29 "Done when": a bounded, loopback-only fuzz of every REST route, every GraphQL query and
 * mutation and the live socket with malformed input. The in-process app listens on 127.0.0.1;
 * FUZZ_REQUESTS sets the count (default 10,000), FUZZ_SEED the generator's seed. Two facts must
 * hold: no answer is a 5xx, and nothing a client sent is logged at error level.
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 29);
const CONCURRENCY = 4;
jest.setTimeout(20 * 60_000);

/** mulberry32: a small seeded generator, so a failing run can be replayed with FUZZ_SEED. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}
const rnd = generator(SEED);

const NASTY: readonly unknown[] = [
  '',
  ' ',
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  'NaN',
  'Infinity',
  '-0',
  '0001-01-01',
  '0001-01-01T00:00',
  '9999-12-31',
  '2026-02-30',
  '1899-12-31T23:30',
  '2024-03-10T02:30',
  '+275760-09-13T00:00:00Z',
  'ZZZ',
  'usd',
  'XXX',
  'EURUSD',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x'.repeat(5000),
  '"a"b,c',
  '<x/>',
  '../../etc/passwd',
  "'; DROP TABLE trades; --",
  '1e-400',
  '99999999999999999999999.99999',
  '-5',
  '0.000000000000000001',
  '1,5',
  '１２',
  {},
  [],
  [1, 'a'],
  { a: { b: { c: {} } } },
  'long',
  'short',
  'stocks',
  'forex',
  'crypto',
  'futures',
  'options',
  'win',
  'open',
  'READ',
  'READ_WRITE',
  'deposit',
  crypto.randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'clg_' + 'A'.repeat(43),
];

const value = (): unknown => rnd.pick(NASTY);
/** A path or query part; a lone surrogate goes out as the invalid UTF-8 it would be. */
function enc(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}
function body(keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (rnd.next() < 0.7) out[key] = value();
  return out;
}

const FIELDS = [
  'name',
  'description',
  'currency',
  'initial_balance',
  'strategy',
  'is_active',
  'account_id',
  'symbol',
  'market',
  'trade_type',
  'entry_price',
  'exit_price',
  'quantity',
  'multiplier',
  'fees',
  'stop_loss',
  'entry_date',
  'exit_date',
  'notes',
  'emotional_tags',
  'kind',
  'amount',
  'occurred_at',
  'note',
  'date',
  'base',
  'quote',
  'rate',
  'base_currency',
  'timezone',
  'password',
  'current_password',
  'new_password',
  'email',
  'username',
  'scope',
  'expires_at',
  'header',
  'mapping',
  'point_value',
  'token',
];
const QUERY_KEYS = [
  'account_id',
  'start_date',
  'end_date',
  'limit',
  'skip',
  'cursor',
  'market',
  'symbol',
  'strategy_id',
  'trade_type',
  'months',
  'format',
];

interface Ids {
  account: string;
  trade: string;
  flow: string;
}
const idOr = (id: string) => (rnd.next() < 0.5 ? id : enc(String(value())));

/** One REST request: a route of every router, with garbage in the path, the query and the body. */
function restRequest(ids: Ids): { method: string; path: string; body?: unknown; raw?: string; contentType?: string } {
  const account = idOr(ids.account);
  const query = Object.entries(body(QUERY_KEYS))
    .map(([k, v]) => `${k}=${enc(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&');
  const routes: [string, string][] = [
    ['GET', '/api/accounts/'],
    ['POST', '/api/accounts/'],
    ['GET', `/api/accounts/${account}`],
    ['PUT', `/api/accounts/${account}`],
    ['DELETE', `/api/accounts/${enc(String(value()))}`],
    ['GET', `/api/accounts/${account}/cash-flows`],
    ['POST', `/api/accounts/${account}/cash-flows`],
    ['PUT', `/api/accounts/${account}/cash-flows/${idOr(ids.flow)}`],
    ['DELETE', `/api/accounts/${account}/cash-flows/${enc(String(value()))}`],
    ['GET', `/api/accounts/${account}/returns`],
    ['GET', '/api/trades/'],
    ['POST', '/api/trades/'],
    ['GET', `/api/trades/${idOr(ids.trade)}`],
    ['PUT', `/api/trades/${idOr(ids.trade)}`],
    ['DELETE', `/api/trades/${enc(String(value()))}`],
    ['GET', '/api/analytics/stats'],
    ['GET', '/api/analytics/equity-curve'],
    ['GET', '/api/analytics/balance-curve'],
    ['GET', '/api/analytics/daily-stats'],
    ['GET', '/api/analytics/open-positions'],
    ['GET', '/api/analytics/asset-performance'],
    ['GET', '/api/reports/export.csv'],
    ['GET', '/api/imports'],
    ['GET', `/api/imports/${enc(String(value()))}`],
    ['DELETE', `/api/imports/${enc(String(value()))}`],
    ['POST', '/api/imports'],
    ['GET', '/api/import-mapping-templates'],
    ['POST', '/api/import-mapping-templates'],
    ['DELETE', `/api/import-mapping-templates/${enc(String(value()))}`],
    ['GET', '/api/contract-multipliers'],
    ['PUT', `/api/contract-multipliers/${enc(String(value()))}`],
    ['DELETE', `/api/contract-multipliers/${enc(String(value()))}`],
    ['GET', '/api/access-tokens'],
    ['POST', '/api/access-tokens'],
    ['DELETE', `/api/access-tokens/${enc(String(value()))}`],
    ['GET', '/api/fx-rates/'],
    ['GET', '/api/fx-rates/summary'],
    ['PUT', '/api/fx-rates/base-currency'],
    ['POST', '/api/fx-rates/'],
    ['DELETE', `/api/fx-rates/${enc(String(value()))}/${enc(String(value()))}/EUR`],
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/verify-password'],
    ['POST', '/api/auth/change-password'],
    ['PUT', '/api/auth/timezone'],
    ['GET', '/api/auth/strategies'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/password-reset/request'],
    ['POST', '/api/auth/password-reset/confirm'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/no-such-route'],
  ];
  const [method, path] = rnd.pick(routes);
  const url = query ? `${path}?${query}` : path;
  const shape = rnd.next();
  if (method === 'GET' || method === 'DELETE') return { method, path: url };
  if (shape < 0.1)
    return {
      method,
      path: url,
      raw: rnd.pick(['{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"a":1}'.repeat(3)]),
      contentType: 'application/json',
    };
  if (shape < 0.15)
    return {
      method,
      path: url,
      raw: 'Symbol,Side\n"a"b,c\n',
      contentType: rnd.pick(['text/csv', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']),
    };
  const sent = body(FIELDS);
  if (shape < 0.5 && path === '/api/trades/') Object.assign(sent, tradePayload(ids.account), body(FIELDS));
  return { method, path: url, body: sent };
}

/** One GraphQL operation: a random query or mutation field of the schema, with random variables. */
function graphqlRequest(schema: ReturnType<typeof buildSchema>): unknown {
  const kind = rnd.next() < 0.5 ? 'query' : 'mutation';
  const root = (kind === 'query' ? schema.getQueryType() : schema.getMutationType()) as GraphQLObjectType;
  // `logout` would end the fuzzing user's session at its first pick and leave the remaining
  // requests unauthenticated (tests/integration/auth/sessions.test.ts covers it).
  const fields = Object.values(root.getFields()).filter((f) => f.name !== 'logout');
  const field: GraphQLField<unknown, unknown> = rnd.pick(fields);
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) || rnd.next() < 0.5);
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${call}${selection} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, value()]));
  const shape = rnd.next();
  if (shape < 0.05) return { query: query.slice(0, Math.floor(query.length * rnd.next())) };
  if (shape < 0.1)
    return {
      query,
      variables,
      extensions: { persistedQuery: { version: rnd.pick([1, 2, 'x']), sha256Hash: value() } },
    };
  if (shape < 0.12) return { query: `{ ${'a { '.repeat(80)}` };
  return { query, variables };
}

describe('fuzz (issue 29)', () => {
  let app: TestApp;
  let user: TestUser;
  let ids: Ids;
  beforeAll(async () => {
    app = await startTestApp();
    user = await createUser(app);
    const account = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body
      .id;
    const trade = (await rest(app.baseUrl, 'POST', '/api/trades/', tradePayload(account), { token: user.token })).body
      .id;
    const flow = (
      await rest(
        app.baseUrl,
        'POST',
        `/api/accounts/${account}/cash-flows`,
        { kind: 'deposit', amount: '1', occurred_at: '2024-01-02' },
        { token: user.token },
      )
    ).body.id;
    ids = { account, trade, flow };
  });
  afterAll(() => app?.close());

  it(`sends ${TOTAL} malformed requests over REST, GraphQL and the live socket: no 5xx, nothing logged at error level`, async () => {
    const schema = buildSchema(readSchema());
    const logged: unknown[] = [];
    const spy = jest.spyOn(rootLogger, 'error').mockImplementation(((...args: unknown[]) => {
      logged.push(args);
    }) as never);
    const figures = {
      rest: 0,
      graphql: 0,
      socket: 0,
      status: {} as Record<string, number>,
      fiveHundreds: [] as string[],
    };
    const live = liveClient(app.baseUrl, user.token);
    let sent = 0;
    const one = async () => {
      const lane = rnd.next();
      const token = rnd.next() < 0.9 ? user.token : rnd.pick(['', 'garbage', `clg_${'B'.repeat(43)}`]);
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      if (lane < 0.05) {
        figures.socket += 1;
        const payload = graphqlRequest(schema) as { query: string; variables?: Record<string, unknown> };
        const subscription =
          rnd.next() < 0.5 ? payload.query.replace(/^(query|mutation)/, 'subscription') : payload.query;
        await new Promise<void>((resolve) => {
          const stop = live.client.subscribe(
            { query: subscription, variables: payload.variables },
            {
              next: () => undefined,
              error: () => resolve(),
              complete: () => resolve(),
            },
          );
          // Not a wait for anything: an accepted subscription is stopped after a moment (the lane's bound).
          setTimeout(() => (stop(), resolve()), 200);
        });
        return;
      }
      let status: number;
      let what: string;
      if (lane < 0.5) {
        figures.graphql += 1;
        const request = graphqlRequest(schema);
        what = `POST /graphql ${JSON.stringify(request).slice(0, 200)}`;
        const res = await fetch(`${app.baseUrl}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(request),
        });
        await res.arrayBuffer();
        status = res.status;
      } else {
        figures.rest += 1;
        const request = restRequest(ids);
        what = `${request.method} ${request.path} ${JSON.stringify(request.body ?? request.raw ?? '').slice(0, 200)}`;
        const res = await fetch(`${app.baseUrl}${request.path}`, {
          method: request.method,
          headers: {
            ...headers,
            ...(request.body !== undefined || request.raw
              ? { 'Content-Type': request.contentType ?? 'application/json' }
              : {}),
          },
          body: request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        });
        await res.arrayBuffer();
        status = res.status;
      }
      figures.status[status] = (figures.status[status] ?? 0) + 1;
      if (status >= 500) figures.fiveHundreds.push(`${status} ${what}`);
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < TOTAL) {
          sent += 1;
          await one();
        }
      }),
    );
    await live.client.dispose();
    spy.mockRestore();
    // The figures the issue asks for, in the test's output.
    console.log(
      `fuzz: ${JSON.stringify({ total: sent, ...figures, fiveHundreds: figures.fiveHundreds.length, errorLogs: logged.length })}`,
    );
    expect(figures.fiveHundreds).toEqual([]);
    expect(logged.map((l) => JSON.stringify(l).slice(0, 300))).toEqual([]);
  });
});
