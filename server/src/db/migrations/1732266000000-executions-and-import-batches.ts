import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broker import (issue 13): every fill a broker reports is an execution; imported trades are
 * round trips rebuilt from them (flat to flat per account and instrument). Money, prices and
 * quantities follow the trades table's NUMERIC rules, never float.
 *
 * - `import_batches`: one row per uploaded file. The file itself is kept in `payload` only until
 *   the background job has read it (cleared when the batch ends), so a restart can resume a
 *   queued batch. Status `undone` is kept for history after DELETE /api/imports/:id.
 * - `executions`: the fills. `broker_execution_id` is unique per account when present (the
 *   first de-duplication key); `executions_dedup_idx` serves the counted multiset match on
 *   (account, instrument, second, side, quantity, price) and the per-instrument rebuild.
 * - `trade_executions`: which part of which fill belongs to which trade (a fill that crosses
 *   zero belongs to two trades), so the trade detail can list its fills.
 * - `trades.origin` / `instrument_key` / `import_batch_id` / `import_key`: an imported trade is
 *   rebuilt from its instrument's executions; `import_key` (its opening execution) keeps its id,
 *   and so its journal notes and tags, across rebuilds. Manual trades (origin 'manual') are never
 *   touched by an import.
 */
export class ExecutionsAndImportBatches1732266000000 implements MigrationInterface {
  name = 'ExecutionsAndImportBatches1732266000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE import_batches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        format text NOT NULL,
        timezone text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','running','done','failed','undone')),
        rows_total integer NOT NULL DEFAULT 0 CHECK (rows_total >= 0),
        rows_done integer NOT NULL DEFAULT 0 CHECK (rows_done >= 0),
        mapping jsonb,
        summary jsonb,
        error text,
        payload bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        undone_at timestamptz
      )`);
    await q.query(`CREATE INDEX import_batches_user_idx ON import_batches (user_id, created_at DESC)`);
    // The job runner's queue: the oldest waiting batch first.
    await q.query(
      `CREATE INDEX import_batches_queue_idx ON import_batches (created_at) WHERE status IN ('queued','running')`,
    );
    await q.query(`
      CREATE TABLE executions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        import_batch_id uuid NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
        instrument_key text NOT NULL,
        symbol text NOT NULL CHECK (symbol = upper(symbol) AND length(symbol) BETWEEN 1 AND 32),
        market text NOT NULL CHECK (market IN ('forex','crypto','stocks','commodities','indices','futures','options')),
        side text NOT NULL CHECK (side IN ('buy','sell')),
        position_effect text CHECK (position_effect IN ('open','close')),
        quantity numeric(30,12) NOT NULL CHECK (quantity > 0),
        price numeric(30,12) NOT NULL CHECK (price >= 0),
        commission numeric(24,8) NOT NULL DEFAULT 0 CHECK (commission >= 0),
        other_fees numeric(24,8) NOT NULL DEFAULT 0 CHECK (other_fees >= 0),
        currency text,
        multiplier numeric(20,8) NOT NULL DEFAULT 1 CHECK (multiplier > 0),
        executed_at timestamptz NOT NULL,
        raw_executed_at text NOT NULL,
        broker_execution_id text,
        broker_order_id text,
        source_row integer NOT NULL,
        -- Place in the file's chronological order: the tie-break between fills of the same instant.
        source_sequence integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX executions_broker_id_key ON executions (account_id, broker_execution_id) WHERE broker_execution_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX executions_dedup_idx ON executions (account_id, instrument_key, executed_at)`);
    await q.query(`CREATE INDEX executions_batch_idx ON executions (import_batch_id)`);
    await q.query(`
      ALTER TABLE trades
        ADD COLUMN origin text NOT NULL DEFAULT 'manual' CHECK (origin IN ('manual','import')),
        ADD COLUMN instrument_key text,
        ADD COLUMN import_batch_id uuid REFERENCES import_batches(id) ON DELETE SET NULL,
        ADD COLUMN import_key text,
        ADD CONSTRAINT trades_import_has_instrument CHECK (origin = 'manual' OR instrument_key IS NOT NULL)`);
    // An option that expires worthless closes at 0: allowed for imported trades only (the trade form keeps "greater than 0").
    await q.query(`ALTER TABLE trades DROP CONSTRAINT trades_exit_price_check,
      ADD CONSTRAINT trades_exit_price_check CHECK (exit_price > 0 OR (origin = 'import' AND exit_price >= 0))`);
    await q.query(
      `CREATE INDEX trades_import_instrument_idx ON trades (account_id, instrument_key) WHERE origin = 'import'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX trades_import_key ON trades (account_id, import_key) WHERE import_key IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE trade_executions (
        trade_id uuid NOT NULL REFERENCES trades(id) ON DELETE CASCADE,
        execution_id uuid NOT NULL REFERENCES executions(id) ON DELETE CASCADE,
        quantity numeric(30,12) NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (trade_id, execution_id)
      )`);
    await q.query(`CREATE INDEX trade_executions_execution_idx ON trade_executions (execution_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trade_executions`);
    await q.query(
      `ALTER TABLE trades DROP CONSTRAINT trades_exit_price_check, ADD CONSTRAINT trades_exit_price_check CHECK (exit_price > 0) NOT VALID`,
    );
    await q.query(`DROP INDEX trades_import_key`);
    await q.query(`DROP INDEX trades_import_instrument_idx`);
    await q.query(
      `ALTER TABLE trades DROP CONSTRAINT trades_import_has_instrument, DROP COLUMN import_key, DROP COLUMN import_batch_id, DROP COLUMN instrument_key, DROP COLUMN origin`,
    );
    await q.query(`DROP TABLE executions`);
    await q.query(`DROP TABLE import_batches`);
  }
}
