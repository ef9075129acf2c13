// Starts the built shop for a benchmark: the API (which serves apps/web/dist) on a free port with
// a fresh DATA_DIR, so it migrates and seeds the demo from scratch, as a newcomer's first start
// (or on a DATA_DIR the benchmark seeded before).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './docs-section.ts';

export interface RunningShop {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** Serve this DATA_DIR (kept after stop) rather than a fresh one (removed after stop). */
  dataDir?: string;
  /** Send the server's stdout and stderr to this file rather than to this terminal. */
  logFile?: string;
  /** The checkout to run (built): another one, to compare it with this one. Default: this one. */
  root?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/** `env` is laid over this process's environment; a variable given as undefined is unset. */
export async function startShop(
  env: Record<string, string | undefined> = {},
  options: ShopOptions = {},
): Promise<RunningShop> {
  const root = options.root ?? repoRoot;
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(`${root}/apps/web/dist is missing: run \`npm run build\` there first.`);
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    GUEST_CREATION_PER_MINUTE: '100000',
    ...env,
  };
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const log = options.logFile === undefined ? 'inherit' : openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  // The child has its own copy of the descriptor.
  if (typeof log === 'number') closeSync(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}
