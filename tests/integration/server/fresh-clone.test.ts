import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { relocatedClusterDir } from '../../../server/src/db/embedded/cluster-location';
import { findFreePort } from '../../../server/src/db/free-port';
import { restLogin } from '../../support/api-client';
import { REPO_ROOT } from '../../support/server-process';
import { composePostgresMajor } from '../../support/postgres-majors';

// Cluster initialisation, two commands, two starts: minutes on a loaded machine.
jest.setTimeout(300000);

/**
 * A newcomer's first hour, from a fresh clone in a PRIVATE temporary directory (0700, like
 * `mktemp -d` or /root): `npm run db:migrate`, `npm run user:create`, `npm start`, a second
 * `npm start`. Run as root (containers, VMs) this is where the embedded PostgreSQL, which runs as
 * the unprivileged `postgres` user, used to crash with EACCES. Built output and node_modules are
 * hard-linked from this checkout, so nothing is installed or built again.
 */
describe('a fresh clone in a private directory', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-clone-'));
  const app = path.join(home, 'app');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'DEMO_MODE', 'DATA_DIR', 'PORT', 'CLIENT_DIST']) delete env[name];
  const children: ChildProcess[] = [];
  let port = 0;

  /** A copy that costs nothing: hard links (a symlink where links cannot cross file systems). */
  function linkTree(relative: string) {
    const from = path.join(REPO_ROOT, relative);
    if (!fs.existsSync(from)) return;
    const to = path.join(app, relative);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      execFileSync('cp', ['-al', from, to]);
    } catch {
      fs.rmSync(to, { recursive: true, force: true });
      fs.symlinkSync(from, to);
    }
  }

  /** Replaces a hard link by a fresh copy, so the build looks newer than the clone's sources. */
  function freshCopy(relative: string) {
    const file = path.join(app, relative);
    const content = fs.readFileSync(file);
    fs.rmSync(file);
    fs.writeFileSync(file, content);
  }

  function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn('npm', args, { cwd: app, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      child.once('close', (code) => resolve({ code, output }));
    });
  }

  async function waitForHealthz(url: string, server: ChildProcess, output: () => string) {
    for (let i = 0; i < 480; i += 1) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output()}`);
      const status = await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`npm start did not answer /healthz:\n${output()}`);
  }

  const lockOwnerPid = () =>
    (JSON.parse(fs.readFileSync(path.join(app, '.data', 'candlog.lock'), 'utf8')) as { pid: number }).pid;
  const relocated = () => relocatedClusterDir(path.join(fs.realpathSync(path.join(app, '.data')), 'pg'));

  beforeAll(() => {
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${REPO_ROOT}`, app]);
    for (const dir of ['node_modules', 'server/node_modules', 'client/node_modules', 'server/dist', 'client/dist'])
      linkTree(dir);
    freshCopy('server/dist/main.js');
    freshCopy('client/dist/index.html');
  });

  afterAll(async () => {
    try {
      process.kill(lockOwnerPid(), 'SIGTERM');
    } catch {
      // not running
    }
    await Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('close', r)) : null,
      ),
    );
    if (fs.existsSync(path.join(app, '.data'))) fs.rmSync(path.dirname(relocated()), { recursive: true, force: true });
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('migrates, creates a user, starts, and serves that user from ONE data directory at the repository root', async () => {
    const migrate = await run(['run', 'db:migrate']);
    expect(migrate.output).not.toMatch(/^\s+at /m);
    expect(migrate.code).toBe(0);
    expect(migrate.output).toContain('Applied:');
    const create = await run([
      'run',
      'user:create',
      '--',
      '--email',
      'newcomer@example.com',
      '--username',
      'newcomer',
      '--password',
      'first-hour-1',
    ]);
    expect(create.code).toBe(0);
    expect(create.output).toContain('Created user newcomer@example.com');

    port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const server = spawn('npm', ['start'], {
      cwd: app,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await waitForHealthz(url, server, () => output);
    expect(output).not.toContain('[start] building'); // the linked build was used as is

    expect((await restLogin(url, 'newcomer@example.com', 'first-hour-1')).status).toBe(200);
    expect((await restLogin(url, 'demo@candlog.app', 'candlog-demo')).status).toBe(200);

    // A user created while the server runs goes into the server's database (no second cluster).
    const second = await run([
      'run',
      'user:create',
      '--',
      '--email',
      'second@example.com',
      '--username',
      'second',
      '--password',
      'first-hour-2',
    ]);
    expect(second.code).toBe(0);
    expect((await restLogin(url, 'second@example.com', 'first-hour-2')).status).toBe(200);

    // One data directory: none under server/, and exactly one cluster, of the compose major.
    expect(fs.existsSync(path.join(app, 'server', '.data'))).toBe(false);
    const inPlace = path.join(app, '.data', 'pg');
    const clusters = [inPlace, relocated()].filter((dir) => fs.existsSync(path.join(dir, 'PG_VERSION')));
    expect(clusters).toEqual([os.userInfo().uid === 0 ? relocated() : inPlace]);
    expect(fs.readFileSync(path.join(clusters[0], 'PG_VERSION'), 'utf8').trim()).toBe(String(composePostgresMajor()));
  });

  it('refuses a second npm start in the same checkout with one clear line, and the first keeps serving', async () => {
    const url = `http://127.0.0.1:${port}`;
    const again = await run(['start'], { PORT: String(await findFreePort()) });
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(new RegExp(`Candlog is already running on :${port} \\(pid ${lockOwnerPid()}\\)`));
    expect(again.output).not.toMatch(/^\s+at /m);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await restLogin(url, 'newcomer@example.com', 'first-hour-1')).status).toBe(200);
  });
});
