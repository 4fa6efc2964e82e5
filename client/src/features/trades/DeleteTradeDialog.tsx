// Accessible confirmation before a trade is deleted (the shell's Modal: labelled, focus
// trapped, Escape cancels). Cancel is focused first so Enter never deletes by accident.
// A delete the server refuses (an imported trade: "undo the import to remove this trade") keeps
// the dialog open with the server's reason and a link to each import the trade came from, where
// Undo is: the way out stays in sight.
import { Link } from 'react-router-dom';
import { useTradeImportBatchesQuery } from '../../__generated__/hooks';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';

interface DeleteTradeDialogProps {
  tradeId: string;
  description: string;
  busy: boolean;
  /** The server's reason for refusing the delete, once it did. */
  refusal?: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/** `/import#import-<batch id>`: the import history scrolls to that batch. */
export const importHref = (batchId: string) => `/import#import-${batchId}`;

function ImportLinks({ tradeId, onFollow }: { tradeId: string; onFollow(): void }) {
  const query = useTradeImportBatchesQuery({ variables: { id: tradeId } });
  const fills = query.dataState === 'complete' ? (query.data.trade?.executions ?? []) : [];
  const batches = new Map(fills.map((e) => [e.importBatchId, e.importFileName]));
  if (!batches.size) return null;
  return (
    <ul className="tr-dialog-links">
      {[...batches].map(([id, fileName]) => (
        <li key={id}>
          <Link to={importHref(id)} onClick={onFollow}>
            Go to the import of {fileName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DeleteTradeDialog({
  tradeId,
  description,
  busy,
  refusal,
  onCancel,
  onConfirm,
}: DeleteTradeDialogProps) {
  return (
    <Modal
      title="Delete trade"
      size="small"
      onClose={onCancel}
      dismissible={!busy}
      description="Are you sure you want to delete this trade?"
      footer={
        <ModalActions
          label="Delete"
          busyLabel="Deleting..."
          busy={busy}
          tone="danger"
          onAction={onConfirm}
          actionDisabled={!!refusal}
          onCancel={onCancel}
          cancelLabel={refusal ? 'Close' : 'Cancel'}
          focusCancel
          bare
        />
      }
    >
      <p className="tr-muted tr-dialog-detail">{description}</p>
      {refusal && (
        <div role="alert" className="form-error tr-dialog-refusal">
          <p>{refusal}</p>
          <ImportLinks tradeId={tradeId} onFollow={onCancel} />
        </div>
      )}
    </Modal>
  );
}
