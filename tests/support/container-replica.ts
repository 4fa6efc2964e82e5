import { CONTAINER_COMMAND, CONTAINER_REPLICA_PORT, testPostgresContainer } from './test-postgres';
import { replicaHandle, until, type StreamingReplica } from './replica-handle';

/**
 * A hot-standby streaming replica of a testcontainers primary: a second container of the same
 * image in the primary's network namespace (so the two talk over the container's own loopback,
 * and the host reaches the replica through the port the primary published for it), made with
 * `pg_basebackup -R` by the image's entry point (REPLICA_OF; see
 * scripts/offline-postgres-image/entrypoint.sh — the official image has no such switch, so with
 * it the read-replica test needs a local PostgreSQL through TEST_DATABASE_URL instead).
 */
export async function startContainerReplica(adminUrl: string): Promise<StreamingReplica> {
  const primary = testPostgresContainer();
  if (!primary) throw new Error('the test PostgreSQL is not a container');
  const { GenericContainer, Wait } = await import('testcontainers');
  const admin = new URL(adminUrl);
  const container = await new GenericContainer(primary.image)
    .withNetworkMode(`container:${primary.id}`)
    .withEnvironment({
      REPLICA_OF: '127.0.0.1:5432',
      POSTGRES_USER: decodeURIComponent(admin.username),
      POSTGRES_PASSWORD: decodeURIComponent(admin.password),
    })
    .withCommand([...CONTAINER_COMMAND, '-c', `port=${CONTAINER_REPLICA_PORT}`, '-c', 'hot_standby=on'])
    .withWaitStrategy(Wait.forLogMessage(/ready to accept read-only connections/))
    .withStartupTimeout(120_000)
    .start();
  const replica = replicaHandle(adminUrl, primary.replicaHostPort, async () => void (await container.stop()));
  try {
    await until('the replica to accept connections in recovery', 60000, async () => {
      const [row] = await replica.query<{ r: boolean }>('postgres', 'SELECT pg_is_in_recovery() AS r');
      return row.r;
    });
  } catch (error) {
    const logs = await container.logs();
    let text = '';
    for await (const chunk of logs) text += String(chunk);
    await replica.stop();
    throw new Error(`${(error as Error).message}; replica log: ${text.slice(-2000)}`);
  }
  return replica;
}
