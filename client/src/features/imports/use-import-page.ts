// The import screen's state: the chosen file, account, zone and column mapping, the stage the
// import is at (idle, previewing, preview, refused, starting, running, settled) and what each
// choice does (a new dry run, start, retry, reset), apart from how ImportPage draws them.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useImportAccountsQuery } from '../../__generated__/hooks';
import { guessMapping, mappingComplete, readCsvHead, type ColumnMapping, type CsvHead } from './column-mapping';
import { previewImportFile, startImportFile } from './import-upload';
import { failureText, previewVerdict, readFileText, type ImportStage } from './import-stage';
import { useBatchProgress, useRefetchHistory, useRetryImport, type ImportBatchItem } from './use-import-batches';
import { mappingOfTemplate, templateForHeader, type MappingTemplate } from './mapping-templates';
import { useMappingTemplates } from './use-mapping-templates';

export function useImportPage(currentAccountId: string | null, userTimeZone: string, pollIntervalMs: number) {
  const { data: accountsData, dataState, loading: accountsLoading } = useImportAccountsQuery();
  const accounts = useMemo(() => (dataState === 'complete' ? accountsData.accounts : []), [accountsData, dataState]);
  const [file, setFile] = useState<File | null>(null);
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [timezone, setTimezone] = useState(userTimeZone);
  const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
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

  const { preview, blockingErrors, nothingToImport, allDuplicates } = previewVerdict(stage);
  const accountNames = useMemo(() => new Map(accounts.map((a) => [a.id, a.name])), [accounts]);

  return {
    accounts,
    accountsLoading,
    accountId,
    account,
    accountNames,
    file,
    timezone,
    stage,
    busy,
    batch,
    mapping,
    head,
    templates,
    appliedTemplate,
    preview,
    blockingErrors,
    nothingToImport,
    allDuplicates,
    retrying,
    chooseFile,
    chooseAccount,
    chooseTimezone,
    changeMapping,
    mapColumns,
    pickTemplate: (template: MappingTemplate) => {
      if (head) applyTemplate(template, head, inputs);
    },
    saveMappingTemplate: async (name: string) => {
      if (!head || !mapping) return;
      await saveTemplate(name, head.header, mapping);
      setAppliedTemplate(name);
    },
    onStart,
    onRetry,
    reset,
  };
}

export type ImportPageState = ReturnType<typeof useImportPage>;
