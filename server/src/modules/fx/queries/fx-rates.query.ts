import type { DataSource, EntityManager } from 'typeorm';
import type { FxRateRow } from '../fx-csv';

/** $1 user; $2 days, $3 bases, $4 quotes, $5 rates (arrays, one rate per index). */
export const UPSERT_RATES = `
    INSERT INTO fx_rates (user_id, day, base, quote, rate)
     SELECT $1, x.day, x.base, x.quote, x.rate
     FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS x(day, base, quote, rate)
     ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`;

/** $1 user, $2 day, $3 base, $4 quote, $5 rate. */
export const UPSERT_RATE = `
    INSERT INTO fx_rates (user_id, day, base, quote, rate) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate`;

/** $1 user, $2 day, $3 base, $4 quote. */
export const DELETE_RATE = `DELETE FROM fx_rates WHERE user_id = $1 AND day = $2 AND base = $3 AND quote = $4`;

/** $1 user, $2 limit: the newest rates first. */
export const LIST_RATES = `
    SELECT day::text AS day, base, quote, rate::text AS rate FROM fx_rates WHERE user_id = $1
     ORDER BY day DESC, base, quote LIMIT $2`;

/** Stores a batch of rates in one statement; a rate already known for the day is replaced. */
export async function upsertRates(db: DataSource | EntityManager, userId: string, rows: FxRateRow[]): Promise<void> {
  await db.query(UPSERT_RATES, [
    userId,
    rows.map((r) => r.day),
    rows.map((r) => r.base),
    rows.map((r) => r.quote),
    rows.map((r) => r.rate),
  ]);
}

/** Stores one rate; a rate already known for the day is replaced. */
export async function upsertRate(db: DataSource, userId: string, row: FxRateRow): Promise<void> {
  await db.query(UPSERT_RATE, [userId, row.day, row.base, row.quote, row.rate]);
}

/** Deletes one of the user's rates; the number of rows deleted (0 or 1). */
export async function deleteRate(
  db: DataSource,
  userId: string,
  key: { day: string; base: string; quote: string },
): Promise<number> {
  const [, count] = await db.query(DELETE_RATE, [userId, key.day, key.base, key.quote]);
  return count;
}

/** The user's newest rates first, at most `limit`. */
export function queryRates(db: DataSource, userId: string, limit: number): Promise<FxRateRow[]> {
  return db.query(LIST_RATES, [userId, limit]);
}
