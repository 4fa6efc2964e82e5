// ESLint for the whole repository (server, client, tests, bench, scripts). `npm run lint` runs it
// with --max-warnings 0, then `prettier --check .`; formatting is Prettier's job, not ESLint's.
//
// Besides the recommended sets, the rules below encode the architecture (docs/ARCHITECTURE.md,
// "Rules the lint keeps"; tests/integration/repo/client-layers.test.ts checks each client rule):
// app/ and boot/ are the client's roof and nothing below imports them, client features do not
// import each other, the shared client layers do not reach into features, server `domain/` stays
// pure, client and server share no source, there are no import cycles, and only a server module's
// resolvers read GraphQL's generated types; a client mutation is called only through its `use-*.ts`
// hook. Server modules import each other one way: scripts/check-module-cycles.mjs (run by
// `npm run lint` after ESLint).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = 'client/src/features';
// The client's roof: app/ composes the screens (router, providers, shell), boot/ prefetches them.
const ROOF = ['./client/src/app', './client/src/boot'];
// The shared layers below the features; accounts/ (account state, dialogs, cards) builds on the rest.
const LOWER_SHARED = ['./client/src/components', './client/src/lib', './client/src/apollo', './client/src/session'];
const SHARED = ['./client/src/accounts', ...LOWER_SHARED];

// One zone per feature folder, read from disk so a new feature is covered the day it is created:
// features/<x>/ may import anything except another features/<y>/ (and the roof, below). What two
// features share moves down: account state to accounts/, UI pieces and contexts to components/,
// pure code to lib/.
const featureZones = fs
  .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`],
    message: `A feature may not import another feature: move the shared piece to client/src/accounts/, components/ or lib/.`,
  }));

const layerZones = [
  {
    // The roof imports the features, so a feature importing the roof would close a circle.
    target: `./${FEATURES}`,
    from: ROOF,
    message:
      'A feature may not import app/ or boot/ (they compose the features): what features share lives in accounts/, components/ or lib/.',
  },
  {
    // Shared client layers are used by features, never the other way round.
    target: SHARED,
    from: `./${FEATURES}`,
    message: 'Shared client code may not import a feature (features depend on it, not the reverse).',
  },
  {
    target: SHARED,
    from: ROOF,
    message:
      'Shared client code may not import app/ or boot/ (they depend on it, not the reverse): take the value as a prop or argument.',
  },
  {
    target: LOWER_SHARED,
    from: './client/src/accounts',
    message: 'components/, lib/, apollo/ and session/ may not import accounts/ (accounts/ builds on them).',
  },
  {
    target: './server/src/domain',
    from: ['./server/src/db', './server/src/modules', './server/src/graphql', './server/src/rest', './server/src/http'],
    message: 'server/src/domain/ holds pure rules: no database, services or transports.',
  },
  {
    // One exception: pure server rules the client repeats exactly (contract sizes, via lib/).
    target: './client',
    from: './server',
    except: ['./src/domain'],
    message: 'The client may share only server/src/domain/ (pure rules), no other server code.',
  },
  { target: './server', from: './client', message: 'The server does not import client code.' },
];

// A mutation is a hook, always (docs/ARCHITECTURE.md, client): the generated mutation hooks, Apollo's
// useMutation and the mutation documents are imported only by `use-*.ts` hook files, which own the
// mutation's cache update; components call those hooks. The mutation names are read from the
// client's .graphql files, so a new mutation is covered the day it is written.
const CLIENT_SRC = 'client/src';
function graphqlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}
const mutationNames = graphqlFiles(path.join(root, CLIENT_SRC)).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^\s*mutation\s+([_A-Za-z]\w*)/gm)].map((m) => m[1]),
);
const MUTATION_HOOK_MESSAGE =
  'A component never calls a mutation itself: call (or write) its use-*.ts hook, which owns the cache update.';
const mutationHookImports = [
  {
    selector:
      'ImportDeclaration[source.value=/__generated__.hooks/] > ImportSpecifier[imported.name=/^use\\w+Mutation$/]',
    message: MUTATION_HOOK_MESSAGE,
  },
  {
    selector: 'ImportDeclaration[source.value=/^@apollo.client/] > ImportSpecifier[imported.name="useMutation"]',
    message: MUTATION_HOOK_MESSAGE,
  },
];
const mutationDocumentImports = mutationNames.length
  ? [
      {
        selector: `ImportDeclaration[source.value=/__generated__/] > ImportSpecifier[imported.name=/^(${mutationNames.join('|')})Document$/]`,
        message: MUTATION_HOOK_MESSAGE,
      },
    ]
  : [];
const HOOK_AND_TEST_FILES = [
  `${CLIENT_SRC}/**/use-*.ts`,
  `${CLIENT_SRC}/**/__tests__/**`,
  `${CLIENT_SRC}/**/*.test.{ts,tsx}`,
];
// Requests sent before Apollo exists (sign-in, password reset, the browser's time zone) go through
// session/graphql-request.ts with their document; they are not Apollo mutations.
const PRE_APOLLO_FILES = [
  `${CLIENT_SRC}/session/**`,
  `${CLIENT_SRC}/features/auth/ResetPasswordPage.tsx`,
  `${CLIENT_SRC}/features/auth/ForgotPasswordDialog.tsx`,
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/__generated__/',
      'coverage/',
      'test-artifacts/',
      'bench/results/',
      '.data/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // CommonJS files (`.cjs`, and the jest configs: the root and server packages are not ESM).
    files: ['**/*.cjs', 'jest.config.js', '{server,tests}/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': {
        // The server and tests import `./x.js` for `./x.ts` (NodeNext): the TypeScript resolver
        // reads each tsconfig to follow that, and the client's bundler resolution.
        typescript: {
          project: ['client/tsconfig.json', 'server/tsconfig.json', 'tests/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        // ignoreRestSiblings: `const { id, ...rest } = row` is how a field is left out of a copy.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Rule 2 of docs/ARCHITECTURE.md: services take their module's own types, never GraphQL's. Only
    // a module's resolvers (the GraphQL edge) read the generated types and hand the service plain
    // arguments; the typecheck there says when the two part.
    files: ['server/src/modules/**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/*.resolvers.ts', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)__generated__(/|$)',
              message:
                "Only a module's *.resolvers.ts imports GraphQL's generated types: give the service its own types (see breakdown/breakdown.types.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmarks drive Chromium: their page.evaluate() callbacks run in the page.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [`${CLIENT_SRC}/**/*.{ts,tsx}`],
    ignores: [...HOOK_AND_TEST_FILES, ...PRE_APOLLO_FILES],
    rules: { 'no-restricted-syntax': ['error', ...mutationHookImports, ...mutationDocumentImports] },
  },
  {
    files: PRE_APOLLO_FILES,
    ignores: HOOK_AND_TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...mutationHookImports] },
  },
);
