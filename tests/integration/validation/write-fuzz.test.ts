import fc from 'fast-check';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { rest } from '../../support/api-client';
import type { Json } from '../../support/json';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  anyValue,
  field,
  hostileDate,
  hostileDecimalText,
  hostileNumber,
  hostileString,
  partialRecord,
  plausible,
  toJson,
} from './fuzz-inputs';

/**
 * Property: whatever a client sends to any write path — GraphQL mutation or REST write — the
 * answer is never a 5xx (nor a masked INTERNAL_SERVER_ERROR inside a 200), and a refused write
 * changes none of the user's rows. FUZZ_RUNS sets the total number of generated inputs, spread
 * evenly over the paths (default 560: about 20 per path, what `npm test` can afford on 2 cores).
 *   FUZZ_RUNS=10000 npx jest tests/integration/validation/write-fuzz.test.ts --selectProjects integration
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 560);
/** FUZZ_SEED replays a run (each path uses seed + its index); printed at the end. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
jest.setTimeout(Math.max(120000, TOTAL_RUNS * 400));

let app: TestApp;
let user: TestUser;
let accountId: string;
let tradeId: string;

beforeAll(async () => {
  app = await startTestApp({ REGISTRATION_OPEN: 'true' });
  user = await createUser(app);
  accountId = (await rest(app.baseUrl, 'POST', '/api/accounts/', accountPayload(), { token: user.token })).body.id;
  tradeId = (await rest(app.baseUrl, 'POST', '/api/trades', tradePayload(accountId), { token: user.token })).body.id;
});

const tally = { inputs: 0, fiveHundreds: 0, refused: 0, accepted: 0, started: Date.now() };
afterAll(async () => {
  const seconds = ((Date.now() - tally.started) / 1000).toFixed(1);
  // The figures the issue asks for; printed so a long run can be quoted.
  console.log(
    `write fuzz (FUZZ_SEED=${SEED}): ${tally.inputs} inputs, ${tally.fiveHundreds} answers >= 500, ${tally.refused} refused, ${tally.accepted} accepted, ${seconds} s`,
  );
  await app?.close();
});

/** Everything the user owns, hashed: a refused write must leave it byte for byte alone. */
async function fingerprint(): Promise<string> {
  const [row] = await app.db.dataSource.query(
    `SELECT md5(concat_ws('|',
       (SELECT to_jsonb(u) - 'updated_at' FROM users u WHERE u.id = $1)::text,
       (SELECT string_agg(to_jsonb(a)::text, ',' ORDER BY a.id) FROM trading_accounts a WHERE a.user_id = $1),
       (SELECT string_agg(to_jsonb(s)::text, ',' ORDER BY s.id) FROM strategies s WHERE s.user_id = $1),
       (SELECT string_agg(to_jsonb(t)::text, ',' ORDER BY t.id) FROM trades t WHERE t.user_id = $1),
       (SELECT count(*) FROM trade_revisions r WHERE r.user_id = $1)::text,
       (SELECT count(*) FROM password_reset_tokens p WHERE p.user_id = $1)::text,
       (SELECT count(*) FROM users)::text)) AS h`,
    [user.id],
  );
  return row.h;
}

interface Answer {
  status: number;
  accepted: boolean;
  internal: boolean;
  text: string;
}

async function send(
  method: string,
  path: string,
  body: string | undefined,
  contentType = 'application/json',
  auth = true,
): Promise<Answer> {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': contentType }),
      ...(auth ? { Authorization: `Bearer ${user.token}` } : {}),
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, accepted: res.status < 400, internal: res.status >= 500, text };
}

async function graphql(query: string, variables: unknown, auth = true): Promise<Answer> {
  const answer = await send(
    'POST',
    '/graphql',
    `{"query":${JSON.stringify(query)},"variables":${toJson(variables)}}`,
    'application/json',
    auth,
  );
  let errors: Array<{ extensions?: { code?: string } }> | undefined;
  try {
    errors = JSON.parse(answer.text).errors;
  } catch {
    errors = [{}];
  }
  const internal = answer.internal || !!errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  return { ...answer, accepted: answer.status < 400 && !errors?.length, internal };
}

const restJson =
  (method: string, path: () => string, auth = true) =>
  (body: unknown) =>
    send(method, path(), toJson(body), 'application/json', auth);
const form = (path: string) => (body: Record<string, unknown>) =>
  send(
    'POST',
    path,
    new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : toJson(v)])).toString(),
    'application/x-www-form-urlencoded',
    false,
  );
