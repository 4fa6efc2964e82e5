import net from 'node:net';
import { startServer } from '../../support/server-process';

jest.setTimeout(90000);

/**
 * SIGTERM with a request still in flight: the request gets a grace period (10 s), then its
 * connection is closed and the process exits — it no longer waits for the client (Node's own
 * request timeout is 5 minutes), which kept the embedded database up meanwhile.
 */
describe('shutdown', () => {
  it('closes a connection whose request never finishes after the grace period, then exits', async () => {
    const server = await startServer();
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    // A body announced but never sent: the request stays in flight. `Expect: 100-continue` makes
    // Node answer "100 Continue" once it has the request's headers: the fact that it is in
    // flight on the server, waited for before the SIGTERM.
    const continued = new Promise<void>((resolve) => {
      let seen = '';
      socket.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (/^HTTP\/1\.1 100 Continue\r\n/.test(seen)) resolve();
      });
    });
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n{"query":',
    );
    await continued;
    process.kill(server.pid, 'SIGTERM');
    await Promise.all([closed, server.exited]);
    expect(server.output()).toMatch(/requests still running after 10 s; closing their connections/);
    await server.stop();
  });
});
