import fs from 'node:fs';
import path from 'node:path';

/**
 * The `CREATE OR REPLACE FUNCTION` statement of one PostgreSQL function, from its file
 * server/src/db/sql/<name>.sql (copied next to the compiled code by the server build). Only the
 * migration that creates the function's current version loads it: see db/sql/README.md.
 */
export function sqlFunction(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'sql', `${name}.sql`), 'utf8');
}
