import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run sql:check` (CI's "sql freshness" step) against a throw-away source tree: it passes
// right after printing, and fails, naming the file and the line, once a statement changes
// without being printed again.
const root = path.resolve(__dirname, '../../..');
const printer = path.join(root, 'scripts/sql-print.mjs');
const builder = path.join(root, 'server/src/db/sql-statement.ts');

let src: string;
let out: string;
beforeEach(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-print-'));
  src = path.join(dir, 'src');
  out = path.join(dir, 'sql');
  fs.mkdirSync(path.join(src, 'modules/notes/queries'), { recursive: true });
  // The queries file imports the builder helper the way a real module does.
  fs.mkdirSync(path.join(src, 'db'));
  fs.copyFileSync(builder, path.join(src, 'db/sql-statement.ts'));
  writeQueries('WHERE user_id = $1');
});

function writeQueries(where: string, extra = '') {
  fs.writeFileSync(
    path.join(src, 'modules/notes/queries/notes.queries.ts'),
    `import { sqlBuilder } from '../../../db/sql-statement';
export const NOTE_LIMIT = '50';
export const LIST_NOTES = \`
  SELECT id, body
    FROM notes
   ${where}\`;
export const countNotes = sqlBuilder(
  (tagged: boolean) => \`SELECT count(*) FROM notes WHERE user_id = $1\${tagged ? ' AND tag IS NOT NULL' : ''}\`,
  { all: [false], tagged: [true] },
);
${extra}`,
  );
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [printer, '--src', src, '--out', out, ...args], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

it('prints each statement under its export name, a builder once per example', () => {
  expect(run().status).toBe(0);
  expect(fs.readdirSync(out)).toEqual(['notes.sql']);
  const printed = fs.readFileSync(path.join(out, 'notes.sql'), 'utf8');
  expect(printed).toContain(
    '-- modules/notes/queries/notes.queries.ts\n\n-- LIST_NOTES\nSELECT id, body\n  FROM notes\n WHERE user_id = $1;',
  );
  expect(printed).toContain('-- countNotes (all)\nSELECT count(*) FROM notes WHERE user_id = $1;');
  expect(printed).toContain(
    '-- countNotes (tagged)\nSELECT count(*) FROM notes WHERE user_id = $1 AND tag IS NOT NULL;',
  );
  expect(printed).not.toContain('NOTE_LIMIT');
  expect(run('--check')).toMatchObject({ status: 0 });
});

it('fails the check when a statement changed without being printed again', () => {
  expect(run().status).toBe(0);
  writeQueries('WHERE user_id = $1 AND deleted_at IS NULL');
  const check = run('--check');
  expect(check.status).toBe(1);
  expect(check.output).toContain('notes.sql: differs at line 8');
  expect(check.output).toContain('printed:    WHERE user_id = $1 AND deleted_at IS NULL');
  // The check never writes: the committed file still holds the old statement until printed.
  expect(fs.readFileSync(path.join(out, 'notes.sql'), 'utf8')).not.toContain('deleted_at');
  expect(run().status).toBe(0);
  expect(run('--check').status).toBe(0);
});

it('fails on a queries line over 120 columns and on a printed file no statement produces any more', () => {
  expect(run().status).toBe(0);
  fs.writeFileSync(path.join(out, 'gone.sql'), '-- SELECT 1;\n');
  expect(run('--check').output).toContain('gone.sql: no statement prints it any more');
  writeQueries('WHERE user_id = $1', `export const WIDE = 'SELECT ${'x, '.repeat(45)}y FROM notes';`);
  const wide = run();
  expect(wide.status).toBe(1);
  expect(wide.output).toContain('modules/notes/queries/notes.queries.ts:11: 177 columns (over 120)');
});

it('lists a function still holding a statement as not printed, but not a runner of a printed one', () => {
  writeQueries(
    'WHERE user_id = $1',
    `export const listNotes = (db: { query(sql: string): unknown }) => db.query(LIST_NOTES);
export const countOld = (db: { query(sql: string): unknown }) => db.query(\`SELECT count(*) FROM notes\`);`,
  );
  const printed = run();
  expect(printed.status).toBe(0);
  expect(printed.output).toContain('modules/notes/queries/notes.queries.ts: countOld');
  expect(printed.output).not.toContain('listNotes');
});
