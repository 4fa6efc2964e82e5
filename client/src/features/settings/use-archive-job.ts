// Follows one export or restore job until it is done or failed (polled: a job of a big journal
// takes seconds to minutes); answers the latest state.
import { useEffect, useState } from 'react';
import { readJob, type ArchiveJob } from './archive-api';

const POLL_MS = 800;

export function useArchiveJob(started: ArchiveJob | null, onSettled?: (job: ArchiveJob) => void): ArchiveJob | null {
  const [latest, setLatest] = useState<ArchiveJob | null>(null);
  useEffect(() => {
    if (!started) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const job = await readJob(started.kind, started.id);
        if (stopped) return;
        setLatest(job);
        if (job.status === 'done' || job.status === 'failed') {
          onSettled?.(job);
          return;
        }
      } catch {
        // A dropped request is tried again at the next tick.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // onSettled is read when the job settles; following restarts only for another job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);
  // The job as started until the first poll answers (another job never shows the previous one's state).
  return latest && started && latest.id === started.id ? latest : started;
}
