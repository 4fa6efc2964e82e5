import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// Docs name files; files move. scripts/check-doc-paths.mjs (run by `npm run lint`) fails when
// README.md, docs/*.md or bench/README.md names a repository path that does not exist.

const CHECK = path.join(REPO_ROOT, 'scripts', 'check-doc-paths.mjs');
let scratch = '';

function check(root: string) {
  return spawnSync(process.execPath, [CHECK, root], { encoding: 'utf8' });
}

/** A tiny repository: one real source file, and the given documents. */
function repoWith(docs: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(scratch, 'repo-'));
  fs.mkdirSync(path.join(root, 'server/src/modules/imports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'server/src/modules/imports/fx-slices.ts'), '');
  fs.writeFileSync(path.join(root, '.gitignore'), 'server/dist/\n');
  for (const [name, text] of Object.entries(docs)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-doc-paths-'));
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test("the repository's docs name only paths that exist", () => {
  const run = check(REPO_ROOT);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('a doc naming a missing file fails the check, naming the doc, line and path', () => {
  const root = repoWith({
    'README.md': '# Demo\n\nThe parts: `server/src/shared-state/throttle.ts`.\n',
    'docs/imports.md': 'See [the layout](layout.md) and `modules/imports/fx-slices.ts`.\n',
  });
  const run = check(root);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('README.md:3: `server/src/shared-state/throttle.ts` does not exist');
  expect(run.stderr).toContain('docs/imports.md:1: `layout.md` does not exist');
  expect(run.stderr).not.toContain('fx-slices');
});

test('existing paths, package-relative sources, build output, routes and placeholders pass', () => {
  const root = repoWith({
    'README.md': [
      '# Demo',
      '',
      'Code: `server/src/modules/imports/fx-slices.ts`, `modules/imports/fx-slices.ts`, `server/src/`.',
      'Built: `server/dist/main.js`. Routes and placeholders: `/api/imports/:id`, `<DATA_DIR>/pg`, `text/csv`.',
      '',
      '```sh',
      'cat server/src/not-a-reference.ts',
      '```',
    ].join('\n'),
    'bench/README.md': '[Back](../README.md)\n',
  });
  const run = check(root);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
