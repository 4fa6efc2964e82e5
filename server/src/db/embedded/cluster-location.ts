import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SYSTEM_DIR } from './postgres-binaries';
import { canAccessAs, type RunAs } from './run-as';

/**
 * Where a root start keeps a cluster whose requested dir the `postgres` user cannot reach: one
 * directory per requested path (a hash of it), so each checkout keeps its own data.
 */
export function relocatedClusterDir(requestedDir: string): string {
  const hash = crypto.createHash('sha256').update(requestedDir).digest('hex').slice(0, 16);
  return path.join(SYSTEM_DIR, 'clusters', hash, path.basename(requestedDir));
}

/**
 * The directory the cluster's files live in. Not root: `requested` (we run postgres ourselves).
 * Root: postgres runs as the `postgres` user and must reach its data dir through every parent.
 * When it can (a checkout under /srv, /opt, /tmp), `requested` as before, its parent made 0755.
 * When it cannot (a 0700 home such as /root, a `mktemp -d` dir) the cluster lives in
 * /var/lib/candlog/clusters/<hash of the requested path>/ — never by widening the permissions
 * of a directory the user chose to keep private.
 */
export async function clusterDirFor(requested: string, runAs: RunAs | null): Promise<string> {
  const parent = path.dirname(requested);
  await fs.mkdir(parent, { recursive: true });
  if (!runAs) return requested;
  const real = path.join(await fs.realpath(parent), path.basename(requested));
  if (canAccessAs(runAs, path.dirname(parent), 'x')) {
    await fs.chmod(parent, 0o755); // our own data dir: postgres needs to pass through it
    return requested;
  }
  const relocated = relocatedClusterDir(real);
  const home = path.dirname(relocated);
  await fs.mkdir(home, { recursive: true, mode: 0o755 });
  await fs.chmod(SYSTEM_DIR, 0o755);
  await fs.chmod(path.dirname(home), 0o755);
  await fs.chmod(home, 0o755);
  // Which checkout this cluster belongs to, for whoever looks in /var/lib/candlog.
  await fs.writeFile(path.join(home, 'origin'), `${real}\n`);
  return relocated;
}
