import type { EntityManager } from 'typeorm';
import {
  CREATE_STAGED_LINKS,
  CREATE_STAGED_TRADES,
  INSERT_STAGED_LINKS,
  INSERT_STAGED_TRADES,
  STAGED_BOUNDS,
  TRUNCATE_STAGED,
  type StagedOrder,
} from './queries/staged-writes.queries';

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
      await this.manager.query(CREATE_STAGED_TRADES(this.tradeColumns));
      await this.manager.query(CREATE_STAGED_LINKS);
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
    const tradeChunks = await this.bounds(
      { table: 'import_staged_trades', column: 'entry_date' },
      TRADES_PER_STATEMENT,
    );
    const linkChunks = await this.bounds({ table: 'import_staged_links', column: 'trade_id' }, LINKS_PER_STATEMENT);
    const steps = tradeChunks.length + linkChunks.length;
    let done = 0;
    for (const [from, until] of tradeChunks) {
      await this.manager.query(INSERT_STAGED_TRADES(this.tradeColumns), [from, until]);
      each(++done / steps);
    }
    for (const [from, until] of linkChunks) {
      await this.manager.query(INSERT_STAGED_LINKS, [from, until]);
      each(++done / steps);
    }
    await this.manager.query(TRUNCATE_STAGED);
  }

  /**
   * Ranges [from, until) of the order's column holding about `size` rows each (until null: to the
   * end), as text cast back in the same session (exact: no Date or number round trip).
   */
  private async bounds(order: StagedOrder, size: number): Promise<[string, string | null][]> {
    const rows: { v: string }[] = await this.manager.query(STAGED_BOUNDS(order), [size]);
    return rows.map((r, i) => [r.v, rows[i + 1]?.v ?? null]);
  }
}
