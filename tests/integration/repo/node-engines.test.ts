import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// Node version honesty (issue 12): a newcomer on the Node the README names gets an install without
// EBADENGINE warnings, and engines, .nvmrc, the Dockerfile and the README name the same Node.

const MANIFESTS = ['package.json', 'package-lock.json', 'server/package.json', 'client/package.json'];
let scratch = '';

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-engines-'));
  for (const file of MANIFESTS) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(scratch, file));
  }
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('engines, .nvmrc, Dockerfile, README and every locked package agree on Node', () => {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'check-engines.mjs'), REPO_ROOT], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the Node running the tests is one the engines admit', () => {
  const { engines } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- semver ships no types (no @types/semver installed); the cast names the one function used
  const semver = require('semver') as { satisfies(version: string, range: string): boolean };
  expect(semver.satisfies(process.version, engines.node)).toBe(true);
});

test('npm ci from the committed lock file prints no EBADENGINE warning', () => {
  // --dry-run resolves the locked tree (and checks every engine) without downloading anything.
  const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/EBADENGINE/);
});