/** Ids: the real ones, or anything (a malformed percent-encoding included). */
const idOr = (real: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => real()),
    hostileString.map(percentEncode),
    fc.constantFrom('%E0%A4%A', '%', '..%2F..', '%00', '%ED%A0%80'),
  );

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its raw, invalid UTF-8 bytes. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const accountFields = {
  name: field(plausible.name),
  description: field(hostileString),
  currency: field(plausible.currency),
  initial_balance: field(plausible.balance),
  strategy: field(fc.oneof(plausible.name, hostileString)),
  is_active: field(fc.boolean()),
};
const tradeFields = (camel: boolean) => {
  const k = (snake: string) => (camel ? snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) : snake);
  const price = camel
    ? fc.oneof(plausible.price.map(String), hostileDecimalText)
    : fc.oneof(plausible.price, hostileNumber, hostileDecimalText);
  return {
    [k('account_id')]: field(fc.constant(null).map(() => accountId)),
    symbol: field(fc.constantFrom('EURUSD', 'btc', 'AAPL')),
    market: field(plausible.market),
    [k('trade_type')]: field(plausible.tradeType),
    [k('entry_price')]: field(price),
    [k('exit_price')]: field(price),
    quantity: field(price),
    multiplier: field(price),
    fees: field(price),
    [k('stop_loss')]: field(price),
    [k('entry_date')]: field(fc.oneof(plausible.date, hostileDate)),
    [k('exit_date')]: field(fc.oneof(plausible.date, hostileDate)),
    notes: field(hostileString),
    [k('emotional_tags')]: field(plausible.tags),
    result: field(plausible.result),
  };
};

type Path = [name: string, arbitrary: fc.Arbitrary<unknown>, run: (input: Json) => Promise<Answer>];

