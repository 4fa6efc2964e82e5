import { Client, type QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Every SQL statement any `pg` client in this process sends (the in-process app's pools, its
 * import runner, TypeORM's own housekeeping) between start() and stop(). Patching the client's
 * prototype sees exactly what PostgreSQL receives, whoever built the statement.
 */
export function captureStatements() {
  const seen: string[] = [];
  const original = Client.prototype.query;
  const patched = function (this: Client, ...args: unknown[]) {
    const first = args[0] as string | QueryConfig | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) seen.push(text.replace(/\s+/g, ' ').trim());
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  return {
    start: () => {
      Client.prototype.query = patched as typeof Client.prototype.query;
    },
    stop: () => {
      Client.prototype.query = original;
    },
    statements: () => [...new Set(seen)],
  };
}

/**
 * The user-owned tables, read from the schema so a new table is covered the day it is created:
 * every table with a `user_id` column, and every table that has no such column but a foreign key
 * to one that is user-owned (it belongs to a user through its parent, e.g. trade_executions).
 */
export async function userOwnedTables(db: DataSource): Promise<{ direct: string[]; throughParent: string[] }> {
  const direct: string[] = (
    await db.query(
      `SELECT table_name AS t FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY 1`,
    )
  ).map((r: { t: string }) => r.t);
  const fks: Array<{ child: string; parent: string }> = await db.query(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const owned = new Set(direct);
  const throughParent: string[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of fks) {
      if (!owned.has(child) && owned.has(parent) && child !== 'users') {
        owned.add(child);
        throughParent.push(child);
        grew = true;
      }
    }
  }
  return { direct, throughParent: throughParent.sort() };
}

/** Tables a statement reads or writes (FROM, JOIN, INTO, UPDATE, DELETE FROM; quoted or not). */
export function tablesOf(sql: string): string[] {
  const found = new Set<string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi)) {
    found.add(m[1].toLowerCase());
  }
  return [...found];
}

/**
 * The rule a statement on a user-owned table must meet so that, sharded by user, it is routed to
 * one user's shard without rewriting it:
 * - it compares a `user_id` column with a value or another column (`user_id = $1`,
 *   `t.user_id = a.user_id`, `user_id IN (…)`, `user_id = ANY($1)`), in its WHERE, ON or a
 *   subquery; or
 * - it is an INSERT whose column list carries `user_id`.
 * Statement-level: a statement that names several user-owned tables passes when one of them is
 * compared by user_id (the others are then joined to it; see docs/scaling.md for what Citus needs).
 */
export function filtersByUser(sql: string): boolean {
  if (/"?user_id"?\s*(?:=|IN\s*\(|IS NOT DISTINCT FROM)/i.test(sql)) return true;
  if (/(?:=|IN\s*\()\s*(?:"?\w+"?\.)?"?user_id\b/i.test(sql)) return true;
  const insert = /^\s*INSERT\s+INTO\s+\S+\s*\(([^)]*)\)/i.exec(sql);
  return insert !== null && /\buser_id\b/i.test(insert[1]);
}
