// "Restore from archive" (issue 35 item 2): uploads the zip, follows the job, and when the data
// is in, resets the Apollo store — every account, trade and figure is new, so every query asks
// again (the one place a whole reset is the right cache update).
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { startRestore, type ArchiveJob } from './archive-api';
import { useArchiveJob } from './use-archive-job';

export interface RestoreArchive {
  restore(file: File): Promise<void>;
  job: ArchiveJob | null;
  error: string | null;
  done: boolean;
}

export function useRestoreArchive(): RestoreArchive {
  const client = useApolloClient();
  const [started, setStarted] = useState<ArchiveJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const job = useArchiveJob(started, (settled) => {
    if (settled.status === 'failed') {
      setError(settled.error || 'The archive could not be restored.');
      return;
    }
    setDone(true);
    void client.resetStore();
  });
  const restore = useCallback(async (file: File) => {
    setError(null);
    setDone(false);
    try {
      setStarted(await startRestore(file));
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  return { restore, job, error, done };
}
