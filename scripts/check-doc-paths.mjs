#!/usr/bin/env node
// Docs name files; files move. This check fails when README.md, docs/*.md, bench/README.md or the
// analytics map (server/src/modules/analytics/README.md) names a repository path that does not
// exist, so a newcomer following the docs never hits a dead end.
//
// What counts as a named path:
// - a relative Markdown link target `[text](path)`, resolved from the document's folder;
// - a backticked `path` that starts at a top-level entry of the repository (`server/src/…`,
//   `tests/…`, `.ci/run`, `schema.graphql`): it must exist from the root;
// - a backticked source file named from inside a package (`modules/imports/fx-slices.ts`,
//   `app/shell/ImportRoute.tsx`, `db/scope-sql.ts`): it must exist under one of SOURCE_ROOTS or the
//   document's own folder.
// Not paths: URLs and routes (`/api/…`), absolute paths, placeholders (`<DATA_DIR>/pg`, `<x>`),
// globs and ellipses, and anything with spaces. Run: `node scripts/check-doc-paths.mjs` (part of
// `npm run lint`); exits 1 listing each missing path with its document and line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a source path named without its package is looked for. */
const SOURCE_ROOTS = [
  '',
  'server/src',
  'server/src/modules',
  'server/src/modules/imports',
  'client/src',
  'client/src/app',
  'client/src/features',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js|json|graphql|sql|md|yml|yaml|sh|png)$/;

/** The documents checked, relative to `root`. */
export function docsOf(root) {
  const docs = ['README.md', 'bench/README.md', 'server/src/modules/analytics/README.md'];
  const dir = path.join(root, 'docs');
  if (fs.existsSync(dir))
    for (const f of fs.readdirSync(dir).sort()) if (f.endsWith('.md')) docs.push(path.posix.join('docs', f));
  return docs.filter((d) => fs.existsSync(path.join(root, d)));
}

/** Is `text` (a backticked span) a repository path? 'root' (from the root), 'source' (under a SOURCE_ROOT) or null. */
function pathKind(text, topLevel) {
  if (!/^[\w.@/-]+$/.test(text)) return null; // spaces, placeholders, globs, ellipses, `a:b`
  if (text.startsWith('/') || text.startsWith('../') || text.includes('//')) return null;
  const clean = text.replace(/^\.\//, '').replace(/\/$/, '');
  const first = clean.split('/')[0];
  if (topLevel.has(first) && (clean.includes('/') || SOURCE_FILE.test(clean))) return 'root';
  if (clean.includes('/') && SOURCE_FILE.test(clean)) return 'source';
  return null;
}

/** Paths git ignores (build output, data): named in docs, made by running, never in a checkout. */
function ignoredBy(root) {
  const file = path.join(root, '.gitignore');
  const entries = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim().replace(/\/$/, ''))
        .filter((l) => l && !l.startsWith('#') && !l.includes('*'))
    : [];
  return (p) => entries.some((e) => (e.includes('/') ? p === e || p.startsWith(`${e}/`) : p.split('/').includes(e)));
}

/** Every repository path `doc` names that does not exist: `[{ doc, line, path }]`. */
export function missingPathsIn(root, doc) {
  const topLevel = new Set(fs.readdirSync(root).filter((f) => f !== 'node_modules'));
  const ignored = ignoredBy(root);
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const missing = [];
  const exists = (p) => fs.existsSync(path.join(root, p));
  let inFence = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) return; // code blocks hold commands and output, not references
    for (const m of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const href = m[1];
      if (/^[a-z]+:/i.test(href) || href.startsWith('/')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(doc), href));
      if (!exists(target)) missing.push({ doc, line: i + 1, path: href });
    }
    for (const m of line.matchAll(/`([^`\n]+)`/g)) {
      const named = m[1].replace(/\/$/, '').replace(/^\.\//, '');
      const kind = ignored(named) ? null : pathKind(m[1], topLevel);
      if (kind === 'root' && !exists(named)) missing.push({ doc, line: i + 1, path: m[1] });
      const bases = [...SOURCE_ROOTS, path.posix.dirname(doc)];
      if (kind === 'source' && !bases.some((base) => exists(path.posix.join(base, named))))
        missing.push({ doc, line: i + 1, path: m[1] });
    }
  });
  return missing;
}

/** The missing paths of every checked document under `root`. */
export function missingDocPaths(root = REPO_ROOT) {
  return docsOf(root).flatMap((doc) => missingPathsIn(root, doc));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : REPO_ROOT;
  const missing = missingDocPaths(root);
  for (const m of missing) console.error(`${m.doc}:${m.line}: \`${m.path}\` does not exist`);
  if (missing.length) {
    console.error(`${missing.length} path(s) named in the docs do not exist: fix the doc or the path.`);
    process.exit(1);
  }
  console.log(`Doc paths: every path named in ${docsOf(root).length} documents exists.`);
}
