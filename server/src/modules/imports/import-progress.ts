import type { DataSource } from 'typeorm';
import { logger } from '../../logger';
import { PHASE_WEIGHT, STORE_SHARE, type ImportPhase } from './import-batch';
import { WRITE_BATCH_PROGRESS } from './queries/import-queue.queries';

/**
 * A running batch's progress in file rows, per step (issue 27 item 8): rows read (parse), compared
 * with the account's fills (match), written (fills stored, then their trades built; STORE_SHARE of writing is storing).
 * rows_done is the overall figure (the steps weighted by PHASE_WEIGHT): it never goes back, and
 * the time left is estimated from it. Written on another connection than the batch's transaction,
 * so GET /api/imports/:id shows it while the batch runs, without holding up the COPY: one UPDATE in
 * flight at a time, the latest figures written next (a loaded database answers an UPDATE in tens
 * of ms; waiting for each stalled the stream of fills).
 */
/** Shortest time between two progress writes of one batch. */
const WRITE_EVERY_MS = 500;

export class BatchProgress {
  private total = 0;
  private read = 0;
  private matched = 0;
  private stored = 0;
  private built = 0;
  private phase: ImportPhase = 'parse';
  private dirty = false;
  private flushing: Promise<void> | null = null;
  private lastWrite = 0;
  /** The batch is ending: the last figures are written now, not after the pause. */
  private ending = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly batchId: string,
    /** Told after each progress write (live updates). */
    private readonly announce: () => void,
  ) {}

  /** The file's rows (estimated from its lines until the parse has counted them). */
  setTotal(rows: number): void {
    this.total = Math.max(0, rows);
  }

  reading(rowsRead: number): void {
    this.phase = 'parse';
    this.read = Math.max(this.read, rowsRead);
    this.changed();
  }

  matching(rows: number): void {
    this.phase = 'match';
    this.matched += rows;
    this.changed();
  }

  /** `rows` more file rows have their fills stored. */
  storing(rows: number): void {
    this.phase = 'write';
    this.stored += rows;
    this.changed();
  }

  /** `rows` more file rows have their trades built (the fills' share of the file). */
  building(rows: number): void {
    this.phase = 'write';
    this.built += rows;
    this.changed();
  }

  private figures() {
    const total = Math.max(this.total, 1);
    const part = (n: number) => Math.min(n, total) / total;
    const writing = STORE_SHARE * part(this.stored) + (1 - STORE_SHARE) * part(this.built);
    const written = Math.floor(total * writing);
    const done =
      total *
      (PHASE_WEIGHT.parse * part(this.read) + PHASE_WEIGHT.match * part(this.matched) + PHASE_WEIGHT.write * writing);
    return {
      total: this.total,
      done: Math.floor(done),
      read: Math.min(this.read, this.total),
      matched: Math.min(this.matched, this.total),
      written: Math.min(written, this.total),
      phase: this.phase,
    };
  }

  private changed(): void {
    this.dirty = true;
    if (!this.flushing) this.flushing = this.flush();
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        // At most one write per WRITE_EVERY_MS: each is a commit of its own (a WAL flush) beside the
        // import's transaction, and a screen polling or told twice a second sees no difference.
        const wait = this.lastWrite + WRITE_EVERY_MS - Date.now();
        if (wait > 0 && !this.ending) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            this.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          this.wake = null;
        }
        this.lastWrite = Date.now();
        this.dirty = false;
        const f = this.figures();
        // The counters never go back, and none passes rows_total (greatest/least in SQL: the
        // figure of a slower UPDATE never overwrites a newer one).
        await this.dataSource.query(WRITE_BATCH_PROGRESS, [
          this.batchId,
          f.total,
          f.done,
          f.read,
          f.matched,
          f.written,
          f.phase,
        ]);
        this.announce();
      }
    } catch (error) {
      logger.error(`import batch ${this.batchId}: progress not written`, error);
    } finally {
      this.flushing = null;
    }
  }

  /** Waits for the write in flight (the batch's end waits for it: its row is then final). */
  async settled(): Promise<void> {
    this.ending = true;
    this.wake?.();
    while (this.flushing) await this.flushing;
  }
}
