import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Helpers of the cluster test (src/cluster.postgres.test.ts): HTTP calls made from a client
 * address of the test's choosing, and a Redis server of its own that it may stop.
 */

export interface Answer {
  status: number;
  /** The instance the load balancer sent the request to (its X-Served-By header), if any. */
  servedBy: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as JSON), or raw bytes with their content-type in `headers`. */
  json?: unknown;
  body?: Buffer;
  /**
   * The client's address: any of 127.0.0.0/8 is this machine, so each caller can be a client of
   * its own to the per-address limits, as shoppers on other machines would be.
   */
  from?: string;
}

let addresses = 0;
/** A loopback address no call of this process has come from yet (127.0.1.1, 127.0.1.2, …). */
export function freshAddress(): string {
  const n = addresses++;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

/** One request on a connection of its own (no keep-alive), so each is balanced anew. */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const body =
    options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers = {
    ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const servedBy = response.headers['x-served-by'];
          resolve({
            status: response.statusCode ?? 0,
            servedBy: typeof servedBy === 'string' ? servedBy : undefined,
            headers: response.headers,
            body: bytes,
            json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A redis-server of the test's own on `port`, with nothing saved, so the test can stop and start
 * Redis without touching the machine's (others use it).
 */
export async function ownRedisServer(port: number) {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const started = child;
    let failed: Error | undefined;
    started.once('error', (error) => {
      failed = error;
    });
    for (let tries = 0; tries < 100; tries++) {
      if (failed) throw new Error(`redis-server could not start (is Redis installed?): ${failed}`);
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode})`);
      if (await answersPing(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
