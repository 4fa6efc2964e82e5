import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported money in the account currency (issue 27): an execution keeps its instrument currency
 * (`currency`) and price; `value` is quantity × price in the account currency when it is not simply
 * that product (converted, or the broker's own amount), `fx_rate` the rate applied (account units
 * per instrument unit) and `fx_source` whose it was (the file's, or the user's for the day);
 * commission and other_fees are the account's. A trade built from converted fills names their
 * currency in `trades.currency` (NULL: the account's); its prices, fees and pnl are the account's.
 */
export class ExecutionCurrencies1732277500000 implements MigrationInterface {
  name = 'ExecutionCurrencies1732277500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE executions
      ADD COLUMN value numeric CHECK (value >= 0),
      ADD COLUMN fx_rate numeric(30,12) CHECK (fx_rate > 0),
      ADD COLUMN fx_source text CHECK (fx_source IN ('broker','user')),
      ADD CONSTRAINT executions_fx_source_with_rate CHECK ((fx_rate IS NULL) = (fx_source IS NULL))`);
    await q.query(`ALTER TABLE trades ADD COLUMN currency char(3) CHECK (currency ~ '^[A-Z]{3}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trades DROP COLUMN currency`);
    await q.query(`ALTER TABLE executions DROP COLUMN value, DROP COLUMN fx_rate, DROP COLUMN fx_source`);
  }
}