const PATHS: Path[] = [
  // REST
  [
    'REST POST /api/auth/login',
    partialRecord({ username: field(plausible.email), password: field(plausible.password), remember_me: anyValue }),
    form('/api/auth/login'),
  ],
  [
    'REST POST /api/auth/register',
    partialRecord({
      email: field(plausible.email),
      username: field(plausible.name),
      password: field(plausible.password),
    }),
    restJson('POST', () => '/api/auth/register', false),
  ],
  [
    'REST POST /api/auth/password-reset/request',
    partialRecord({ email: field(plausible.email) }),
    restJson('POST', () => '/api/auth/password-reset/request', false),
  ],
  [
    'REST POST /api/auth/password-reset/confirm',
    partialRecord({ token: anyValue, new_password: field(plausible.password) }),
    restJson('POST', () => '/api/auth/password-reset/confirm', false),
  ],
  [
    'REST POST /api/auth/verify-password',
    partialRecord({ password: field(plausible.password) }),
    restJson('POST', () => '/api/auth/verify-password'),
  ],
  [
    'REST POST /api/auth/change-password',
    partialRecord({ current_password: field(plausible.password), new_password: field(plausible.password) }),
    restJson('POST', () => '/api/auth/change-password'),
  ],
  [
    'REST PUT /api/auth/timezone',
    partialRecord({ timezone: field(plausible.zone) }),
    restJson('PUT', () => '/api/auth/timezone'),
  ],
  [
    'REST POST /api/accounts/',
    fc.oneof(partialRecord(accountFields), anyValue),
    restJson('POST', () => '/api/accounts/'),
  ],
  [
    'REST PUT /api/accounts/{id}',
    fc.tuple(
      idOr(() => accountId),
      fc.oneof(partialRecord(accountFields), anyValue),
    ),
    ([id, body]) => restJson('PUT', () => `/api/accounts/${id}`)(body),
  ],
  [
    'REST DELETE /api/accounts/{id}',
    idOr(() => 'ffffffff-ffff-4fff-8fff-ffffffffffff'),
    (id) => send('DELETE', `/api/accounts/${id}`, undefined),
  ],
  [
    'REST POST /api/trades',
    fc.oneof(partialRecord(tradeFields(false)), anyValue),
    restJson('POST', () => '/api/trades'),
  ],
  [
    'REST PUT /api/trades/{id}',
    fc.tuple(
      idOr(() => tradeId),
      fc.oneof(partialRecord({ ...tradeFields(false), expected_version: anyValue }), anyValue),
    ),
    ([id, body]) => restJson('PUT', () => `/api/trades/${id}`)(body),
  ],
  [
    'REST DELETE /api/trades/{id}',
    idOr(() => 'ffffffff-ffff-4fff-8fff-ffffffffffff'),
    (id) => send('DELETE', `/api/trades/${id}`, undefined),
  ],
  // GraphQL (variables; wrong types included) ...
  [
    'GraphQL login',
    partialRecord({ email: field(plausible.email), password: field(plausible.password), rememberMe: anyValue }),
    (v) =>
      graphql(
        'mutation($email: String!, $password: String!, $rememberMe: Boolean) { login(email: $email, password: $password, rememberMe: $rememberMe) { token } }',
        v,
        false,
      ),
  ],
  [
    'GraphQL register',
    fc.record({
      input: partialRecord({
        email: field(plausible.email),
        username: field(plausible.name),
        password: field(plausible.password),
      }),
    }),
    (v) => graphql('mutation($input: RegisterInput!) { register(input: $input) { token } }', v, false),
  ],
  [
    'GraphQL changePassword',
    partialRecord({ currentPassword: field(plausible.password), newPassword: field(plausible.password) }),
    (v) =>
      graphql(
        'mutation($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
        v,
      ),
  ],
  [
    'GraphQL verifyPassword',
    partialRecord({ password: field(plausible.password) }),
    (v) => graphql('mutation($password: String!) { verifyPassword(password: $password) }', v),
  ],
  [
    'GraphQL requestPasswordReset',
    partialRecord({ email: field(plausible.email) }),
    (v) => graphql('mutation($email: String!) { requestPasswordReset(email: $email) }', v, false),
  ],
  [
    'GraphQL resetPassword',
    partialRecord({ token: anyValue, newPassword: field(plausible.password) }),
    (v) =>
      graphql(
        'mutation($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }',
        v,
        false,
      ),
  ],
  [
    'GraphQL updateTimezone',
    partialRecord({ timezone: field(plausible.zone) }),
    (v) => graphql('mutation($timezone: String!) { updateTimezone(timezone: $timezone) { timezone } }', v),
  ],
  [
    'GraphQL createAccount',
    fc.record({
      input: partialRecord({
        name: field(plausible.name),
        description: field(hostileString),
        currency: field(plausible.currency),
        initialBalance: field(hostileDecimalText),
        strategy: field(hostileString),
      }),
    }),
    (v) => graphql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }', v),
  ],
  [
    'GraphQL updateAccount',
    fc.record({
      id: fc.oneof(
        fc.constant(null).map(() => accountId),
        anyValue,
      ),
      input: partialRecord({
        name: field(plausible.name),
        description: field(hostileString),
        currency: field(plausible.currency),
        strategy: field(hostileString),
        isActive: anyValue,
        initialBalance: anyValue,
      }),
    }),
    (v) =>
      graphql('mutation($id: ID!, $input: UpdateAccountInput!) { updateAccount(id: $id, input: $input) { id } }', v),
  ],
  [
    'GraphQL deleteAccount',
    partialRecord({ id: anyValue, password: anyValue }),
    (v) => graphql('mutation($id: ID!, $password: String!) { deleteAccount(id: $id, password: $password) }', v),
  ],
  [
    'GraphQL createTrade',
    fc.record({ input: partialRecord(tradeFields(true)) }),
    (v) => graphql('mutation($input: TradeInput!) { createTrade(input: $input) { id } }', v),
  ],
  [
    'GraphQL updateTrade',
    fc.record(
      {
        id: fc.oneof(
          fc.constant(null).map(() => tradeId),
          anyValue,
        ),
        input: partialRecord(tradeFields(true)),
        expectedVersion: anyValue,
      },
      { requiredKeys: ['id', 'input'] },
    ),
    (v) =>
      graphql(
        'mutation($id: ID!, $input: TradeInput!, $expectedVersion: Int) { updateTrade(id: $id, input: $input, expectedVersion: $expectedVersion) { id } }',
        v,
      ),
  ],
  [
    'GraphQL deleteTrade',
    partialRecord({ id: anyValue }),
    (v) => graphql('mutation($id: ID!) { deleteTrade(id: $id) }', v),
  ],
  [
    'GraphQL updateJournal',
    fc.record({
      tradeId: fc.oneof(
        fc.constant(null).map(() => tradeId),
        anyValue,
      ),
      notes: field(hostileString),
      emotionalTags: field(plausible.tags),
    }),
    (v) =>
      graphql(
        'mutation($tradeId: ID!, $notes: String, $emotionalTags: [EmotionalTag!]!) { updateJournal(tradeId: $tradeId, notes: $notes, emotionalTags: $emotionalTags) { id } }',
        v,
      ),
  ],
  // ... and literals in the document itself.
  [
    'GraphQL literals: updateJournal',
    hostileString,
    (notes: string) =>
      graphql(
        `mutation { updateJournal(tradeId: ${JSON.stringify(tradeId)}, notes: ${JSON.stringify(notes)}, emotionalTags: []) { id } }`,
        {},
      ),
  ],
  [
    'GraphQL literals: createTrade',
    fc.tuple(hostileString, hostileDate),
    ([symbol, date]) =>
      graphql(
        `mutation { createTrade(input: {accountId: ${JSON.stringify(accountId)}, symbol: ${JSON.stringify(symbol)}, market: stocks, entryPrice: "1", quantity: "1", entryDate: ${JSON.stringify(date)}}) { id } }`,
        {},
      ),
  ],
];

const runsPerPath = Math.max(1, Math.ceil(TOTAL_RUNS / PATHS.length));

describe('every write path survives hostile input: no 5xx, nothing changed on refusal', () => {
  it.each(PATHS.map((p, index) => [p[0], p, index] as const))('%s', async (_name, [, arbitrary, run], index) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        const before = await fingerprint();
        const answer = await run(input);
        tally.inputs++;
        if (answer.internal) tally.fiveHundreds++;
        if (answer.internal) throw new Error(`internal error: ${answer.status} ${answer.text.slice(0, 300)}`);
        if (answer.accepted) {
          tally.accepted++;
        } else {
          tally.refused++;
          if ((await fingerprint()) !== before)
            throw new Error(`refused (${answer.status}) but changed rows: ${answer.text.slice(0, 300)}`);
        }
      }),
      { numRuns: runsPerPath, endOnFailure: true, seed: SEED + index },
    );
  });
});
