// End-to-end journeys in the system's Chromium against the BUILT shop (run `npm run build` first;
// `npm test` does) on a fresh database: every run starts the API on its own port with an empty
// DATA_DIR, so it migrates and seeds the demo shop from scratch.
//
//   npx playwright test -c e2e                 all journeys
//   npx playwright test -c e2e -g "language"   some of them
//   E2E_PORT=3200 npx playwright test -c e2e   a fixed port (default 3100, or a free one)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { pinnedFontsConfig } from './pinned-fonts.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Resolves to the port if nothing listens on it, else to a free port the system picks. */
function portOrFree(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref();
    probe.once('error', () =>
      port === 0 ? reject(new Error('no free port')) : resolve(portOrFree(0)),
    );
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}

// The config is loaded by the runner and again by every worker; only the runner picks the port
// and makes the data directory (workers inherit both through the environment) and removes the
// directory when the run ends. E2E_PORT fixes the port; by default 3100, or any free port if
// 3100 is taken (say, by a shop you are running), so a run never talks to someone else's server.
const PORT_VAR = 'STOREFRONT_E2E_PORT';
if (!process.env[PORT_VAR]) {
  process.env[PORT_VAR] = String(
    process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await portOrFree(3100),
  );
}
const port = Number(process.env[PORT_VAR]);
const baseURL = `http://127.0.0.1:${port}`;

const DATA_DIR_VAR = 'STOREFRONT_E2E_DATA_DIR';
if (!process.env[DATA_DIR_VAR]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  process.env[DATA_DIR_VAR] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_VAR];

// Debian's Chromium (or CHROMIUM_PATH); never a downloaded browser. Not installing from here:
// `npm test` does that in its own step with a proper message.
const executablePath = ensureChromium({ install: false });

// The project's Node 24 runs the API's TypeScript sources directly.
const projectNode = join(root, 'node_modules', '.bin', 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: one worker for the browser pages of each, the API shares the rest.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // A failed test keeps its trace: actions, DOM snapshots, network and console, with the
    // failure screenshot beside it. Not the screencast filmstrip: recording one for every test
    // cost this 2-core machine a quarter of the e2e step (356 s with it, 259 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /visual\.spec\.ts$/ },
    // The pictures are drawn with fonts of their own, not the machine's (pinned-fonts.ts).
    {
      name: 'visual',
      testMatch: /visual\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
      use: {
        launchOptions: {
          executablePath,
          args: [...CHROMIUM_FLAGS],
          env: {
            ...process.env,
            FONTCONFIG_FILE: pinnedFontsConfig(join(tmpdir(), 'storefront-e2e-fonts')),
          },
        },
      },
    },
  ],
  webServer: {
    command: `"${node}" apps/api/src/server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir!,
      LOG_LEVEL: 'warn',
      // Every test is a new browser context, so a new guest; don't let the per-IP limit bite.
      GUEST_CREATION_PER_MINUTE: '100000',
      // Every sign-in comes from 127.0.0.1 here; the per-account lock-out still applies.
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    },
  },
});
