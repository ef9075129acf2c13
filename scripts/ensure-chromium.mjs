#!/usr/bin/env node
// Finds a Chromium (or Chrome) for the end-to-end tests and the page benchmark, installing
// Debian's package when we can (root with apt-get). We never download a browser build: the
// tests drive the system's Chromium, so what passes here is what a shopper's Chromium runs.
//
//   node scripts/ensure-chromium.mjs          prints the path (installs if needed and allowed)
//   node scripts/ensure-chromium.mjs --find   prints the path or fails, never installs
//
// Plain JavaScript on purpose: it runs under any Node (even the machine's old one) and is
// imported by scripts/validate.mjs, e2e/playwright.config.ts and bench/pages.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  aptInstall,
  canAptInstall,
  isExecutable,
  onPath,
  packageInstalled,
} from './debian-package.mjs';

const ENV_VARS = ['CHROMIUM_PATH', 'CHROME_PATH'];

const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** A Chromium that Playwright downloaded earlier (`npx playwright install chromium`), if any. */
function playwrightCacheChromium() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return null;
  const builds = readdirSync(root)
    .filter((d) => /^chromium-\d+$/.test(d))
    .sort()
    .reverse();
  for (const build of builds) {
    for (const sub of ['chrome-linux64', 'chrome-linux']) {
      const file = join(root, build, sub, 'chrome');
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

/**
 * The flags every headless run here uses (e2e and Lighthouse): no sandbox (root in a container),
 * no GPU, and none of the browser's own background traffic, which would disturb measurements.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The path of a usable Chromium, or null. An environment variable that names a missing file is
 * an error, not a silent fall-back, so a typo does not quietly test another browser.
 * @returns {string | null}
 */
export function findChromium() {
  for (const name of ENV_VARS) {
    const value = process.env[name];
    if (!value) continue;
    if (isExecutable(value)) return value;
    throw new Error(`${name} is set to "${value}", which is not an executable file.`);
  }
  for (const file of KNOWN_PATHS) if (isExecutable(file)) return file;
  for (const name of PATH_NAMES) {
    const file = onPath(name);
    if (file) return file;
  }
  return playwrightCacheChromium();
}

/** The browser's version line, e.g. "Chromium 140.0.7339.185 built on Debian GNU/Linux 12". */
export function chromiumVersion(file) {
  try {
    return execFileSync(file, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
  } catch {
    return 'unknown';
  }
}

const HOW_TO_GET_ONE = [
  'No Chromium was found, and it cannot be installed automatically here.',
  'Get one in any of these ways, then run the command again:',
  '  - Debian/Ubuntu: sudo apt-get install chromium   (Ubuntu: chromium-browser)',
  '  - Fedora: sudo dnf install chromium;  Arch: sudo pacman -S chromium;  macOS: brew install --cask chromium',
  '  - or point CHROMIUM_PATH at an installed Chromium or Chrome binary:',
  '      CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

/**
 * Returns the path of a Chromium, installing Debian's `chromium` package (and `fonts-noto-core`,
 * so Arabic renders with real glyphs) when none is found and we are root with apt-get.
 * Throws an Error whose message says how to get one otherwise.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 * @returns {string}
 */
export function ensureChromium(options = {}) {
  const { install = true, log = (line) => console.error(line) } = options;
  const found = findChromium();
  if (found) return found;
  if (!install || !canAptInstall()) throw new Error(HOW_TO_GET_ONE);

  log('No Chromium found; installing Debian\'s "chromium" package with apt-get (we are root).');
  const packages = ['chromium'];
  if (!packageInstalled('fonts-noto-core')) packages.push('fonts-noto-core');
  const ok = aptInstall(packages, { log, fallback: ['chromium'] });
  const installed = ok ? findChromium() : null;
  if (!installed) {
    throw new Error(
      `Installing Chromium with apt-get failed (see the output above).\n${HOW_TO_GET_ONE}`,
    );
  }
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const file = ensureChromium({ install: !process.argv.includes('--find') });
    process.stdout.write(`${file}\n`);
    console.error(chromiumVersion(file));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
