// Accessible confirmation before a trade is deleted (the shell's Modal: labelled, focus
// trapped, Escape cancels). Cancel is focused first so Enter never deletes by accident.
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';

interface DeleteTradeDialogProps {
  description: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteTradeDialog({ description, busy, onCancel, onConfirm }: DeleteTradeDialogProps) {
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
          onCancel={onCancel}
          focusCancel
          bare
        />
      }
    >
      <p className="tr-muted tr-dialog-detail">{description}</p>
    </Modal>
  );
}
