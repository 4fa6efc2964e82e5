import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// Server modules import each other one way (docs/ARCHITECTURE.md, "Rules the lint keeps"):
// `npm run lint` runs scripts/check-module-cycles.mjs, which fails when two folders under
// server/src/modules/ reach each other through any of their files, a cycle ESLint's file-level
// import/no-cycle does not see.

const CHECKER = path.join(REPO_ROOT, 'scripts', 'check-module-cycles.mjs');
const MODULES = path.join(REPO_ROOT, 'server', 'src', 'modules');
let scratch = '';

const check = (dir?: string) =>
  spawnSync(process.execPath, dir ? [CHECKER, dir] : [CHECKER], { encoding: 'utf8', cwd: REPO_ROOT });

/** Writes files (path → text) under a fresh modules folder and returns it. */
function tree(name: string, files: Record<string, string>): string {
  const root = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-module-cycles-'));
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('npm run lint runs the module check', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  expect(scripts.lint).toContain('node scripts/check-module-cycles.mjs');
});

test('the real server modules import each other one way', () => {
  const run = check();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('npm run lint runs it on the client features too, and they import each other one way', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  expect(scripts.lint).toContain('node scripts/check-module-cycles.mjs client/src/features');
  const run = check(path.join(REPO_ROOT, 'client', 'src', 'features'));
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('two client features that use each other fail (a .tsx import counts)', () => {
  const dir = tree('features', {
    'journal/JournalPage.tsx': `import { TradeRow } from '../trades/TradeRow';
export const J = TradeRow;
`,
    'trades/TradeRow.tsx': `import { J } from '../journal/JournalPage';
export const TradeRow = J;
`,
  });
  const run = check(dir);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Modules import each other: journal ⇄ trades');
});

describe('a copy of the server modules with one forbidden import', () => {
  let copy = '';
  beforeAll(() => {
    copy = path.join(scratch, 'modules');
    fs.cpSync(MODULES, copy, { recursive: true });
    expect(check(copy).status).toBe(0); // the copy alone passes: what fails below is the added import
  });

  test('fx importing breakdown fails, though no file imports a file that imports it back', () => {
    // breakdown/breakdown.service.ts imports fx/fx.service.ts; this adds fx/fx-summary.ts → breakdown.
    const file = path.join(copy, 'fx', 'fx-summary.ts');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `import { METRICS } from '../breakdown/breakdown.metrics';\nvoid METRICS;\n${original}`);
    try {
      const run = check(copy);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Modules import each other: breakdown ⇄ fx');
      expect(run.stderr).toContain(
        `fx → breakdown: ${path.join('fx', 'fx-summary.ts')} ('../breakdown/breakdown.metrics')`,
      );
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test('a type-only import back counts too (figure-scope is below analytics)', () => {
    const file = path.join(copy, 'figure-scope', 'analytics.scope.ts');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `import type { AnalyticsService } from '../analytics/analytics.service';\n${original}`);
    try {
      const run = check(copy);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Modules import each other: .*analytics ⇄ .*figure-scope/);
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});

test('a cycle through three modules fails, naming each import that closes it', () => {
  const dir = tree('three', {
    'a/a.service.ts': `import { b } from '../b/b';\nexport const a = b;\n`,
    'b/b.ts': `export { c as b } from '../c/nested/c';\n`,
    'c/nested/c.ts': `export const c = async () => (await import('../../a/a.service')).a;\n`,
    'd/d.ts': `import { a } from '../a/a.service';\nexport const d = a;\n`,
  });
  const run = check(dir);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Modules import each other: a ⇄ b ⇄ c');
  expect(run.stderr).toContain(`c → a: ${path.join('c', 'nested', 'c.ts')} ('../../a/a.service')`);
  expect(run.stderr).not.toContain('d →'); // d only uses the cycle, it is not part of it
});

test('one-way imports, packages, and tests that reach back pass', () => {
  const dir = tree('one-way', {
    'a/a.ts': `import { b } from '../b/b';\nimport type { DataSource } from 'typeorm';\nexport const a = b;\n`,
    'b/b.ts': `import { x } from '../../elsewhere/x';\nexport const b = x;\n`,
    // Tests may set up data through any module: they are not part of the module graph.
    'b/__tests__/b.test.ts': `import { a } from '../../a/a';\ntest('a', () => expect(a).toBeDefined());\n`,
    'b/b.test.ts': `import { a } from '../a/a';\n`,
  });
  const run = check(dir);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
