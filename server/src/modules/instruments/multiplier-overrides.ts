import type { DataSource, EntityManager } from 'typeorm';
import type { MultiplierOverrides } from '../../domain/instruments/user-multipliers';
import { MULTIPLIER_OVERRIDES } from './queries/multiplier-overrides.queries';

const trim = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

/**
 * The user's overrides as a root → point value map (the import and the trade form take these first).
 * In its own module below trades/ and imports/: both read it, and trades/ (a multiplier change
 * rebuilds the imported trades) already imports imports/, so it can live in neither.
 */
export async function loadMultiplierOverrides(
  db: DataSource | EntityManager,
  userId: string,
): Promise<MultiplierOverrides> {
  const rows: { root: string; point_value: string }[] = await db.query(MULTIPLIER_OVERRIDES, [userId]);
  return Object.fromEntries(rows.map((r) => [r.root, trim(r.point_value)]));
}
