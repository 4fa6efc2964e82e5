import type { DataSource, EntityManager } from 'typeorm';
import type { FxRateRow } from '../fx-csv';

/** Stores a batch of rates in one statement; a rate already known for the day is replaced. */
export async function upsertRates(db: DataSource | EntityManager, userId: string, rows: FxRateRow[]): Promise<void> {
  await db.query(
    `INSERT INTO fx_rates (user_id, day, base, quote, rate)
     SELECT $1, x.day, x.base, x.quote, x.rate
     FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS x(day, base, quote, rate)
     ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`,
    [userId, rows.map((r) => r.day), rows.map((r) => r.base), rows.map((r) => r.quote), rows.map((r) => r.rate)],
  );
}

/** Stores one rate; a rate already known for the day is replaced. */
export async function upsertRate(db: DataSource, userId: string, row: FxRateRow): Promise<void> {
  await db.query(
    `INSERT INTO fx_rates (user_id, day, base, quote, rate) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`,
    [userId, row.day, row.base, row.quote, row.rate],
  );
}

/** Deletes one of the user's rates; the number of rows deleted (0 or 1). */
export async function deleteRate(
  db: DataSource,
  userId: string,
  key: { day: string; base: string; quote: string },
): Promise<number> {
  const [, count] = await db.query(
    `DELETE FROM fx_rates WHERE user_id = $1 AND day = $2 AND base = $3 AND quote = $4`,
    [userId, key.day, key.base, key.quote],
  );
  return count;
}

/** The user's newest rates first, at most `limit`. */
export function queryRates(db: DataSource, userId: string, limit: number): Promise<FxRateRow[]> {
  return db.query(
    `SELECT day::text AS day, base, quote, rate::text AS rate FROM fx_rates WHERE user_id = $1
     ORDER BY day DESC, base, quote LIMIT $2`,
    [userId, limit],
  );
}
