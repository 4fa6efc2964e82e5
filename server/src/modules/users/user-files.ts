import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a user's files live under the data directory: `<DATA_DIR>/<area>/<user id>/` (attachments,
 * exports, …: one folder per area, one sub-folder per user). Deleting a user sweeps every such
 * folder, so an area added later is swept without a change here (docs/security.md "Leaving").
 * The data directory's own parts are never areas.
 */
const NOT_USER_AREAS = new Set(['pg', 'outbox', 'statement-keys']);

export async function userFileDirs(dataDir: string, userId: string): Promise<string[]> {
  let areas: string[];
  try {
    areas = (await fs.readdir(dataDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && !NOT_USER_AREAS.has(e.name))
      .map((e) => e.name);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const area of areas) {
    const dir = path.join(dataDir, area, userId);
    if (
      await fs
        .stat(dir)
        .then((s) => s.isDirectory())
        .catch(() => false)
    )
      found.push(dir);
  }
  return found;
}

/** Removes the user's folders; returns the ones removed. */
export async function sweepUserFiles(dataDir: string, userId: string): Promise<string[]> {
  const dirs = await userFileDirs(dataDir, userId);
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  return dirs;
}
