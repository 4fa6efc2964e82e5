// A real progress bar: the batch's rows done out of rows total, read from the server while it
// runs, with each step counted in file rows (read, matched with the account, written) and the time
// left at the pace so far (issue 27 item 8: the bar moves with the rows, never 0 → 80 → 100).
import type { ImportBatchItem } from './use-import-batches';

type ProgressFields = Pick<ImportBatchItem, 'status' | 'rowsDone' | 'rowsTotal'>;

export function progressPercent(batch: ProgressFields | null): number {
  if (!batch) return 0;
  if (batch.status === 'done') return 100;
  if (!batch.rowsTotal) return 0;
  return Math.min(100, Math.floor((batch.rowsDone / batch.rowsTotal) * 100));
}

const count = (n: number) => n.toLocaleString('en-US');

/** "about 2 min left", "about 40 s left"; rounded so the figure does not flicker each poll. */
export function timeLeftText(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined) return null;
  if (seconds < 5) return 'a few seconds left';
  if (seconds < 60) return `about ${Math.ceil(seconds / 5) * 5} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `about ${minutes} min left` : `about ${Math.round(minutes / 60)} h left`;
}

const PHASE_LABEL: Record<string, string> = {
  PARSE: 'Reading the file',
  MATCH: 'Matching with the account',
  WRITE: 'Writing fills and trades',
};

/** One step's rows, as a row of the list under the bar. */
function Step({ label, done, total, active }: { label: string; done: number; total: number; active: boolean }) {
  return (
    <li
      className={`im-steps__item${active ? ' im-steps__item--active' : ''}`}
      aria-current={active ? 'step' : undefined}
    >
      <span>{label}</span>
      <span className="num">
        {count(Math.min(done, total))} of {count(total)} rows
      </span>
    </li>
  );
}

export function ImportProgress({ batch, fileName }: { batch: ImportBatchItem | null; fileName: string }) {
  const percent = progressPercent(batch);
  const status = batch?.status ?? 'queued';
  const total = batch?.rowsTotal ?? 0;
  const left = status === 'running' ? timeLeftText(batch?.secondsLeft) : null;
  const phase = batch?.phase ? PHASE_LABEL[batch.phase] : null;
  const detail = total
    ? [`${count(batch?.rowsDone ?? 0)} of ${count(total)} rows`, phase, left].filter(Boolean).join(' · ')
    : status === 'queued'
      ? 'Waiting for the import worker…'
      : 'Reading the file…';
  return (
    <section className="im-card" aria-labelledby="im-progress-title">
      <div className="im-card__header">
        <h2 id="im-progress-title" className="im-card__title">
          {status === 'done' ? 'Imported' : 'Importing'} {fileName}
        </h2>
        <span className="badge">{status}</span>
      </div>
      <ProgressBar label="Import progress" percent={percent} detail={detail} live />
      {batch && total > 0 && status !== 'done' && (
        <ol className="im-steps" aria-label="Import steps">
          <Step label="Read" done={batch.rowsRead} total={total} active={batch.phase === 'PARSE'} />
          <Step label="Matched" done={batch.rowsMatched} total={total} active={batch.phase === 'MATCH'} />
          <Step label="Written" done={batch.rowsWritten} total={total} active={batch.phase === 'WRITE'} />
        </ol>
      )}
    </section>
  );
}

/** A bar with its figure spelled out beside it (and to assistive technology). */
function ProgressBar({
  label,
  percent,
  detail,
  live,
}: {
  label: string;
  percent: number;
  detail: string;
  live?: boolean;
}) {
  return (
    <>
      <div
        className="im-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${detail}`}
      >
        <div className="im-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="im-muted num" aria-live={live ? 'polite' : undefined}>
        {percent}% · {detail}
      </p>
    </>
  );
}

/** The dry run's progress (streamed by the server while it reads and matches the file). */
export interface PreviewProgressFigures {
  phase: 'parse' | 'match';
  rowsTotal: number;
  rowsRead: number;
  rowsMatched: number;
}

export function PreviewProgress({ progress }: { progress: PreviewProgressFigures | null }) {
  const total = progress?.rowsTotal ?? 0;
  // Reading and matching are the preview's two halves.
  const percent = total
    ? Math.min(100, Math.floor(((progress!.rowsRead + progress!.rowsMatched) / (2 * total)) * 100))
    : 0;
  const detail = progress
    ? `${progress.phase === 'parse' ? 'Reading' : 'Matching'}: ${count(progress.rowsRead)} of ${count(total)} rows read, ${count(progress.rowsMatched)} matched`
    : 'Reading the file…';
  return (
    <div className="im-card" role="status">
      <ProgressBar label="Preview progress" percent={percent} detail={detail} />
    </div>
  );
}
