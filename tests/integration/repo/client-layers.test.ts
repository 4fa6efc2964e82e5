import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// The client's import rules (docs/ARCHITECTURE.md, "Rules the lint keeps") are kept by the lint:
// for each rule, a file placed in one layer that imports another is linted with the repository's
// eslint.config.mjs (as text at that path: nothing is written into the tree) and must fail with
// that rule's message, while the imports the layers are built on pass.

interface Probe {
  /** Where the importing file would live, relative to the repository. */
  from: string;
  /** The module it imports, relative to the repository (it must exist). */
  imports: string;
}

const SRC = 'client/src';
const probe = (fromDir: string, imports: string): Probe => ({ from: `${SRC}/${fromDir}/layer-probe.ts`, imports });

// Small modules that import little, so the probes stay quick; any module of the layer would do.
const APP = `${SRC}/app/version.ts`;
const BOOT = `${SRC}/boot/boot-splash.ts`;
const ACCOUNTS = `${SRC}/accounts/account-state.ts`;
const FEATURE_DASHBOARD = `${SRC}/features/dashboard/calendar-grid.ts`;

const FORBIDDEN: Array<{ rule: string; probe: Probe; message: RegExp }> = [
  {
    rule: 'a feature imports app/',
    probe: probe('features/trades', APP),
    message: /A feature may not import app\/ or boot\//,
  },
  {
    rule: 'a feature imports boot/',
    probe: probe('features/trades', BOOT),
    message: /A feature may not import app\/ or boot\//,
  },
  {
    rule: 'a feature imports another feature',
    probe: probe('features/trades', FEATURE_DASHBOARD),
    message: /A feature may not import another feature/,
  },
  {
    rule: 'accounts/ imports a feature',
    probe: probe('accounts', FEATURE_DASHBOARD),
    message: /Shared client code may not import a feature/,
  },
  {
    rule: 'components/ imports a feature',
    probe: probe('components', FEATURE_DASHBOARD),
    message: /Shared client code may not import a feature/,
  },
  {
    rule: 'accounts/ imports app/',
    probe: probe('accounts', APP),
    message: /Shared client code may not import app\/ or boot\//,
  },
  {
    rule: 'lib/ imports app/',
    probe: probe('lib', APP),
    message: /Shared client code may not import app\/ or boot\//,
  },
  {
    rule: 'components/ imports boot/ (the boot screen takes its state as a prop)',
    probe: probe('components', BOOT),
    message: /Shared client code may not import app\/ or boot\//,
  },
  {
    rule: 'components/ imports accounts/',
    probe: probe('components', ACCOUNTS),
    message: /may not import accounts\//,
  },
  {
    rule: 'session/ imports accounts/',
    probe: probe('session', ACCOUNTS),
    message: /may not import accounts\//,
  },
];

const ALLOWED: Array<{ rule: string; probe: Probe }> = [
  { rule: 'a feature imports accounts/', probe: probe('features/trades', `${SRC}/accounts/current-account.tsx`) },
  {
    rule: 'a feature imports components/',
    probe: probe('features/trades', `${SRC}/components/trade-modal-context.tsx`),
  },
  { rule: 'a feature imports lib/', probe: probe('features/trades', `${SRC}/lib/decimal-text.ts`) },
  { rule: 'a feature imports itself', probe: probe('features/trades', `${SRC}/features/trades/trade-window.ts`) },
  { rule: 'accounts/ imports lib/', probe: probe('accounts', `${SRC}/lib/decimal-text.ts`) },
  { rule: 'app/ imports a feature', probe: probe('app', FEATURE_DASHBOARD) },
  { rule: 'app/ imports boot/', probe: probe('app', BOOT) },
  { rule: 'boot/ imports accounts/', probe: probe('boot', ACCOUNTS) },
];

/** `import * as target from '<relative path>'; export const probe = target;` at probe.from. */
function probeSource({ from, imports }: Probe): string {
  let specifier = path.relative(path.dirname(from), imports).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return `import * as target from '${specifier}';\n\nexport const probe = target;\n`;
}

type Messages = Array<{ ruleId: string | null; message: string }>;
let messages = new Map<Probe, Messages>();

beforeAll(() => {
  const probes = [...FORBIDDEN, ...ALLOWED].map((c) => c.probe);
  for (const { imports } of probes) expect(fs.existsSync(path.join(REPO_ROOT, imports))).toBe(true);
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'tests/support/lint-text.mjs')], {
    cwd: REPO_ROOT,
    input: JSON.stringify(probes.map((p) => ({ filePath: p.from, code: probeSource(p) }))),
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const results = JSON.parse(run.stdout) as Messages[];
  messages = new Map(probes.map((p, i) => [p, results[i]]));
}, 120_000);

describe.each(FORBIDDEN)('the lint fails when $rule', ({ probe: p, message }) => {
  test(`${p.from} importing ${p.imports}`, () => {
    const found = messages.get(p)!;
    // The import is the only problem in the probe, and the rule's own message names it.
    expect(found.map((m) => m.ruleId)).toEqual(['import/no-restricted-paths']);
    expect(found[0].message).toMatch(message);
  });
});

describe.each(ALLOWED)('the lint passes when $rule', ({ probe: p }) => {
  test(`${p.from} importing ${p.imports}`, () => {
    expect(messages.get(p)).toEqual([]);
  });
});
