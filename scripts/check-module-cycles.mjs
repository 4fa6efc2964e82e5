#!/usr/bin/env node
// Server modules import each other one way only (docs/ARCHITECTURE.md, "Rules the lint keeps").
// ESLint's import/no-cycle works file by file: modules/a/x.ts → modules/b/y.ts and
// modules/b/z.ts → modules/a/w.ts is no file cycle, yet a and b now depend on each other. This
// check works folder by folder: every folder directly under server/src/modules/ is one node, an
// import from one into another (any file, type-only imports included: a type is a dependency too)
// is an edge, and any cycle among the nodes fails, whatever its length.
//
//   node scripts/check-module-cycles.mjs [modules-dir]   exit 0 when one-way, 1 naming each cycle
//
// `npm run lint` runs it twice: on server/src/modules/ and on client/src/features/ (the client's
// features are nodes of the same kind: a feature may use another's component, never both ways). Tests (`__tests__/`, `*.test.ts`) are left out: they may set up data
// through any module. Imports are read with TypeScript's own pre-processor (no regexes over code).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const DEFAULT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'src', 'modules');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const isTest = (file) => file.split(path.sep).includes('__tests__') || /\.test\.[a-z]+$/.test(file);

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(full)) yield full;
  }
}

/** Module-to-module edges: Map<from, Map<to, [{ file, specifier }]>> (paths relative to the modules dir). */
export function moduleImports(modulesDir = DEFAULT_DIR) {
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const edges = new Map(modules.map((m) => [m, new Map()]));
  for (const from of modules) {
    for (const file of sourceFiles(path.join(modulesDir, from))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        if (!specifier.startsWith('.')) continue; // packages are not modules
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
        const [to] = target.split(path.sep);
        if (to === from || to === '..' || !edges.has(to)) continue; // itself, or outside modules/
        const list = edges.get(from).get(to) ?? [];
        const use = { file: path.relative(modulesDir, file), specifier };
        // `import type { A }` and `import { b }` from one file are one dependency.
        if (!list.some((u) => u.file === use.file && u.specifier === specifier)) list.push(use);
        edges.get(from).set(to, list);
      }
    }
  }
  return edges;
}

/** The cycles: each strongly connected group of two or more modules (Tarjan), sorted by name. */
export function moduleCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (m) => {
    index.set(m, next);
    low.set(m, next++);
    stack.push(m);
    onStack.add(m);
    for (const to of edges.get(m).keys()) {
      if (!index.has(to)) {
        visit(to);
        low.set(m, Math.min(low.get(m), low.get(to)));
      } else if (onStack.has(to)) low.set(m, Math.min(low.get(m), index.get(to)));
    }
    if (low.get(m) === index.get(m)) {
      const group = [];
      let top;
      do {
        top = stack.pop();
        onStack.delete(top);
        group.push(top);
      } while (top !== m);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const m of [...edges.keys()].sort()) if (!index.has(m)) visit(m);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** One readable problem per cycle, naming the imports that close it. */
export function checkModuleCycles(modulesDir = DEFAULT_DIR) {
  const edges = moduleImports(modulesDir);
  return moduleCycles(edges).map((group) => {
    const inGroup = new Set(group);
    const lines = group.flatMap((from) =>
      [...edges.get(from)]
        .filter(([to]) => inGroup.has(to))
        .map(([to, uses]) => `  ${from} → ${to}: ${uses.map((u) => `${u.file} ('${u.specifier}')`).join(', ')}`),
    );
    return `Modules import each other: ${group.join(' ⇄ ')}\n${lines.join('\n')}`;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkModuleCycles(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DIR);
  if (problems.length) {
    console.error(
      `${problems.join('\n\n')}\n\nModules (server) and features (client) depend one way ` +
        '(docs/ARCHITECTURE.md): move what both need into a layer below both, or pass it in from the caller.',
    );
    process.exit(1);
  }
}
