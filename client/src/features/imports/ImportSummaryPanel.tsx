// The outcome of a settled batch: what was added, what was already there, what was skipped and
// why, and the way to the new trades.
import { Link } from 'react-router-dom';
import type { ImportBatchItem } from './use-import-batches';
import { TagImportTrades } from './TagImportTrades';

export function ImportSummaryPanel({
  batch,
  onAnother,
  onRetry,
}: {
  batch: ImportBatchItem;
  onAnother(): void;
  /** Offered when the batch failed on the server (a timeout, a lost connection): the same file again. */
  onRetry?: () => void;
}) {
  const s = batch.summary;
  const failed = batch.status === 'failed';
  return (
    <section className="im-card" aria-labelledby="im-summary-title">
      <div className="im-card__header">
        <h2 id="im-summary-title" className="im-card__title">
          {failed ? 'Import failed' : 'Import complete'}
        </h2>
        <span className={`badge${failed ? ' badge--warning' : ''}`}>{batch.fileName}</span>
      </div>
      {failed && (
        <p className="im-error" role="alert">
          {batch.error ?? 'The import failed; nothing was written.'}
        </p>
      )}
      {failed && onRetry && (
        <div className="im-actions">
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {s && (
        <dl className="im-stats">
          <div className="im-stat">
            <dt>Executions added</dt>
            <dd className="num">{s.executionsAdded}</dd>
          </div>
          <div className="im-stat">
            <dt>Duplicates skipped</dt>
            <dd className="num">{s.executionsDuplicate}</dd>
          </div>
          <div className="im-stat">
            <dt>Cash flows added</dt>
            <dd className="num" data-testid="import-cash-flows-added">
              {s.cashFlowsAdded}
            </dd>
          </div>
          <div className="im-stat">
            <dt>Trades created</dt>
            <dd className="num">{s.tradesCreated}</dd>
          </div>
          <div className="im-stat">
            <dt>Trades updated</dt>
            <dd className="num">{s.tradesUpdated}</dd>
          </div>
          <div className="im-stat">
            <dt>Open positions</dt>
            <dd className="num">{s.openPositions}</dd>
          </div>
          <div className="im-stat">
            <dt>Unmatched closes</dt>
            <dd className="num">{s.unmatchedCloses}</dd>
          </div>
        </dl>
      )}
      {s && s.rowsSkipped.length > 0 && (
        <p className="im-muted">Skipped rows: {s.rowsSkipped.map((r) => `${r.count} ${r.kind}`).join(', ')}</p>
      )}
      {s && s.errors.length > 0 && (
        <ul className="im-warnings" aria-label="Row errors">
          {s.errors.map((e) => (
            <li key={`${e.row}-${e.message}`} className="im-warning im-warning--error">
              Row {e.row}: {e.message}
            </li>
          ))}
        </ul>
      )}
      {!failed && s && s.tradesCreated + s.tradesUpdated > 0 && <TagImportTrades batch={batch} />}
      <div className="im-actions">
        {!failed && (
          <Link className="btn btn--primary" to="/trades">
            View trades
          </Link>
        )}
        <button type="button" className="btn" onClick={onAnother}>
          Import another file
        </button>
      </div>
    </section>
  );
}
