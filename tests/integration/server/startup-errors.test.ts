import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../../server/src/db/free-port';
import { SERVER_MAIN } from '../../support/server-process';

/** Runs the built server until it exits; what it printed, and how it ended. */
function startAndFail(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-startup-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', JWT_SECRET: 'x'.repeat(40), DEMO_MODE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('close', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

/** The lines that are not the server's own timestamped progress log. */
const messages = (output: string) => output.split('\n').filter((l) => l.trim() && !/^\d{4}-\d\d-\d\dT/.test(l));

/**
 * A start-up that cannot succeed ends with ONE line naming the cause and the remedy — not an
 * unhandled error with a stack trace.
 */
describe('start-up failures of the built server', () => {
  it('a database that is not there: one line naming DATABASE_URL and what to do', async () => {
    const deadPort = await findFreePort();
    const { code, output } = await startAndFail({
      PORT: String(await findFreePort()),
      DATABASE_URL: `postgres://candlog@127.0.0.1:${deadPort}/candlog`,
    });
    expect(code).not.toBe(0);
    expect(messages(output)).toEqual([
      `Cannot reach PostgreSQL at 127.0.0.1:${deadPort} (DATABASE_URL): connection refused. Start PostgreSQL, or fix DATABASE_URL.`,
    ]);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('a port taken by another program: one line with the port and the remedy, before any database starts', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, output } = await startAndFail({
        PORT: String(port),
        DATABASE_URL: `postgres://candlog@127.0.0.1:${await findFreePort()}/candlog`,
      });
      expect(code).not.toBe(0);
      expect(messages(output)).toEqual([
        `Port ${port} on 127.0.0.1 is already in use by another program: stop it, or start Candlog with PORT set to a free port.`,
      ]);
    } finally {
      blocker.close();
    }
  });
});
