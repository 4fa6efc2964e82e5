import { MIGRATIONS } from '../../db/migrations';

/** The schema an archive was written with: the latest migration this server runs (name and timestamp). */
export function schemaVersion(): { name: string; timestamp: number } {
  const name = (MIGRATIONS[MIGRATIONS.length - 1] as { name: string }).name;
  return { name, timestamp: timestampOf(name) };
}

/** A migration's timestamp from its class name (`ArchiveJobs1732295000000`). */
export function timestampOf(name: string): number {
  const digits = /(\d{13})$/.exec(name);
  return digits ? Number(digits[1]) : NaN;
}
