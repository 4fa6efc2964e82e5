// The footer of the form modals: a ghost Cancel beside the one action, both disabled while the
// action runs, the action's label saying so ("Saving...").
interface ModalActionsProps {
  /** The action's label ("Add Trade"), and while `busy` the label saying it runs ("Saving..."). */
  label: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'primary' | 'danger';
  /** A plain button calling this; without it the action submits the enclosing form. */
  onAction?(): void;
  actionDisabled?: boolean;
  onCancel(): void;
  cancelLabel?: string;
  /** Focus Cancel when the modal opens (a destructive action must not be one Enter away). */
  focusCancel?: boolean;
  /** Without the `modal-actions` row (for Modal's own footer slot). */
  bare?: boolean;
}

export function ModalActions({
  label,
  busyLabel,
  busy = false,
  tone = 'primary',
  onAction,
  actionDisabled = false,
  onCancel,
  cancelLabel = 'Cancel',
  focusCancel = false,
  bare = false,
}: ModalActionsProps) {
  const buttons = (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={onCancel}
        disabled={busy}
        data-autofocus={focusCancel ? '' : undefined}
      >
        {cancelLabel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className={`btn btn--${tone}`}
        onClick={onAction}
        disabled={busy || actionDisabled}
      >
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
  return bare ? buttons : <div className="modal-actions">{buttons}</div>;
}
