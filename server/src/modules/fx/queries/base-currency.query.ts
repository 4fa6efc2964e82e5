import type { DataSource } from 'typeorm';

/** $1 user: the base currency setting, else the first account's currency (no row: no such user). */
export const BASE_CURRENCY = `
    SELECT coalesce(u.base_currency,
       (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id ORDER BY a.created_at, a.id LIMIT 1)) AS base
     FROM users u WHERE u.id = $1`;

/** $1 user, $2 the base currency code (null: back to the first account's). */
export const UPDATE_BASE_CURRENCY = `UPDATE users SET base_currency = $2 WHERE id = $1`;

/** The user's base currency: the setting, else the first account's currency, else null (no account). */
export async function queryBaseCurrency(db: DataSource, userId: string): Promise<string | null> {
  const [row] = await db.query(BASE_CURRENCY, [userId]);
  return row?.base ?? null;
}

/** Sets the user's base currency (null: back to the first account's). */
export async function updateBaseCurrency(db: DataSource, userId: string, code: string | null): Promise<void> {
  await db.query(UPDATE_BASE_CURRENCY, [userId, code]);
}
