import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash flows (issue 15): money that enters or leaves an account other than through trades.
 * `deposit` / `withdrawal` are external flows (they move the balance but are not a return);
 * `fee` / `interest` change the balance like realised P&L does. `amount` is always positive in
 * the account's currency; the kind carries the sign. `import_key` is reserved for flows an import
 * creates (unique per account, so re-importing a file cannot double a deposit).
 */
export class CashFlows1732269000000 implements MigrationInterface {
  name = 'CashFlows1732269000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cash_flows (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('deposit','withdrawal','fee','interest')),
        amount numeric(24,8) NOT NULL CHECK (amount > 0),
        occurred_at timestamptz NOT NULL,
        note text,
        import_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The list (by date) and the balance-to-date sums both read one account's flows in time order.
    await q.query(`CREATE INDEX cash_flows_account_time_idx ON cash_flows (account_id, occurred_at, id)`);
    await q.query(
      `CREATE UNIQUE INDEX cash_flows_import_key ON cash_flows (account_id, import_key) WHERE import_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cash_flows`);
  }
}
