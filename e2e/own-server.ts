// A second shop on its own port and fresh data directory, for a spec that needs settings the
// shared e2e server must not have (a payment that expires in seconds).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the built shop with `env` added, and resolves once /api/health answers. */
export async function startOwnServer(
  env: Record<string, string>,
  /** A port known before the tests are collected, for a `test.use({ baseURL })`; else any free one. */
  fixedPort?: number,
): Promise<OwnServer> {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-own-'));
  const projectNode = join(root, 'node_modules', '.bin', 'node');
  const child: ChildProcess = spawn(
    existsSync(projectNode) ? projectNode : process.execPath,
    ['apps/api/src/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        GUEST_CREATION_PER_MINUTE: '100000',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the second shop did not start on ${baseURL}`);
}
