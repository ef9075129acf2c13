import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authTokensSchema } from '@storefront/contracts';
import { afterEach, describe, expect, it } from 'vitest';

/** The real server process: start-up, persistence under DATA_DIR, graceful shutdown. */
const serverFile = path.join(import.meta.dirname, 'server.ts');
const running = new Set<ChildProcess>();

function start(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
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
    expect(first.output()).toMatch(/staff\s+staff@dukkan\.demo\s+password dukkan-team-2026/);
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
  }, 60_000);

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
