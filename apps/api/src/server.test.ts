import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authTokensSchema } from '@storefront/contracts';
import { afterEach, describe, expect, it } from 'vitest';

/** The real server process: start-up, persistence under DATA_DIR, graceful shutdown. */
const serverFile = path.join(import.meta.dirname, 'server.ts');
const running = new Set<ChildProcess>();

function start(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition never came true');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A JSON POST whose headers and first half are sent now, and the rest when `finish` is called. */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const sent = request(url, {
    method: 'POST',
    agent: new Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.on('error', reject);
    sent.on('response', (answer) => {
      let text = '';
      answer.on('data', (chunk) => {
        text += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
  });
  sent.flushHeaders();
  sent.write(body.slice(0, half));
  return { response, finish: () => sent.end(body.slice(half)) };
}

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

describe('server.ts', () => {
  it('seeds on first start, keeps data across restarts and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-'));
    const first = await start(dataDir);
    expect(first.output()).toContain('Demo shop:       seeded on this first start');
    expect(first.output()).toMatch(
      /customer\s+customer@dukkan\.demo\s+password dukkan-shopper-2026/,
    );
    expect(first.output()).toMatch(/support\s+staff@dukkan\.demo\s+password dukkan-team-2026/);
    const guest = authTokensSchema.parse(
      await (await fetch(`${first.url}/api/users/customers/guest`, { method: 'POST' })).json(),
    );
    const stopped = exitCode(first.child);
    first.child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    const second = await start(dataDir);
    expect(second.output()).not.toContain('seeded on this first start');
    // The guest's session (and the generated secret) survived the restart.
    const refreshed = await fetch(`${second.url}/api/account/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: guest.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const stoppedAgain = exitCode(second.child);
    second.child.kill('SIGINT');
    expect(await stoppedAgain).toBe(0);
    // Two starts of the real server, the first migrating and seeding an embedded database from
    // nothing (about 40 s on a busy 2-core machine): time for both, with room to spare.
  }, 120_000);

  it('drains on SIGTERM: not ready at once, still serving, a request in flight finished, exit 0', async () => {
    const server = await start(mkdtempSync(path.join(tmpdir(), 'server-')), {
      SHUTDOWN_DRAIN_MS: '2000',
    });
    const status = (url: string) =>
      fetch(url).then(
        (response) => response.status,
        () => 0,
      );
    expect(await status(`${server.url}/api/health/ready`)).toBe(200);
    // A sign-in whose body is still on its way when the server stops listening, on a kept-alive
    // connection as a load balancer's are.
    const inFlight = slowPost(
      `${server.url}/api/account/login`,
      JSON.stringify({ email: 'customer@dukkan.demo', password: 'dukkan-shopper-2026' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = exitCode(server.child);
    server.child.kill('SIGTERM');
    await until(async () => (await status(`${server.url}/api/health/ready`)) === 503);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(await ready.json()).toEqual({ status: 'draining', checks: {} });
    // Draining: alive, and new requests are still served.
    expect(await status(`${server.url}/api/health/live`)).toBe(200);
    expect(await status(`${server.url}/api/theme-config?tenantId=1&webAppId=1&slot=1`)).toBe(200);

    // The drain is over once the server stops taking requests; the one in flight still ends.
    await until(async () => (await status(`${server.url}/api/health/live`)) !== 200);
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('accessToken');
    expect(await stopped).toBe(0);
    // One start from nothing (see above), then the drain.
  }, 120_000);

  it('refuses to start with invalid configuration, naming the variable', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: {
        ...process.env,
        PORT: 'not-a-port',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'server-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stderr = '';
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain('Configuration error');
    expect(stderr).toContain('PORT');
  }, 30_000);
});
