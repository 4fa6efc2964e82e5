// The confirmation before a token is revoked.
import { Modal } from '../../components/Modal';
import type { AccessTokenRevoking } from './use-access-tokens-tab';

export function RevokeAccessTokenDialog({ revoking }: { revoking: AccessTokenRevoking }) {
  const { token, cancel, confirm, busy } = revoking;
  if (!token) return null;
  return (
    <Modal
      title="Revoke access token"
      size="small"
      dismissible={!busy}
      onClose={cancel}
      footer={
        <>
          <button type="button" className="btn" onClick={cancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Revoking...' : 'Revoke'}
          </button>
        </>
      }
    >
      <p>
        Revoke <strong>{token.name}</strong>? Scripts using it stop working at once. This cannot be undone.
      </p>
    </Modal>
  );
}
