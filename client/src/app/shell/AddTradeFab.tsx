import { useTradeModal } from '../../components/trade-modal-context';

/** The floating add-trade button; hidden while the trade modal shows (the shell hides it during setup). */
export function AddTradeFab() {
  const { openTradeModal, isOpen } = useTradeModal();
  if (isOpen) return null;
  return (
    <button
      type="button"
      className="fab"
      aria-label="Add New Trade"
      title="Add New Trade"
      onClick={() => openTradeModal()}
    >
      <span aria-hidden="true">+</span>
      <span className="fab__tooltip" role="tooltip">
        Add New Trade
      </span>
    </button>
  );
}
