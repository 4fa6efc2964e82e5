// Prints every SQL statement kept in a `queries/` folder under server/src into server/sql/, one
// committed file per module, so a change to a statement (and so to a figure) shows as an SQL diff
// in review. The convention is in docs/ARCHITECTURE.md ("SQL statements").
//
//   npm run sql:print            rewrite server/sql/ from the sources
//   npm run sql:check            fail (exit 1) when server/sql/ differs from what the sources print
//   options: --src <dir> (default server/src), --out <dir> (default server/sql)
//
// A queries file's exports are printed in source order: a string that starts like a statement
// (SELECT, WITH, INSERT, UPDATE, DELETE, ...) is one; a builder made
// with sqlBuilder() (server/src/db/sql-statement.ts) is printed once per declared example. An
// exported function that still holds a statement's text (a template starting like one) is listed
// as "not printed" so it can be moved to the convention; a runner that executes a printed
// statement (analytics' queryEquity and the like) or builds a fragment is not. A line over 120 columns in a queries
// file that prints a statement fails both commands: statements are written over several lines (Prettier leaves template
// text alone). Printed lines may be longer where a shared fragment (ScopeSql's WHERE) is one line.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server', 'package.json'));
const MAX_COLUMNS = 120;
// An exported string is a statement when it starts like one; other strings (a default value, a
// fragment such as `AND t.account_id = $2`) are printed inside the statements that use them.
const STATEMENT =
  /^\s*\(?\s*(SELECT|WITH|INSERT|UPDATE|DELETE|VALUES|TABLE|LOCK|SET|COPY|CREATE|ALTER|DROP|TRUNCATE|REFRESH|ANALYZE|CALL|DO|MERGE)\b/;
// A function holds a statement when one of its templates starts like one.
const HOLDS_STATEMENT = new RegExp(`\`${STATEMENT.source.slice(1)}`);

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return path.resolve(at > 0 ? process.argv[at + 1] : fallback);
}
const check = process.argv.includes('--check');
const srcDir = option('--src', path.join(root, 'server', 'src'));
const outDir = option('--out', path.join(root, 'server', 'sql'));

// Load the TypeScript sources with swc (the transform jest uses), decorators included: a queries
// file may import entities or shared SQL fragments.
const swc = require('@swc/core');
require('reflect-metadata');
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

/** Every `queries/*.ts` under dir (tests excluded), sorted so the output is stable. */
function queriesFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory() || entry.name === '__tests__' || entry.name === '__generated__') continue;
    if (entry.name === 'queries') {
      for (const file of fs.readdirSync(full).sort()) {
        if (file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts')) {
          found.push(path.join(full, file));
        }
      }
    }
    found.push(...queriesFiles(full));
  }
  return found.sort();
}

/** The output file of a queries folder: modules/trades/queries -> trades.sql, db/queries -> db.sql. */
function outputName(file) {
  const folder = path.relative(srcDir, path.dirname(path.dirname(file))).split(path.sep);
  if (folder[0] === 'modules') folder.shift();
  return `${folder.join('-') || 'src'}.sql`;
}

/** Template text as written in the source, without the code's indentation and blank edges. */
function layout(sql) {
  const lines = sql.replace(/[ \t]+$/gm, '').split('\n');
  // A statement that starts right after the backtick: its first line carries no code indent.
  const first = lines[0].trim() ? [lines.shift().trim()] : [];
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)[0].length));
  return [...first, ...lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0))]
    .join('\n')
    .replace(/;$/, '');
}

/** Export names in the order they are declared in the source, so the printed file reads like it. */
function sourceOrder(names, source) {
  const at = (name) => {
    const match = new RegExp(`export\\s+(?:const|let|function|async\\s+function)\\s+${name}\\b`).exec(source);
    return match ? match.index : Number.MAX_SAFE_INTEGER;
  };
  return [...names].sort((a, b) => at(a) - at(b) || a.localeCompare(b));
}

const outputs = new Map();
const notPrinted = [];
const problems = [];
for (const file of queriesFiles(srcDir)) {
  const shown = path.relative(srcDir, file).split(path.sep).join('/');
  const source = fs.readFileSync(file, 'utf8');
  const exported = require(file);
  const blocks = [];
  for (const name of sourceOrder(Object.keys(exported), source)) {
    const value = exported[name];
    if (typeof value === 'string' && STATEMENT.test(value)) {
      blocks.push(`-- ${name}\n${layout(value)};`);
    } else if (typeof value === 'function' && value.sqlExamples) {
      for (const [label, args] of Object.entries(value.sqlExamples())) {
        blocks.push(`-- ${name} (${label})\n${layout(value(...args))};`);
      }
    } else if (typeof value === 'function' && HOLDS_STATEMENT.test(value.toString())) {
      notPrinted.push(`${shown}: ${name}`);
    }
  }
  if (!blocks.length) continue;
  source.split('\n').forEach((line, i) => {
    if (line.length > MAX_COLUMNS) problems.push(`${shown}:${i + 1}: ${line.length} columns (over ${MAX_COLUMNS})`);
  });
  const name = outputName(file);
  const text = `-- ${shown}\n\n${blocks.join('\n\n')}\n`;
  outputs.set(name, outputs.has(name) ? `${outputs.get(name)}\n${text}` : text);
}

const header = '-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.\n\n';
for (const [name, text] of outputs) outputs.set(name, header + text);

if (notPrinted.length) {
  console.log(`Not printed (functions holding a statement, not sqlBuilder()s):\n  ${notPrinted.join('\n  ')}`);
}

const committed = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((file) => file.endsWith('.sql')) : [];
if (check) {
  const stale = [];
  for (const [name, text] of outputs) {
    const file = path.join(outDir, name);
    const was = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (was === null) stale.push(`${name}: missing`);
    else if (was !== text) stale.push(`${name}: differs at line ${firstDifference(was, text)}`);
  }
  for (const name of committed) if (!outputs.has(name)) stale.push(`${name}: no statement prints it any more`);
  if (stale.length)
    problems.push(`server/sql is stale; run \`npm run sql:print\` and commit:\n  ${stale.join('\n  ')}`);
} else {
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of committed) if (!outputs.has(name)) fs.rmSync(path.join(outDir, name));
  for (const [name, text] of outputs) fs.writeFileSync(path.join(outDir, name), text);
}

function firstDifference(was, now) {
  const a = was.split('\n');
  const b = now.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `${at + 1}\n    committed: ${a[at] ?? '(end of file)'}\n    printed:   ${b[at] ?? '(end of file)'}`;
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  check
    ? `server/sql is fresh (${outputs.size} files)`
    : `printed ${outputs.size} files into ${path.relative(root, outDir)}`,
);
