import { randomUUID } from 'node:crypto';
import net from 'node:net';

/**
 * The Redis the tests use: the local one unless TEST_REDIS_URL says otherwise. Its tests are
 * never skipped: CI runs Redis beside PostgreSQL, and so must anyone running the API's tests.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so files, runs and the two database projects never share a count. */
export const uniqueKeyPrefix = () => `dukkan-test:${randomUUID()}:`;

/** A TCP port nothing listens on (taken, then given back at once). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A stand-in between the app and the test Redis that a test can cut and restore, as Redis going
 * away and coming back would look to the app: `stop()` closes every connection and refuses new
 * ones, `start()` accepts them again on the same address.
 */
export async function redisOutageProxy() {
  const target = new URL(TEST_REDIS_URL);
  const port = await closedPort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const start = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', resolve);
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  const url = new URL(TEST_REDIS_URL);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  await start();
  return { url: url.toString(), start, stop };
}
