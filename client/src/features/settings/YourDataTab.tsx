// Settings → Your Data (issue 35 items 1–2): "Export everything" (one zip of every table, the
// attachments and the trades CSV, with a manifest) with its progress and download link, and
// "Restore from archive", offered only while the user has no trades.
import { useId, useRef } from 'react';
import { useYourDataTradeCountQuery } from '../../__generated__/hooks';
import { percentOf, type ArchiveJob } from './archive-api';
import { useExportEverything } from './use-export-everything';
import { useRestoreArchive } from './use-restore-archive';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function JobProgress({ job, label }: { job: ArchiveJob; label: string }) {
  const percent = percentOf(job);
  const detail =
    job.status === 'queued'
      ? 'Waiting to start'
      : `${job.progress.rows_done.toLocaleString()} of ${job.progress.rows_total.toLocaleString()} rows`;
  return (
    <>
      <div
        className="st-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${detail}`}
      >
        <div className="st-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="st-muted num" aria-live="polite">
        {percent}% · {detail}
      </p>
    </>
  );
}

function ExportEverything() {
  const id = useId();
  const exporter = useExportEverything();
  const { job, fileUrl, error, busy } = exporter;
  return (
    <section className="st-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="st-panel__title">
        Export everything
      </h2>
      <p className="st-muted">
        One zip of everything you own — accounts, trades, fills, cash flows, exchange rates, notes, tags and playbooks,
        day entries, screenshots and settings — as JSON, with a manifest (schema version, counts, a SHA-256 of every
        file) and the trades as CSV. Candlog can restore it. The file is kept for 24 hours.
      </p>
      <div className="st-actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void exporter.start()}>
          {busy ? 'Exporting…' : 'Export everything'}
        </button>
      </div>
      {job && busy && <JobProgress job={job} label="Export progress" />}
      {fileUrl && job && (
        <p className="form-success st-message" role="status">
          Your export is ready:{' '}
          <a href={fileUrl} download={`candlog-export-${new Date().toISOString().slice(0, 10)}.zip`}>
            Download the archive ({sizeText(job.bytes)})
          </a>
        </p>
      )}
      {error && (
        <p role="alert" className="form-error st-message">
          {error}
        </p>
      )}
    </section>
  );
}

function RestoreFromArchive() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data } = useYourDataTradeCountQuery({ fetchPolicy: 'cache-and-network' });
  const { restore, job, error, done } = useRestoreArchive();
  const running = !!job && (job.status === 'queued' || job.status === 'running');
  const hasTrades = (data?.trades?.total ?? 0) > 0;
  if (!data && !done) return null;
  return (
    <section className="st-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="st-panel__title">
        Restore from archive
      </h2>
      {done ? (
        <p className="form-success st-message" role="status">
          Your archive was restored: every account, trade and figure is back.
        </p>
      ) : hasTrades ? (
        <p className="st-muted" role="note">
          A restore goes only into a user without trades. To restore an archive, sign up a new user and restore it
          there.
        </p>
      ) : (
        <>
          <p className="st-muted">
            Brings back a Candlog export (.zip) into this user. The archive is checked first — a damaged or foreign file
            is refused with the reason and nothing is written.
          </p>
          <div className="st-actions">
            <label className={`btn btn--ghost${running ? ' btn--disabled' : ''}`}>
              {running ? 'Restoring…' : 'Choose an archive…'}
              <input
                ref={input}
                type="file"
                accept=".zip,application/zip"
                className="st-file-input"
                disabled={running}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) void restore(file);
                  e.currentTarget.value = '';
                }}
              />
            </label>
          </div>
          {job && running && <JobProgress job={job} label="Restore progress" />}
        </>
      )}
      {error && (
        <p role="alert" className="form-error st-message">
          {error}
        </p>
      )}
    </section>
  );
}

export function YourDataTab() {
  return (
    <>
      <ExportEverything />
      <RestoreFromArchive />
    </>
  );
}
