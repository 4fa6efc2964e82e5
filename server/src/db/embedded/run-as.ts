import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';

/** The unprivileged user the embedded PostgreSQL runs as when Candlog is started as root. */
export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const SYSTEM_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | null {
  try {
    return Number.parseInt(
      execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      10,
    );
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. Started as root, Candlog runs it as the `postgres` system
 * user, created (no login shell, no home) when missing. Null when not root: it runs as us.
 */
export function postgresRunAs(): RunAs | null {
  if (os.userInfo().uid !== 0) return null;
  if (idOf('-u') === null) {
    const common = ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER];
    try {
      execFileSync('useradd', ['--user-group', ...common], { stdio: 'ignore' });
    } catch {
      try {
        execFileSync('useradd', ['--gid', SYSTEM_USER, ...common], { stdio: 'ignore' }); // the group already exists
      } catch {
        throw new Error(
          `running as root, the embedded PostgreSQL needs a "${SYSTEM_USER}" system user and creating it failed: create it (useradd --system ${SYSTEM_USER}), run as another user, or set DATABASE_URL`,
        );
      }
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === null || gid === null)
    throw new Error(`the "${SYSTEM_USER}" system user has no uid/gid: check /etc/passwd, or set DATABASE_URL`);
  return { uid, gid, name: SYSTEM_USER };
}

/**
 * Whether `runAs` can reach `target` (`x`: traverse/execute, `w`: write). Asked of the OS itself
 * (a `test` run as that user), so ACLs, groups and every parent directory count.
 */
export function canAccessAs(runAs: RunAs, target: string, mode: 'x' | 'w'): boolean {
  const result = spawnSync('test', [`-${mode}`, target], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
  return result.status === 0;
}
