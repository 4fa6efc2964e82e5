import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. A client that reuses an idle connection at the
 * moment the server closes it gets ECONNRESET (seen under load: a poll loop's fetch). The side that
 * closes must be the server, and later than any client or proxy in front of it: Node's fetch
 * (undici) keeps idle sockets for the server's hint minus a margin, nginx and cloud load balancers
 * for 60 s. Node's default (5 s) is shorter than a proxy's, so it is raised past 60 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeouts to a listening or new server (production and test apps alike). */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must be longer than keepAliveTimeout: a request arriving just before the idle limit still gets
  // its full time to send its headers.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
