import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries';
import type { RunAs } from './run-as';

/** Messages in English whatever the machine's language: start-up waits for one of them. */
const ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60000;

function ids(runAs: RunAs | null) {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}

/** The last lines PostgreSQL printed, as one line: what a person needs to see when it fails. */
function lastLines(output: string): string {
  return output
    .trim()
    .split('\n')
    .slice(-3)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' | ');
}

/** initdb with a password for `user` (scram), UTF-8; the data dir is created for `runAs`. */
export async function initCluster(
  bin: PostgresBinaries,
  dataDir: string,
  user: string,
  password: string,
  runAs: RunAs | null,
): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dataDir, runAs.uid, runAs.gid);
  // The password file must be readable by initdb's user; it lives a moment in a fresh 0700 dir.
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'candlog-initdb-'));
  const pwFile = path.join(tempDir, 'pw');
  try {
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs) await fs.chown(tempDir, runAs.uid, runAs.gid).then(() => fs.chown(pwFile, runAs.uid, runAs.gid));
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${user}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ];
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const child = spawn(bin.initdb, args, { ...ids(runAs), env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.once('error', (error) => reject(new Error(`initdb could not run (${error.message})`)));
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed: ${lastLines(output)}`)),
      );
    });
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}

export interface ClusterProcess {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `postgres` on 127.0.0.1:`port` (TCP only, no unix socket, so nothing collides with a
 * system PostgreSQL) and resolves once it accepts connections; rejects with its last words.
 */
export function startCluster(
  bin: PostgresBinaries,
  dataDir: string,
  port: number,
  runAs: RunAs | null,
  log: (m: string) => void,
): Promise<ClusterProcess> {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  // Its own process group: a Ctrl-C in the terminal reaches Candlog only, which lets requests in
  // flight finish (10 s grace) before it stops the database. Should Candlog exit without
  // stopping it (a second Ctrl-C, a fatal error), the exit hook asks it to shut down.
  const child = spawn(bin.postgres, args, {
    ...ids(runAs),
    env: ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  let output = '';
  return new Promise<ClusterProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not become ready within ${START_TIMEOUT_MS / 1000} s: ${lastLines(output)}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.includes(READY)) {
        clearTimeout(timer);
        resolve({ pid: child.pid!, stop: () => stopChild(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL could not run (${error.message})`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL stopped during start-up (${signal ?? `exit ${code}`}): ${lastLines(output)}`));
    });
  });
}

/** Fast shutdown (SIGINT: running transactions roll back), then immediate if it takes too long. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const quit = setTimeout(() => child.kill('SIGQUIT'), 15000);
    child.once('exit', () => {
      clearTimeout(quit);
      resolve();
    });
    child.kill('SIGINT');
  });
}
