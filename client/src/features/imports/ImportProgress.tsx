// A real progress bar: the batch's rows done out of rows total, read from the server while it runs.
import type { ImportBatchItem } from './use-import-batches';

export function progressPercent(batch: Pick<ImportBatchItem, 'status' | 'rowsDone' | 'rowsTotal'> | null): number {
  if (!batch) return 0;
  if (batch.status === 'done') return 100;
  if (!batch.rowsTotal) return 0;
  return Math.min(100, Math.floor((batch.rowsDone / batch.rowsTotal) * 100));
}

export function ImportProgress({ batch, fileName }: { batch: ImportBatchItem | null; fileName: string }) {
  const percent = progressPercent(batch);
  const status = batch?.status ?? 'queued';
  const detail = batch?.rowsTotal
    ? `${batch.rowsDone} of ${batch.rowsTotal} rows`
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
      <div
        className="im-progress"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${detail}`}
      >
        <div className="im-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="im-muted num" aria-live="polite">
        {percent}% · {detail}
      </p>
    </section>
  );
}
