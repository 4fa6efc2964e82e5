// docs/analysts.md's examples, run as written against a real server: every fenced block preceded
// by `<!-- example: expect TEXT -->` is executed (bash with bash, python with python3) with
// CANDLOG_URL and CANDLOG_TOKEN set, and must exit 0 and print TEXT. So the document cannot go stale.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { rest } from '../../support/api-client';
import { accountPayload, createUser, tradePayload, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

jest.setTimeout(120000);

const run = promisify(execFile);
const DOC = path.resolve(__dirname, '../../../docs/analysts.md');

interface Example {
  language: 'bash' | 'python';
  expect: string;
  code: string;
  line: number;
}

/** The executed examples: a marker comment, then a fenced bash or python block. */
function examplesIn(markdown: string): Example[] {
  const pattern = /<!-- example: expect (.+?) -->\n```(bash|python)\n([\s\S]*?)\n```/g;
  return [...markdown.matchAll(pattern)].map((m) => ({
    expect: m[1],
    language: m[2] as Example['language'],
    code: m[3],
    line: markdown.slice(0, m.index).split('\n').length,
  }));
}

let app: TestApp;
let user: TestUser;
let token: string;
const examples = examplesIn(fs.readFileSync(DOC, 'utf8'));

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
  const account = await rest(app.baseUrl, 'POST', '/api/accounts', accountPayload(), { token: user.token });
  // Two Fridays and a Tuesday, two of them tagged: the breakdown examples group by weekday and by tag.
  for (const [day, exit, tags] of [
    ['2024-03-01', 1.12, ['patient']],
    ['2024-04-02', 1.09, ['impulsive']],
    ['2024-05-03', 1.13, []],
  ] as const) {
    const trade = tradePayload(account.body.id, {
      entry_date: `${day}T10:00:00Z`,
      exit_date: `${day}T15:00:00Z`,
      exit_price: exit,
      emotional_tags: tags,
    });
    expect((await rest(app.baseUrl, 'POST', '/api/trades', trade, { token: user.token })).status).toBe(201);
  }
  const created = await rest(
    app.baseUrl,
    'POST',
    '/api/access-tokens',
    { name: 'docs', scope: 'read' },
    {
      token: user.token,
    },
  );
  token = created.body.secret;
});
afterAll(() => app?.close());

it('docs/analysts.md has executed curl, Python and notebook examples', () => {
  expect(examples.filter((e) => e.language === 'bash').length).toBeGreaterThanOrEqual(3);
  expect(examples.filter((e) => e.language === 'python').length).toBeGreaterThanOrEqual(2);
});

it.each(examples.map((e) => [`${e.language} example at line ${e.line}`, e] as const))(
  '%s runs and prints what it promises',
  async (_name, example) => {
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      CANDLOG_URL: app.baseUrl,
      CANDLOG_TOKEN: token,
      CANDLOG_EMAIL: user.email,
      CANDLOG_PASSWORD: user.password,
    };
    const [program, args] =
      example.language === 'bash'
        ? ['bash', ['-euo', 'pipefail', '-c', example.code]]
        : ['python3', ['-c', example.code]];
    const { stdout } = await run(program, args, { env, timeout: 60_000 }).catch(
      (error: Error & { stderr?: string }) => {
        throw new Error(`docs/analysts.md line ${example.line} failed: ${error.message}\n${error.stderr ?? ''}`);
      },
    );
    expect(stdout).toContain(example.expect);
  },
);
