import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price bars the trader uploads (issue 34): Candlog has no market-data feed, so the chart and the
 * excursions read these.
 * - `price_bars`: one row per (user, symbol, timeframe, bar open time), no surrogate id — the key
 *   is the row's identity, so a re-upload de-duplicates with ON CONFLICT and the chart's window is
 *   one range scan of the primary key. Prices NUMERIC (exact, as written in the file).
 * - `price_bar_uploads`: the background job of one upload (queued → running → done | failed),
 *   its progress and outcome; `price_bar_upload_parts` keeps the file in 1 MB parts until the job
 *   has read it (the same durability as the broker import: a restart resumes the queue).
 */
export class PriceBars1732285000000 implements MigrationInterface {
  name = 'PriceBars1732285000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_bars (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        symbol text NOT NULL,
        timeframe text NOT NULL,
        ts timestamptz NOT NULL,
        open numeric NOT NULL,
        high numeric NOT NULL,
        low numeric NOT NULL,
        close numeric NOT NULL,
        volume numeric,
        PRIMARY KEY (user_id, symbol, timeframe, ts)
      )`);
    await q.query(`
      CREATE TABLE price_bar_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        symbol text NOT NULL,
        timeframe text NOT NULL,
        timezone text NOT NULL,
        file_name text NOT NULL,
        format text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        bytes_total bigint NOT NULL,
        bytes_done bigint NOT NULL DEFAULT 0,
        rows_read integer NOT NULL DEFAULT 0,
        bars_added integer,
        bars_replaced integer,
        bars_unchanged integer,
        first_ts timestamptz,
        last_ts timestamptz,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX price_bar_uploads_user ON price_bar_uploads (user_id, created_at)`);
    await q.query(
      `CREATE INDEX price_bar_uploads_waiting ON price_bar_uploads (created_at) WHERE status IN ('queued', 'running')`,
    );
    await q.query(`
      CREATE TABLE price_bar_upload_parts (
        upload_id uuid NOT NULL REFERENCES price_bar_uploads (id) ON DELETE CASCADE,
        part integer NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (upload_id, part)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE price_bar_upload_parts`);
    await q.query(`DROP TABLE price_bar_uploads`);
    await q.query(`DROP TABLE price_bars`);
  }
}
