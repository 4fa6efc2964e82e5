// /import: pick or drop a broker file, choose the account and the file's time zone, read the dry
// run (format, warnings, first round trips) before anything is written, start, watch the batch's
// progress, read its summary; below, every import with Undo. The app shell hands in the current
// account and the user's zone (a feature does not reach into another feature).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useImportAccountsQuery } from '../../__generated__/hooks';
import { ColumnMappingEditor } from './ColumnMappingEditor';
import { guessMapping, mappingComplete, readCsvHead, type ColumnMapping, type CsvHead } from './column-mapping';
import { FileDropZone } from './FileDropZone';
import { ImportHistory } from './ImportHistory';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { ImportProgress, PreviewProgress, type PreviewProgressFigures } from './ImportProgress';
import { ImportSummaryPanel } from './ImportSummaryPanel';
import { ImportUploadError, previewImportFile, startImportFile, type ImportPreviewResult } from './import-upload';
import { useBatchProgress, useRefetchHistory, useRetryImport, type ImportBatchItem } from './use-import-batches';
import { timeZoneChoices } from './time-zones';
import { mappingOfTemplate, templateForHeader, type MappingTemplate } from './mapping-templates';
import { useMappingTemplates } from './use-mapping-templates';
import './imports.css';

type Stage =
  | { kind: 'idle' }
  | { kind: 'previewing'; progress: PreviewProgressFigures | null }
  | { kind: 'preview'; preview: ImportPreviewResult }
  | { kind: 'refused'; message: string }
  | { kind: 'starting'; preview: ImportPreviewResult }
  | { kind: 'running'; batchId: string }
  | { kind: 'settled'; batch: ImportBatchItem };

export interface ImportPageProps {
  currentAccountId: string | null;
  userTimeZone: string;
  /** How often a running batch is asked for its progress. */
  pollIntervalMs?: number;
}

