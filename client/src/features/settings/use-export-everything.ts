// "Export everything" (issue 35 item 1): queues the export, follows it, and when it is done
// fetches the zip into an object URL for the download link. No cache change: nothing is written.
import { useCallback, useEffect, useState } from 'react';
import { fetchExportFile, startExport, type ArchiveJob } from './archive-api';
import { useArchiveJob } from './use-archive-job';

export interface ExportEverything {
  start(): Promise<void>;
  job: ArchiveJob | null;
  /** The zip's object URL once downloaded from the server. */
  fileUrl: string | null;
  error: string | null;
  busy: boolean;
}

export function useExportEverything(): ExportEverything {
  const [started, setStarted] = useState<ArchiveJob | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSettled = useCallback(async (job: ArchiveJob) => {
    if (job.status === 'failed' || !job.download_url) {
      setError(job.error || 'The export failed. Please try again.');
      return;
    }
    try {
      setFileUrl(await fetchExportFile(job.download_url));
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  const job = useArchiveJob(started, (j) => void onSettled(j));
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);
  const start = useCallback(async () => {
    setError(null);
    setFileUrl(null);
    try {
      setStarted(await startExport());
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  const busy = !!job && (job.status === 'queued' || job.status === 'running' || (job.status === 'done' && !fileUrl));
  return { start, job, fileUrl, error: error, busy: busy && !error };
}
