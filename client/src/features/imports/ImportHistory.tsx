// Every import of the user, newest first, with Undo for a finished one behind a confirmation.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { useNotify } from '../../components/Notifications';
import { formatDateTime } from '../../lib/format';
import { useImportHistory, useRetryImport, useUndoImport, type ImportBatchRow } from './use-import-batches';

function UndoImportDialog({
  batch,
  busy,
  onCancel,
  onConfirm,
}: {
  batch: ImportBatchRow;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const added = batch.summary?.executionsAdded ?? 0;
  return (
    <Modal
      title="Undo import"
      size="small"
      onClose={onCancel}
      dismissible={!busy}
      description={`Remove the ${added} executions imported from ${batch.fileName} and rebuild the trades they touched?`}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus="">
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Undoing...' : 'Undo import'}
          </button>
        </>
      }
    >
      <p className="im-muted">Notes and tags stay on trades that survive the rebuild.</p>
    </Modal>
  );
}

function BatchRow({
  batch,
  accountName,
  timeZone,
  onUndo,
  onRetry,
}: {
  batch: ImportBatchRow;
  accountName: string | undefined;
  timeZone: string;
  onUndo(): void;
  onRetry(): void;
}) {
  const s = batch.summary;
  return (
    <li className="im-history__item" data-testid="import-batch" id={`import-${batch.id}`} tabIndex={-1}>
      <div className="im-history__main">
        <span className="im-history__file">{batch.fileName}</span>
        <span className="im-muted">
          {[batch.format, accountName, formatDateTime(batch.createdAt, timeZone || undefined)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {s && (
          <span className="im-muted num">
            {s.executionsAdded} added · {s.executionsDuplicate} duplicates · {s.tradesCreated} trades created
          </span>
        )}
        {batch.status === 'failed' && batch.error && <span className="im-error">{batch.error}</span>}
      </div>
      <div className="im-history__side">
        <span className={`badge im-status im-status--${batch.status}`}>{batch.status}</span>
        {batch.status === 'failed' && batch.retryable && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={onRetry}
            aria-label={`Retry import of ${batch.fileName}`}
          >
            Retry
          </button>
        )}
        {batch.status === 'done' && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={onUndo}
            aria-label={`Undo import of ${batch.fileName}`}
          >
            Undo
          </button>
        )}
      </div>
    </li>
  );
}

export function ImportHistory({ accountNames, timeZone }: { accountNames: Map<string, string>; timeZone: string }) {
  const { batches, loading, error } = useImportHistory();
  const [undo, { loading: undoing }] = useUndoImport();
  const [retry] = useRetryImport();
  const [confirming, setConfirming] = useState<ImportBatchRow | null>(null);
  const notify = useNotify();
  // `/import#import-<id>` (a refused trade delete links here): bring that batch, and its Undo, into view.
  const { hash } = useLocation();
  const linked = batches.some((b) => `#import-${b.id}` === hash);
  useEffect(() => {
    if (!linked) return;
    const row = document.getElementById(hash.slice(1));
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [hash, linked]);

  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await undo(confirming);
      notify(`Import of ${confirming.fileName} undone`, 'success');
    } catch (e) {
      notify(`Could not undo the import: ${(e as Error).message}`, 'error');
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="im-card" aria-labelledby="im-history-title">
      <h2 id="im-history-title" className="im-card__title">
        Import history
      </h2>
      {error && (
        <p className="im-error" role="alert">
          Could not load the imports: {error.message}
        </p>
      )}
      {loading && <p className="im-muted">Loading…</p>}
      {!loading && !error && batches.length === 0 && <p className="im-muted">No imports yet.</p>}
      {batches.length > 0 && (
        <ul className="im-history">
          {batches.map((b) => (
            <BatchRow
              key={b.id}
              batch={b}
              accountName={accountNames.get(b.accountId)}
              timeZone={timeZone}
              onUndo={() => setConfirming(b)}
              onRetry={() =>
                retry(b.id).then(
                  () => notify(`Import of ${b.fileName} queued again`, 'success'),
                  (e: Error) => notify(`Could not retry the import: ${e.message}`, 'error'),
                )
              }
            />
          ))}
        </ul>
      )}
      {confirming && (
        <UndoImportDialog
          batch={confirming}
          busy={undoing}
          onCancel={() => setConfirming(null)}
          onConfirm={onConfirm}
        />
      )}
    </section>
  );
}
