import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * Exchange rates per user (each user uploads or types the rates they trust; owner-scoped like
 * every other row): `1 base = rate quote` on a calendar day, the last known rate carrying forward.
 * users.base_currency is the currency all-accounts figures convert to (NULL: the first account's).
 */
export class FxRates1732273000000 implements MigrationInterface {
  name = 'FxRates1732273000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fx_rates (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        base char(3) NOT NULL CHECK (base ~ '^[A-Z]{3}$'),
        quote char(3) NOT NULL CHECK (quote ~ '^[A-Z]{3}$' AND quote <> base),
        rate numeric(24,10) NOT NULL CHECK (rate > 0),
        PRIMARY KEY (user_id, base, quote, day)
      )`);
    await q.query(`ALTER TABLE users ADD COLUMN base_currency char(3) CHECK (base_currency ~ '^[A-Z]{3}$')`);
    // One leg: the last rate on or before the day (carry forward), the pair as written, else its inverse.
    await q.query(sqlFunction('fx_leg'));
    // Amount in f × factor = amount in t: the pair (or its inverse), else across EUR (the ECB's base). NULL: no rate.
    await q.query(sqlFunction('fx_factor'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION fx_factor(uuid, char, char, date)`);
    await q.query(`DROP FUNCTION fx_leg(uuid, char, char, date)`);
    await q.query(`ALTER TABLE users DROP COLUMN base_currency`);
    await q.query(`DROP TABLE fx_rates`);
  }
}
