// Delete a missed trade after a confirmation (Cancel focused: a delete is never one Enter away).
import type { MissedTradeRow_MissedTradeFragment } from '../../__generated__/graphql';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { useNotify } from '../../components/Notifications';
import { useDeleteMissedTrade } from './use-missed-trade-mutations';

interface Props {
  missedTrade: MissedTradeRow_MissedTradeFragment;
  description: string;
  onClose(): void;
}

export function DeleteMissedTradeDialog({ missedTrade, description, onClose }: Props) {
  const notify = useNotify();
  const [remove, { loading }] = useDeleteMissedTrade();
  const confirm = async () => {
    try {
      await remove(missedTrade.id);
      notify('Missed trade deleted', 'success');
      onClose();
    } catch {
      notify('Failed to delete the missed trade. Please try again.', 'error');
    }
  };
  return (
    <Modal
      title="Delete missed trade"
      size="small"
      onClose={onClose}
      dismissible={!loading}
      description="Are you sure you want to delete this missed trade?"
      footer={
        <ModalActions
          label="Delete"
          busyLabel="Deleting..."
          busy={loading}
          tone="danger"
          onAction={confirm}
          onCancel={onClose}
          focusCancel
          bare
        />
      }
    >
      <p className="mt-muted">{description}</p>
    </Modal>
  );
}
