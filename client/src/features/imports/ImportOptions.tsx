// The import screen's "File and options" card: the file, the account it goes to and the time zone
// of the file's times.
import { FileDropZone } from './FileDropZone';
import { timeZoneChoices } from './time-zones';
import type { ImportPageState } from './use-import-page';

export function ImportOptions({ page, userTimeZone }: { page: ImportPageState; userTimeZone: string }) {
  const { accounts, accountsLoading, accountId, busy } = page;
  return (
    <section className="im-card im-setup" aria-label="File and options">
      <FileDropZone file={page.file} disabled={busy || !accountId} onFile={page.chooseFile} />
      <div className="im-options">
        <div className="field">
          <label className="field__label" htmlFor="im-account">
            Account
          </label>
          <select
            id="im-account"
            className="select"
            value={accountId ?? ''}
            disabled={busy || accountsLoading}
            onChange={(e) => page.chooseAccount(e.target.value)}
          >
            {accounts.length === 0 && (
              <option value="">{accountsLoading ? 'Loading…' : 'No trading accounts found'}</option>
            )}
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.currency})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="im-timezone">
            Time zone of the file
          </label>
          <select
            id="im-timezone"
            className="select"
            value={page.timezone}
            disabled={busy}
            onChange={(e) => page.chooseTimezone(e.target.value)}
          >
            {timeZoneChoices(userTimeZone).map((z) => (
              <option key={z} value={z}>
                {z === userTimeZone ? `${z} (yours)` : z}
              </option>
            ))}
          </select>
          <span className="field__hint">For times the file gives without a zone.</span>
        </div>
      </div>
      {!accountsLoading && accounts.length === 0 && (
        <p className="im-error" role="alert">
          Create a trading account first: imports go into an account.
        </p>
      )}
    </section>
  );
}
