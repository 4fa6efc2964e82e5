// The stages of the import screen and what the screen concludes from one (apart from the state
// hook, use-import-page.ts, that moves between them).
import type { PreviewProgressFigures } from './ImportProgress';
import { ImportUploadError, type ImportPreviewResult } from './import-upload';
import type { ImportBatchItem } from './use-import-batches';

export type ImportStage =
  | { kind: 'idle' }
  | { kind: 'previewing'; progress: PreviewProgressFigures | null }
  | { kind: 'preview'; preview: ImportPreviewResult }
  | { kind: 'refused'; message: string }
  | { kind: 'starting'; preview: ImportPreviewResult }
  | { kind: 'running'; batchId: string }
  | { kind: 'settled'; batch: ImportBatchItem };

/** The file's text through FileReader (Blob.text() is missing in some engines). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file.slice(0, 64 * 1024));
  });
}

export const failureText = (e: unknown) =>
  e instanceof ImportUploadError ? e.message : 'The upload failed. Please try again.';

/** What the preview of a stage allows: the Start button's and the notices' inputs. */
export function previewVerdict(stage: ImportStage) {
  const preview = stage.kind === 'preview' || stage.kind === 'starting' ? stage.preview : null;
  return {
    preview,
    blockingErrors: preview?.errors.length ?? 0,
    nothingToImport: preview !== null && preview.executions === 0,
    // Every execution is already in the account: starting would add nothing.
    allDuplicates: preview !== null && preview.executions > 0 && preview.duplicates === preview.executions,
  };
}
