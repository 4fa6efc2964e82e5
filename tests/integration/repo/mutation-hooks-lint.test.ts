import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// "A mutation is a hook, always" (docs/ARCHITECTURE.md, client): the lint refuses a generated
// mutation hook, Apollo's useMutation or a mutation document in a component, and lets a use-*.ts
// hook file have them. The text is linted as if it were that file (ESLint's --stdin-filename), with
// the repository's own config; import/no-cycle is off because the file does not exist on disk.

const ESLINT = path.join(REPO_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface Message {
  ruleId: string | null;
  line: number;
  message: string;
}

function lint(text: string, file: string): Message[] {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--format', 'json', '--rule', 'import/no-cycle: off', '--stdin', '--stdin-filename', file],
    { cwd: REPO_ROOT, input: text, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`eslint printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { messages: Message[] }[]).flatMap((r) => r.messages);
}

const SOURCE = [
  "import { useCreateCashFlowMutation } from '../../__generated__/hooks';",
  "import { useMutation } from '@apollo/client/react';",
  "import { DeleteTradeDocument, TradeListPageDocument } from '../../__generated__/graphql';",
  'export const used = [useCreateCashFlowMutation, useMutation, DeleteTradeDocument, TradeListPageDocument];',
  '',
].join('\n');

test('a component importing a mutation hook, useMutation or a mutation document fails the lint', () => {
  const restricted = lint(SOURCE, 'client/src/features/trades/TradeThing.tsx').filter(
    (m) => m.ruleId === 'no-restricted-syntax',
  );
  // One per line: the generated hook, useMutation, DeleteTradeDocument (a query document is allowed).
  expect(restricted.map((m) => m.line)).toEqual([1, 2, 3]);
  expect(restricted[0].message).toMatch(/use-\*\.ts hook/);
}, 60000);

test('a use-*.ts hook file may import them', () => {
  expect(lint(SOURCE, 'client/src/features/trades/use-trade-thing.ts')).toEqual([]);
}, 60000);
