#!/usr/bin/env node
// Finds HAProxy, the load balancer of `npm run cluster` and of the cluster test, installing
// Debian's package when we can (root with apt-get), as ensure-chromium.mjs does for the browser.
//
//   node scripts/ensure-haproxy.mjs          prints the path (installs if needed and allowed)
//   node scripts/ensure-haproxy.mjs --find   prints the path or fails, never installs
//
// Plain JavaScript on purpose: it runs under any Node and is imported by scripts/validate.mjs
// and scripts/cluster.mjs.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { aptInstall, canAptInstall, isExecutable, onPath } from './debian-package.mjs';

// Debian puts it in /usr/sbin, which a non-root PATH often lacks.
const KNOWN_PATHS = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/opt/homebrew/bin/haproxy'];

/**
 * The path of a usable HAProxy, or null. HAPROXY_PATH naming a missing file is an error, not a
 * silent fall-back.
 * @returns {string | null}
 */
export function findHaproxy() {
  const value = process.env.HAPROXY_PATH;
  if (value) {
    if (isExecutable(value)) return value;
    throw new Error(`HAPROXY_PATH is set to "${value}", which is not an executable file.`);
  }
  return onPath('haproxy') ?? KNOWN_PATHS.find(isExecutable) ?? null;
}

/** HAProxy's version line, e.g. "HAProxy version 2.6.12-1+deb12u4 2025/…", or 'unknown'. */
export function haproxyVersion(file) {
  try {
    const text = execFileSync(file, ['-v'], { encoding: 'utf8', timeout: 10_000 });
    return text.split('\n')[0]?.trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

const HOW_TO_GET_ONE = [
  'No HAProxy was found, and it cannot be installed automatically here.',
  'Get one in any of these ways, then run the command again:',
  '  - Debian/Ubuntu: sudo apt-get install haproxy',
  '  - Fedora: sudo dnf install haproxy;  Arch: sudo pacman -S haproxy;  macOS: brew install haproxy',
  '  - or point HAPROXY_PATH at an installed haproxy binary (2.2 or later).',
].join('\n');

/**
 * Returns the path of HAProxy, installing Debian's `haproxy` package when none is found and we
 * are root with apt-get. Throws an Error whose message says how to get one otherwise.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 * @returns {string}
 */
export function ensureHaproxy(options = {}) {
  const { install = true, log = (line) => console.error(line) } = options;
  const found = findHaproxy();
  if (found) return found;
  if (!install || !canAptInstall()) throw new Error(HOW_TO_GET_ONE);

  log('No HAProxy found; installing Debian\'s "haproxy" package with apt-get (we are root).');
  // The package's own service is left alone: the cluster runs haproxy with a config of its own.
  const installed = aptInstall(['haproxy'], { log }) ? findHaproxy() : null;
  if (!installed) {
    throw new Error(
      `Installing HAProxy with apt-get failed (see the output above).\n${HOW_TO_GET_ONE}`,
    );
  }
  return installed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const file = ensureHaproxy({ install: !process.argv.includes('--find') });
    process.stdout.write(`${file}\n`);
    console.error(haproxyVersion(file));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
