import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// The server's import rules in docs/ARCHITECTURE.md ("Rules the lint keeps") fail `npm run lint`:
// each case lints one file with one import, as if it stood at that path (ESLint --stdin, so the
// tree is not touched), and expects the rule's error, or none where the import is allowed.

const ESLINT = path.join(REPO_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

function lint(filePath: string, text: string): { status: number | null; messages: string[] } {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--stdin', '--stdin-filename', filePath, '--format', 'json', '--max-warnings', '0'],
    { cwd: REPO_ROOT, input: text, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout || '[{"messages":[]}]') as {
    messages: { ruleId: string; message: string }[];
  }[];
  return { status: run.status, messages: result.messages.map((m) => `${m.ruleId}: ${m.message}`) };
}

const GENERATED = `import type { BreakdownRow } from '../../__generated__/graphql';\nexport type Row = BreakdownRow;\n`;

test.each([
  ['a service', 'server/src/modules/breakdown/breakdown.service.ts'],
  ['a query', 'server/src/modules/fx/queries/rates.ts'],
])('%s importing GraphQL generated types fails the lint', (_what, file) => {
  const { status, messages } = lint(file, GENERATED);
  expect(status).toBe(1);
  expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only a module's \*\.resolvers\.ts/)]);
});

test("a module's resolvers may import them", () => {
  expect(lint('server/src/modules/breakdown/breakdown.resolvers.ts', GENERATED)).toEqual({ status: 0, messages: [] });
});

test('server/src/domain/ importing the database fails the lint', () => {
  const { status, messages } = lint(
    'server/src/domain/analytics/x.ts',
    `import type { TradeEntity } from '../../db/entities/trade.entity';\nexport type T = TradeEntity;\n`,
  );
  expect(status).toBe(1);
  expect(messages).toEqual([
    expect.stringMatching(/^import\/no-restricted-paths: .*server\/src\/domain\/ holds pure rules/),
  ]);
});

test('the server importing client code fails the lint', () => {
  const { status, messages } = lint(
    'server/src/modules/fx/x.ts',
    // A type import: ESLint's import/no-cycle crashes on a stdin file's value import of a client file.
    `import type { DecimalLimits } from '../../../../client/src/lib/decimal-text';\nexport type L = DecimalLimits;\n`,
  );
  expect(status).toBe(1);
  expect(messages).toEqual([
    expect.stringMatching(/^import\/no-restricted-paths: .*The server does not import client code/),
  ]);
});
