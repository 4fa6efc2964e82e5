import fs from 'node:fs/promises';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A run that was killed (SIGKILL, a crashed terminal) leaves either an orphaned postgres still
 * holding the data directory or a postmaster.pid naming a dead process. Either would stop the
 * next start, so: ask a live orphan to shut down (fast, then immediate), and remove a stale
 * pid file.
 */
export async function recoverStalePostmaster(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await isPostgresProcess(pid))) {
    log(`embedded PostgreSQL from an earlier run (pid ${pid}) is still running; stopping it`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15000))) {
      process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 5000);
    }
  }
  if (!Number.isInteger(pid) || !isAlive(pid)) {
    await fs.rm(pidFile, { force: true });
  }
}
