import type { EntityManager } from 'typeorm';

/** Trades per INSERT of the final pass: each statement's triggers see about this many rows. */
const TRADES_PER_STATEMENT = 50_000;
/** Fill links per INSERT of the final pass (each one's integrity check reads the fills once). */
const LINKS_PER_STATEMENT = 250_000;

/**
 * An import's new trades and fill links, held in temporary tables (no index, key, check or trigger)
 * while the instruments are rebuilt group by group, then written into `trades` and
 * `trade_executions` in a few large statements: the trades in entry-date order, the links in trade
 * order. Written group by group (an instrument at a time), every statement's triggers re-walked
 * every day of the file (the day walks rebuild each day a statement touches from all its trades:
 * quadratic in the file), and every links statement's integrity check read the whole executions
 * table. In date order each day is walked about once, and the checks read the fills a few times.
 * The tables live in the batch's transaction (ON COMMIT DROP): a rejected file leaves nothing.
 */
export class StagedWrites {
  private created = false;

  constructor(
    private readonly manager: EntityManager,
    /** The trades columns the import writes, in the order of its COPY lines. */
    readonly tradeColumns: readonly string[],
  ) {}

  /** The temporary tables' names, created on first use. */
  async tables(): Promise<{ trades: string; links: string }> {
    if (!this.created) {
      await this.manager.query(
        `CREATE TEMP TABLE import_staged_trades ON COMMIT DROP AS SELECT ${this.tradeColumns.join(', ')} FROM trades WITH NO DATA`,
      );
      await this.manager.query(
        `CREATE TEMP TABLE import_staged_links ON COMMIT DROP AS SELECT trade_id, execution_id, quantity FROM trade_executions WITH NO DATA`,
      );
      this.created = true;
    }
    return { trades: 'import_staged_trades', links: 'import_staged_links' };
  }

  /**
   * Writes what was staged: trades, then their links (the links' key names the trade). `each` is
   * told the share done after every statement. The triggers (zone guard, rollups, day walks, the
   * links' check) fire as for any INSERT.
   */
  async flush(each: (share: number) => void = () => undefined): Promise<void> {
    if (!this.created) return;
    const columns = this.tradeColumns.join(', ');
    const tradeChunks = await this.bounds('import_staged_trades', 'entry_date', TRADES_PER_STATEMENT);
    const linkChunks = await this.bounds('import_staged_links', 'trade_id', LINKS_PER_STATEMENT);
    const steps = tradeChunks.length + linkChunks.length;
    let done = 0;
    for (const [from, until] of tradeChunks) {
      await this.manager.query(
        `INSERT INTO trades (${columns})
         SELECT ${columns} FROM import_staged_trades
          WHERE entry_date >= $1::timestamptz AND ($2::timestamptz IS NULL OR entry_date < $2::timestamptz)
          ORDER BY entry_date, id`,
        [from, until],
      );
      each(++done / steps);
    }
    for (const [from, until] of linkChunks) {
      await this.manager.query(
        `INSERT INTO trade_executions (trade_id, execution_id, quantity)
         SELECT trade_id, execution_id, quantity FROM import_staged_links
          WHERE trade_id >= $1::uuid AND ($2::uuid IS NULL OR trade_id < $2::uuid)
          ORDER BY trade_id, execution_id`,
        [from, until],
      );
      each(++done / steps);
    }
    await this.manager.query(`TRUNCATE import_staged_trades, import_staged_links`);
  }

  /**
   * Ranges [from, until) of `column` holding about `size` rows each (until null: to the end), as
   * text cast back in the same session (exact: no Date or number round trip).
   */
  private async bounds(table: string, column: string, size: number): Promise<[string, string | null][]> {
    const rows: { v: string }[] = await this.manager.query(
      `SELECT k::text AS v FROM (SELECT ${column} AS k, row_number() OVER (ORDER BY ${column}) AS n FROM ${table}) s
        WHERE (n - 1) % $1 = 0 GROUP BY k ORDER BY k`,
      [size],
    );
    return rows.map((r, i) => [r.v, rows[i + 1]?.v ?? null]);
  }
}
