import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../server/src/db/free-port';
import { ADMIN_URL_ENV, databaseUrl, requireEnv } from './database-names';
import { cloneTemplate, dropDatabase } from './test-database';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

export interface StartedServer {
  baseUrl: string;
  /** The server process (e.g. to SIGKILL it in a crash-recovery test). */
  pid: number;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  databaseUrl: string;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  demo?: boolean;
  /** Extra or overriding environment (e.g. REGISTRATION_OPEN). */
  env?: Record<string, string>;
  /** Skip the template clone: the caller's env decides the database (embedded-mode tests). */
  ownDatabase?: boolean;
  readyTimeoutMs?: number;
  /** Use (and keep) this data dir instead of a fresh temp one (restart tests). */
  dataDir?: string;
}

/** Servers still running when the test process exits are killed (SIGTERM stops their database). */
const liveChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGTERM');
});

async function waitForHealthz(baseUrl: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 20000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Spawns the BUILT server (`node server/dist/main.js`; `npm run build` must have run — the
 * root `pretest` script does it) on a free port against a fresh clone of the test template,
 * with a random JWT_SECRET and DEMO_MODE per `opts.demo`, and waits for /healthz.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<StartedServer> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first`);
  const port = await findFreePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-server-'));
  const database = opts.ownDatabase ? null : await cloneTemplate();
  const dbUrl = database ? databaseUrl(requireEnv(ADMIN_URL_ENV), database) : '';
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DEMO_MODE: opts.demo ? '1' : '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  if (!dbUrl) delete env.DATABASE_URL;
  Object.assign(env, opts.env);
  // Output goes to a file, not a pipe, and the child is unref'd: a test that fails half-way
  // cannot keep jest alive through this process (the exit hook below still kills it).
  const logFile = path.join(dataDir, `server-${port}.log`);
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  child.unref();
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  const printed = () => {
    try {
      return fs.readFileSync(logFile, 'utf8').slice(-20000);
    } catch {
      return '';
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanup = async () => {
    await stopChild(child);
    if (database) await dropDatabase(database);
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthz(baseUrl, child, opts.readyTimeoutMs ?? 90000, printed);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const exited =
    child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { baseUrl, pid: child.pid!, exited, databaseUrl: dbUrl, output: printed, stop: cleanup };
}
