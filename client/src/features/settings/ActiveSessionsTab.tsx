// Active Sessions: every browser or device signed in to this account, with when it was last
// seen (in the profile's time zone). Any other one can be signed out, or all of them at once; its
// next request is refused and that browser returns to the login page.
import { useContext, useState } from 'react';
import type { ActiveSessions_SessionFragment } from '../../__generated__/graphql';
import { useActiveSessionsQuery } from '../../__generated__/hooks';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../lib/format';
import { SessionContext } from '../../session/session-context';
import { useRevokeOtherSessions } from './use-revoke-other-sessions';
import { useRevokeSession } from './use-revoke-session';

type Pending = { kind: 'one'; session: ActiveSessions_SessionFragment } | { kind: 'others' } | null;

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function ActiveSessionsTab() {
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const result = useActiveSessionsQuery({ fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useRevokeSession();
  const [revokeOthers, { loading: revokingOthers }] = useRevokeOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = revoking || revokingOthers;

  const onConfirm = async () => {
    if (!pending) return;
    setProblem(null);
    try {
      if (pending.kind === 'one') await revoke(pending.session.id);
      else await revokeOthers();
    } catch (e) {
      setProblem(errorText(e, 'Failed to sign the session out'));
    }
    setPending(null);
  };

  const sessions = result.dataState === 'complete' ? result.data.sessions : undefined;
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Active Sessions</h2>
      <p className="st-muted">
        Browsers and devices signed in to your account. Signing one out ends it at once: its next request returns it to
        the login page.
      </p>
      {problem && (
        <p role="alert" className="form-error st-message">
          {problem}
        </p>
      )}
      {result.error && !sessions ? (
        <p role="alert" className="form-error">
          Sessions could not be loaded.
        </p>
      ) : !sessions ? (
        <p className="st-muted">Loading sessions…</p>
      ) : (
        <ul className="st-rules" aria-label="Your sessions">
          {sessions.map((s) => (
            <li key={s.id} className="st-rule st-account">
              <div className="st-rule__text">
                <strong>{s.device}</strong> {s.current && <span className="badge">This device</span>}
                <div className="st-muted num">
                  Signed in {formatDateTime(s.createdAt, timeZone)} · Last seen {formatDateTime(s.lastSeenAt, timeZone)}
                </div>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn--danger"
                  aria-label={`Sign out ${s.device}, last seen ${formatDateTime(s.lastSeenAt, timeZone)}`}
                  onClick={() => setPending({ kind: 'one', session: s })}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="st-actions">
        <button
          type="button"
          className="btn"
          disabled={others === 0 || busy}
          onClick={() => setPending({ kind: 'others' })}
        >
          Sign out everywhere else
        </button>
      </div>
      {pending && (
        <Modal
          title={pending.kind === 'one' ? 'Sign out session' : 'Sign out everywhere else'}
          size="small"
          dismissible={!busy}
          onClose={() => setPending(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setPending(null)} disabled={busy}>
                Cancel
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void onConfirm()} disabled={busy}>
                {busy ? 'Signing out...' : 'Sign out'}
              </button>
            </>
          }
        >
          <p>
            {pending.kind === 'one' ? (
              <>
                Sign out <strong>{pending.session.device}</strong>? It will have to log in again.
              </>
            ) : (
              <>Sign out every other browser and device ({others})? Only this one stays signed in.</>
            )}
          </p>
        </Modal>
      )}
    </div>
  );
}
