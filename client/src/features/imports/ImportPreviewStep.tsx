// The dry run's answer and what may follow: the preview, why it cannot start (unreadable rows,
// nothing to import, all duplicates), Start and Cancel.
import { ImportPreviewPanel } from './ImportPreviewPanel';
import type { ImportPreviewResult } from './import-upload';
import type { ImportPageState } from './use-import-page';

export function ImportPreviewStep({ page, preview }: { page: ImportPageState; preview: ImportPreviewResult }) {
  const { account, blockingErrors, nothingToImport, allDuplicates } = page;
  const starting = page.stage.kind === 'starting';
  return (
    <>
      <ImportPreviewPanel
        preview={preview}
        timeZone={page.timezone}
        currency={account?.currency ?? 'USD'}
        accountName={account?.name ?? 'the chosen account'}
      />
      {blockingErrors > 0 && (
        <p className="form-error" role="alert">
          {blockingErrors} {blockingErrors === 1 ? 'row' : 'rows'} cannot be read: the import is all or nothing, so fix
          the file first.
        </p>
      )}
      {nothingToImport && blockingErrors === 0 && (
        <p className="im-muted" role="status">
          This file holds no trades to import.
        </p>
      )}
      {allDuplicates && blockingErrors === 0 && (
        <p className="im-muted" role="status">
          Every execution in this file is already imported: starting adds nothing.
        </p>
      )}
      <div className="im-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={page.onStart}
          disabled={starting || blockingErrors > 0 || nothingToImport}
        >
          {starting ? 'Starting...' : `Start import into ${account?.name ?? 'the account'}`}
        </button>
        <button type="button" className="btn btn--ghost" onClick={page.reset} disabled={starting}>
          Cancel
        </button>
      </div>
    </>
  );
}
