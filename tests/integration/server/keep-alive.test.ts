import net from 'node:net';
import { startServer } from '../../support/server-process';

jest.setTimeout(60000);

/**
 * Idle kept-alive connections stay open longer than a client's or a proxy's own idle limit, so the
 * server is never the side that closes one just as a client reuses it (ECONNRESET under load); and
 * a SIGTERM still ends the process at once, however many idle connections it holds.
 */
describe('kept-alive connections', () => {
  it('are announced for 65 s, and an idle one does not hold up shutdown', async () => {
    const server = await startServer();
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const answered = new Promise<string>((resolve) => {
      let seen = '';
      socket.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('\r\n\r\n')) resolve(seen);
      });
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const head = await answered;
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
    // The connection is now idle and kept: a SIGTERM closes it and the process exits (within the
    // test's 60 s, so before the 65 s an idle connection may otherwise stay).
    process.kill(server.pid, 'SIGTERM');
    await Promise.all([closed, server.exited]);
    await server.stop();
  });
});
