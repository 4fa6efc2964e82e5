import net from 'node:net';

/**
 * Listens on host:port for a moment, so a taken port is reported before the database starts.
 * Resolves with the listen error (EADDRINUSE, EACCES …), or null when the port is free.
 */
export function checkPortFree(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}