/** The file's text through FileReader (Blob.text() is missing in some engines). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file.slice(0, 64 * 1024));
  });
}

const failureText = (e: unknown) =>
  e instanceof ImportUploadError ? e.message : 'The upload failed. Please try again.';

export default function ImportPage({ currentAccountId, userTimeZone, pollIntervalMs = 700 }: ImportPageProps) {
  const { data: accountsData, dataState, loading: accountsLoading } = useImportAccountsQuery();
  const accounts = useMemo(() => (dataState === 'complete' ? accountsData.accounts : []), [accountsData, dataState]);
  const [file, setFile] = useState<File | null>(null);
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [timezone, setTimezone] = useState(userTimeZone);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  // Set only for a generic CSV the user maps by hand (format=generic); null = detect the format.
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [head, setHead] = useState<CsvHead | null>(null);
  // The saved template in use (applied because the file's header is its header, or picked).
  const [appliedTemplate, setAppliedTemplate] = useState<string | null>(null);
  const { templates, save: saveTemplate } = useMappingTemplates();
  const request = useRef(0);
  const pickedFile = useRef<File | null>(null);
  const refetchHistory = useRefetchHistory();

  const accountId =
    chosenAccount ?? (accounts.some((a) => a.id === currentAccountId) ? currentAccountId : (accounts[0]?.id ?? null));
  const account = accounts.find((a) => a.id === accountId);
  const busy = stage.kind === 'starting' || stage.kind === 'running';

  // The dry run follows the inputs: every change of file, account, zone or mapping previews again
  // (from the handler that made it, not an effect); the latest answer wins.
  const runPreview = (next: {
    file: File | null;
    accountId: string | null;
    timezone: string;
    mapping: ColumnMapping | null;
  }) => {
    const mine = ++request.current;
    if (!next.file || !next.accountId) return setStage({ kind: 'idle' });
    if (next.mapping && !mappingComplete(next.mapping)) {
      return setStage({ kind: 'refused', message: 'Choose a column for each required field to see the preview.' });
    }
    setStage({ kind: 'previewing', progress: null });
    previewImportFile(
      { file: next.file, accountId: next.accountId, timezone: next.timezone, mapping: next.mapping },
      (p) =>
        mine === request.current &&
        setStage({
          kind: 'previewing',
          progress: { phase: p.phase, rowsTotal: p.rows_total, rowsRead: p.rows_read, rowsMatched: p.rows_matched },
        }),
    )
      .then((preview) => mine === request.current && setStage({ kind: 'preview', preview }))
      .catch((e) => mine === request.current && setStage({ kind: 'refused', message: failureText(e) }));
  };
  const inputs = { file, accountId, timezone, mapping };

  const applyTemplate = (template: MappingTemplate, firstRows: CsvHead, next: typeof inputs) => {
    const templateMapping = mappingOfTemplate(template);
    setHead(firstRows);
    setMapping(templateMapping);
    setAppliedTemplate(template.name);
    runPreview({ ...next, mapping: templateMapping });
  };

  // A file whose header is a saved template's header gets that mapping at once (format=generic);
  // any other file is detected by the server.
  const chooseFile = (picked: File) => {
    setMapping(null);
    setHead(null);
    setAppliedTemplate(null);
    setFile(picked);
    pickedFile.current = picked;
    const next = { ...inputs, file: picked, mapping: null };
    if (!templates.length) return runPreview(next);
    readFileText(picked)
      .then((text) => {
        if (pickedFile.current !== picked) return;
        const firstRows = readCsvHead(text);
        const template = templateForHeader(templates, firstRows.header);
        if (template) applyTemplate(template, firstRows, next);
        else runPreview(next);
      })
      .catch(() => runPreview(next));
  };
  const chooseAccount = (id: string) => {
    setChosenAccount(id);
    runPreview({ ...inputs, accountId: id });
  };
  const chooseTimezone = (zone: string) => {
    setTimezone(zone);
    runPreview({ ...inputs, timezone: zone });
  };
  const changeMapping = (next: ColumnMapping | null) => {
    setMapping(next);
    if (!next) {
      setHead(null);
      setAppliedTemplate(null);
    }
    runPreview({ ...inputs, mapping: next });
  };

  const mapColumns = async () => {
    if (!file) return;
    const firstRows = readCsvHead(await readFileText(file));
    setHead(firstRows);
    changeMapping(guessMapping(firstRows.header));
  };

  const batch = useBatchProgress(
    stage.kind === 'running' ? stage.batchId : null,
    pollIntervalMs,
    useCallback((settled: ImportBatchItem) => {
      setStage({ kind: 'settled', batch: settled });
    }, []),
  );

  const onStart = async () => {
    if (stage.kind !== 'preview' || !file || !accountId) return;
    setStage({ kind: 'starting', preview: stage.preview });
    try {
      const queued = await startImportFile({ file, accountId, timezone, mapping });
      setStage({ kind: 'running', batchId: queued.id });
      refetchHistory();
    } catch (e) {
      setStage({ kind: 'refused', message: failureText(e) });
    }
  };

  const [retry, { loading: retrying }] = useRetryImport();
  const onRetry = async (batchId: string) => {
    try {
      const queued = await retry(batchId);
      if (queued) setStage({ kind: 'running', batchId: queued.id });
    } catch (e) {
      setStage({ kind: 'refused', message: `Could not retry the import: ${(e as Error).message}` });
    }
  };

  const reset = () => {
    request.current++;
    pickedFile.current = null;
    setAppliedTemplate(null);
    setFile(null);
    setMapping(null);
    setHead(null);
    setStage({ kind: 'idle' });
  };

  const preview = stage.kind === 'preview' || stage.kind === 'starting' ? stage.preview : null;
  const blockingErrors = preview?.errors.length ?? 0;
  const nothingToImport = preview !== null && preview.executions === 0;
  // Every execution is already in the account: starting would add nothing.
  const allDuplicates = preview !== null && preview.executions > 0 && preview.duplicates === preview.executions;
  const accountNames = useMemo(() => new Map(accounts.map((a) => [a.id, a.name])), [accounts]);

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

      <section className="im-card im-setup" aria-label="File and options">
        <FileDropZone file={file} disabled={busy || !accountId} onFile={chooseFile} />
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
              onChange={(e) => chooseAccount(e.target.value)}
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
              value={timezone}
              disabled={busy}
              onChange={(e) => chooseTimezone(e.target.value)}
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

      {stage.kind === 'previewing' && <PreviewProgress progress={stage.progress} />}
      {stage.kind === 'refused' && (
        <p className="form-error im-refused" role="alert">
          {stage.message}
        </p>
      )}
      {/* Offered after a refusal, and beside a preview too: a detected format can still be the wrong reading. */}
      {(stage.kind === 'refused' || stage.kind === 'preview') && !mapping && file && (
        <div className="im-actions">
          <button type="button" className="btn" onClick={() => void mapColumns()}>
            Map the columns yourself (generic CSV)
          </button>
        </div>
      )}
      {mapping && head && !busy && stage.kind !== 'settled' && (
        <ColumnMappingEditor
          head={head}
          mapping={mapping}
          onChange={changeMapping}
          onCancel={() => changeMapping(null)}
          templates={templates}
          appliedTemplate={appliedTemplate}
          onPickTemplate={(template) => applyTemplate(template, head, inputs)}
          onSaveTemplate={async (name) => {
            await saveTemplate(name, head.header, mapping);
            setAppliedTemplate(name);
          }}
        />
      )}

      {preview && (
        <>
          <ImportPreviewPanel
            preview={preview}
            timeZone={timezone}
            currency={account?.currency ?? 'USD'}
            accountName={account?.name ?? 'the chosen account'}
          />
          {blockingErrors > 0 && (
            <p className="form-error" role="alert">
              {blockingErrors} {blockingErrors === 1 ? 'row' : 'rows'} cannot be read: the import is all or nothing, so
              fix the file first.
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
              onClick={onStart}
              disabled={stage.kind === 'starting' || blockingErrors > 0 || nothingToImport}
            >
              {stage.kind === 'starting' ? 'Starting...' : `Start import into ${account?.name ?? 'the account'}`}
            </button>
            <button type="button" className="btn btn--ghost" onClick={reset} disabled={stage.kind === 'starting'}>
              Cancel
            </button>
          </div>
        </>
      )}

      {/* A finished batch keeps its full bar above the summary: a small file can finish before the first poll. */}
      {stage.kind === 'running' && <ImportProgress batch={batch} fileName={file?.name ?? ''} />}
      {stage.kind === 'settled' && stage.batch.status === 'done' && (
        <ImportProgress batch={stage.batch} fileName={stage.batch.fileName} />
      )}
      {stage.kind === 'settled' && (
        <ImportSummaryPanel
          batch={stage.batch}
          onAnother={reset}
          onRetry={stage.batch.retryable && !retrying ? () => void onRetry(stage.batch.id) : undefined}
        />
      )}

      <ImportHistory accountNames={accountNames} timeZone={userTimeZone} />
    </section>
  );
}
