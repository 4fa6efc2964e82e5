// Spec "Forgot-password dialog": the same success message whatever the server says, so the
// dialog never reveals whether an address has an account.
import { useState, type FormEvent } from 'react';
import { RequestPasswordResetDocument } from '../../__generated__/graphql';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { graphqlRequest } from '../../session/graphql-request';

export const RESET_SENT_MESSAGE = 'If the email exists, a password reset link has been sent. Please check your email.';

export function ForgotPasswordDialog({ onClose, initialEmail = '' }: { onClose(): void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A submit bubbles through React's tree, portals included: it must not reach a form around us.
    event.stopPropagation();
    setSending(true);
    try {
      await graphqlRequest(RequestPasswordResetDocument, { email: email.trim() });
    } catch {
      // Spec section 8: a failed reset request is ignored; the same message shows.
    }
    setSending(false);
    setSent(true);
  };

  return (
    <Modal title="Reset Password" onClose={onClose} size="small" dismissible={!sending}>
      {sent ? (
        <>
          <p role="status" className="form-success">
            {RESET_SENT_MESSAGE}
          </p>
          <div className="modal-actions">
            <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <p className="field__hint">Enter your account email and we will send you a link to choose a new password.</p>
          <div className="field">
            <label className="field__label" htmlFor="reset-email">
              Email
            </label>
            <input
              id="reset-email"
              className="input"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-autofocus
            />
          </div>
          <ModalActions label="Send Reset Link" busyLabel="Sending..." busy={sending} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
