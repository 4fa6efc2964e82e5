// /import: pick or drop a broker file, choose the account and the file's time zone, read the dry
// run (format, warnings, first round trips) before anything is written, start, watch the batch's
// progress, read its summary; below, every import with Undo. The app shell hands in the current
// account and the user's zone (a feature does not reach into another feature). The screen's
// state is use-import-page.ts; this file lays its steps out.
import { ColumnMappingEditor } from './ColumnMappingEditor';
import { ImportHistory } from './ImportHistory';
import { ImportOptions } from './ImportOptions';
import { ImportPreviewStep } from './ImportPreviewStep';
import { ImportProgress, PreviewProgress } from './ImportProgress';
import { ImportSummaryPanel } from './ImportSummaryPanel';
import { useImportPage } from './use-import-page';
import './imports.css';

export interface ImportPageProps {
  currentAccountId: string | null;
  userTimeZone: string;
  /** How often a running batch is asked for its progress. */
  pollIntervalMs?: number;
}

export default function ImportPage({ currentAccountId, userTimeZone, pollIntervalMs = 700 }: ImportPageProps) {
  const page = useImportPage(currentAccountId, userTimeZone, pollIntervalMs);
  const { stage, file, mapping, head, busy, preview } = page;

  return (
    <section className="im-page" aria-labelledby="import-title">
      <header>
        <h1 id="import-title" className="im-title">
          Import
        </h1>
        <p className="im-muted im-subtitle">
          Broker files become executions and the trades built from them. You see a preview first; nothing is written
          until you start.
        </p>
      </header>

      <ImportOptions page={page} userTimeZone={userTimeZone} />

      {stage.kind === 'previewing' && <PreviewProgress progress={stage.progress} />}
      {stage.kind === 'refused' && (
        <p className="form-error im-refused" role="alert">
          {stage.message}
        </p>
      )}
      {/* Offered after a refusal, and beside a preview too: a detected format can still be the wrong reading. */}
      {(stage.kind === 'refused' || stage.kind === 'preview') && !mapping && file && (
        <div className="im-actions">
          <button type="button" className="btn" onClick={() => void page.mapColumns()}>
            Map the columns yourself (generic CSV)
          </button>
        </div>
      )}
      {mapping && head && !busy && stage.kind !== 'settled' && (
        <ColumnMappingEditor
          head={head}
          mapping={mapping}
          onChange={page.changeMapping}
          onCancel={() => page.changeMapping(null)}
          templates={page.templates}
          appliedTemplate={page.appliedTemplate}
          onPickTemplate={page.pickTemplate}
          onSaveTemplate={page.saveMappingTemplate}
        />
      )}

      {preview && <ImportPreviewStep page={page} preview={preview} />}

      {/* A finished batch keeps its full bar above the summary: a small file can finish before the first poll. */}
      {stage.kind === 'running' && <ImportProgress batch={page.batch} fileName={file?.name ?? ''} />}
      {stage.kind === 'settled' && stage.batch.status === 'done' && (
        <ImportProgress batch={stage.batch} fileName={stage.batch.fileName} />
      )}
      {stage.kind === 'settled' && (
        <ImportSummaryPanel
          batch={stage.batch}
          onAnother={page.reset}
          onRetry={stage.batch.retryable && !page.retrying ? () => void page.onRetry(stage.batch.id) : undefined}
        />
      )}

      <ImportHistory accountNames={page.accountNames} timeZone={userTimeZone} />
    </section>
  );
}
