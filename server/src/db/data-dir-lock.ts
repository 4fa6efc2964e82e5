import fs from 'node:fs/promises';
import path from 'node:path';

/** Who holds a data directory: a serving Candlog or a command (db:migrate, user:create). */
export interface LockOwner {
  pid: number;
  role: 'server' | 'command';
  /** The HTTP port of a server. */
  port?: number;
  /** Set once the embedded cluster is up: a command may then use the server's database. */
  dbPort?: number;
  clusterDir?: string;
}

export interface HeldLock {
  /** Records what other processes may use (the running cluster's port). */
  update(extra: Partial<LockOwner>): Promise<void>;
  release(): Promise<void>;
}

const LOCK_FILE = 'candlog.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live pid that is a Node process (a reused pid after a crash is not an owner). */
async function isCandlogProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('node');
  } catch {
    return process.platform !== 'linux';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await fs.readFile(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * One Candlog process per data directory: `<dataDir>/candlog.lock`, created exclusively (so of
 * two simultaneous starts one wins), naming its pid. A lock whose process is gone (SIGKILL,
 * a crash) is stale and taken over. Returns the lock, or the live owner when someone holds it.
 */
export async function acquireDataDirLock(
  dataDir: string,
  owner: LockOwner,
): Promise<{ lock: HeldLock } | { heldBy: LockOwner }> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await fs.writeFile(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 });
      let current = owner;
      return {
        lock: {
          update: async (extra) => {
            current = { ...current, ...extra };
            await fs.writeFile(file, JSON.stringify(current));
          },
          release: async () => {
            if ((await readOwner(file))?.pid === owner.pid) await fs.rm(file, { force: true });
          },
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readOwner(file);
    if (holder && holder.pid !== process.pid && (await isCandlogProcess(holder.pid))) return { heldBy: holder };
    // Stale (or being written this very moment: then the next attempt reads it whole).
    if (holder || attempt > 0) await fs.rm(file, { force: true });
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`could not lock ${file}: remove it if no Candlog is running`);
}
