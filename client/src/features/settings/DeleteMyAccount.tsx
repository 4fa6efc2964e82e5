// Settings → Security → "Delete my account" (issue 35 item 3): a last CSV export first, then the
// password; the server deletes everything and signs every session out. The demo user cannot.
import { useId, useState } from 'react';
import { useSettingsViewerQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { downloadLastExport } from './last-export';
import { useDeleteMe } from './use-delete-me';

const PASSWORD_REQUIRED = 'Password is required';

function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || 'Failed to delete your account. Please check your password.';
}

export function DeleteMyAccount() {
  const id = useId();
  const notify = useNotify();
  const { data } = useSettingsViewerQuery();
  const isDemo = data?.me?.isDemo ?? false;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [exported, setExported] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [deleteMe, { loading }] = useDeleteMe();

  const onExport = async () => {
    setExported('saving');
    const problem = await downloadLastExport();
    setExported(problem ? 'idle' : 'saved');
    if (problem) setError(problem);
  };

  const onDelete = async () => {
    if (!password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setError(null);
    try {
      await deleteMe(password);
      notify('Your account and all its data were deleted', 'success');
    } catch (e) {
      setError(failureText(e));
    }
  };

  return (
    <section className="st-danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="st-panel__title">
        Delete my account
      </h2>
      <p className="st-muted">
        Deletes your user and everything in it — trading accounts, trades, cash flows, imports, notes and files — for
        good, and signs you out everywhere. A confirmation mail follows.
      </p>
      {isDemo ? (
        <p className="st-muted" role="note">
          The demo user cannot be deleted.
        </p>
      ) : !open ? (
        <div className="st-actions">
          <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
            Delete my account
          </button>
        </div>
      ) : (
        <form
          className="st-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onDelete();
          }}
        >
          <div className="st-danger__export">
            <p>Download a last export of all your trades first (CSV).</p>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={exported === 'saving'}
              onClick={() => void onExport()}
            >
              {exported === 'saving'
                ? 'Exporting...'
                : exported === 'saved'
                  ? 'Export downloaded'
                  : 'Download CSV export'}
            </button>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              className="input"
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="form-error st-message">
              {error}
            </p>
          )}
          <div className="st-actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={loading}>
              Cancel
            </button>
            <button type="submit" className="btn btn--danger" disabled={loading}>
              {loading ? 'Deleting...' : 'Delete my account forever'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
