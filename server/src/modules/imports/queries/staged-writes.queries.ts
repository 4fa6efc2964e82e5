import { sqlBuilder } from '../../../db/sql-statement';

/** The columns the printed examples show (the import writes TRADE_COLUMNS: trade-rebuild.ts). */
const EXAMPLE_COLUMNS = ['id', 'user_id', 'account_id', 'symbol', 'entry_date', 'pnl'] as const;

/** The import's staged trades: the given trades columns, no index, key, check or trigger. */
export const CREATE_STAGED_TRADES = sqlBuilder(
  (columns: readonly string[]) =>
    `CREATE TEMP TABLE import_staged_trades ON COMMIT DROP AS
       SELECT ${columns.join(', ')} FROM trades WITH NO DATA`,
  { 'a few of the import columns': [EXAMPLE_COLUMNS] },
);

export const CREATE_STAGED_LINKS = `
  CREATE TEMP TABLE import_staged_links ON COMMIT DROP AS
    SELECT trade_id, execution_id, quantity FROM trade_executions WITH NO DATA`;

/** Staged trades entered in [$1, $2) ($2 null: to the end), in entry order (each day walked about once). */
export const INSERT_STAGED_TRADES = sqlBuilder(
  (columns: readonly string[]) => `
    INSERT INTO trades (${columns.join(', ')})
    SELECT ${columns.join(', ')} FROM import_staged_trades
     WHERE entry_date >= $1::timestamptz AND ($2::timestamptz IS NULL OR entry_date < $2::timestamptz)
     ORDER BY entry_date, id`,
  { 'a few of the import columns': [EXAMPLE_COLUMNS] },
);

/** Staged fill links of trades in [$1, $2) ($2 null: to the end), in trade order. */
export const INSERT_STAGED_LINKS = `
  INSERT INTO trade_executions (trade_id, execution_id, quantity)
  SELECT trade_id, execution_id, quantity FROM import_staged_links
   WHERE trade_id >= $1::uuid AND ($2::uuid IS NULL OR trade_id < $2::uuid)
   ORDER BY trade_id, execution_id`;

export const TRUNCATE_STAGED = `TRUNCATE import_staged_trades, import_staged_links`;

/** The staged tables and the column each is written in order of. */
export type StagedOrder =
  | { table: 'import_staged_trades'; column: 'entry_date' }
  | {
      table: 'import_staged_links';
      column: 'trade_id';
    };

/**
 * Values of `column` starting ranges of about $1 rows each, as text (cast back in the same session:
 * exact, no Date or number round trip).
 */
export const STAGED_BOUNDS = sqlBuilder(
  ({ table, column }: StagedOrder) => `
    SELECT k::text AS v
      FROM (SELECT ${column} AS k, row_number() OVER (ORDER BY ${column}) AS n FROM ${table}) s
     WHERE (n - 1) % $1 = 0
     GROUP BY k ORDER BY k`,
  {
    trades: [{ table: 'import_staged_trades', column: 'entry_date' }],
    links: [{ table: 'import_staged_links', column: 'trade_id' }],
  },
);
